// The first-paint renderer (docs/first-paint.md, "The server's first paint (hydration)"): the
// shell's route tree with the remotes' route tables linked in, built for Node.js into one CommonJS
// file that the API server loads (api/src/static/first-paint.ts) to draw a page's markup before the
// browser's scripts run; the browser then hydrates it. It is the monolithic build's config (the
// same sources, loaders and remote seam, webpack-monolithic.cjs) with a server's output: target
// node, one file, no HTML page, no precompressed siblings, not minified (only the server reads it).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createMonolithicConfig } = require('./webpack-monolithic.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { workspaceRoot } = require('./shared.cjs');

const shellDir = path.join(workspaceRoot, 'shell');
const outputDir = path.join(shellDir, 'dist-first-paint');

/**
 * @param {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} shellConfig
 *   the shell's federated config function (shell/webpack.config.cjs)
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createFirstPaintConfig(shellConfig) {
  const monolithic = createMonolithicConfig(shellConfig);
  return (env, argv = {}) => {
    const base = monolithic(env, { ...argv, mode: 'production' });
    return {
      ...base,
      target: 'node20',
      entry: { 'first-paint': path.join(shellDir, 'src', 'first-paint', 'render-first-paint.tsx') },
      output: {
        path: outputDir,
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
      devtool: false,
      plugins: [
        ...(base.plugins ?? []).filter((plugin) => !(plugin instanceof HtmlWebpackPlugin) && !(plugin instanceof PrecompressPlugin)),
        // The remotes' and pages' lazy chunks in the one file: a server has nothing to load later.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
    };
  };
}

module.exports = { createFirstPaintConfig, outputDir };
