// A remote's server build (docs/first-paint.md, "Each remote's server build"): the same exposed
// `./routes` tree as its browser build, for Node.js, so the server's first paint draws the remote's
// pages from the release the runtime config names (shell/src/first-paint/remote-releases.ts) rather
// than from a copy linked into the shell. Built beside the browser build by the remote's `build`
// into `dist/server/` (remoteEntry.js, chunks and its own mf-manifest.json), deployed with it: the
// server finds it next to the browser manifest (`<release>/server/mf-manifest.json`).
// Same sources, loaders and `shared` list as the browser build (webpack-base.cjs, shared.cjs), with
// a server's output: target async-node, a CommonJS container, chunks the Node runtime plugin of
// @module-federation/node fetches over HTTP from where the manifest is, no HTML page, no
// precompressed siblings, not minified (only the server reads it).
const path = require('node:path');
const webpack = require('webpack');
const { UniversalFederationPlugin } = require('@module-federation/node');
const { createShared, reactQueryModule } = require('./shared.cjs');
const { createFederatedConfig, remotes } = require('./webpack-base.cjs');

/** Where a remote's server build goes, inside its dist (so one upload deploys both). */
const serverDir = 'server';

/**
 * The federation runtime's (webpack bundler runtime's) version a server build is made with, written into its manifest
 * (`metaData.nordhubFederationRuntime`): the server refuses a build made with another one.
 */
const federationRuntimeVersion = require('@module-federation/webpack-bundler-runtime/package.json').version;

/**
 * @param {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} browserConfig
 *   the remote's browser config function (createFederatedConfig)
 * @param {{ appDir: string; name: string; exposes: Record<string, string> }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createServerConfig(browserConfig, { appDir, name, exposes }) {
  return (env, argv = {}) => {
    const browser = browserConfig(env, { ...argv, mode: 'production' });
    const rules = browser.module?.rules ?? [];
    return {
      name: `${name}-server`,
      mode: 'production',
      context: appDir,
      target: 'async-node',
      entry: {},
      output: {
        path: path.join(appDir, 'dist', serverDir),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: 'auto',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: { ...reactQueryModule } },
      module: { rules },
      devtool: false,
      optimization: { minimize: false, runtimeChunk: false, splitChunks: false },
      performance: { hints: false },
      stats: { preset: 'errors-warnings', timings: true },
      plugins: [
        new UniversalFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          library: { type: 'commonjs-module', name },
          remoteType: 'script',
          remotes: {},
          shared: createShared(),
          shareStrategy: 'loaded-first',
          dts: false,
          isServer: true,
          useRuntimePlugin: true,
          manifest: {
            additionalData: ({ stats }) => ({ ...stats, metaData: { ...stats.metaData, nordhubFederationRuntime: federationRuntimeVersion } }),
          },
        }),
        // The lazy pages in the container's own chunk: a server has nothing to gain from loading later.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
    };
  };
}

/**
 * A remote's webpack config: the browser build, and in production its server build after it
 * (the browser build's `clean` keeps `dist/server/`).
 * @param {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} browserConfig
 * @param {{ appDir: string; name: string; exposes: Record<string, string> }} options
 */
function withServerBuild(browserConfig, options) {
  const server = createServerConfig(browserConfig, options);
  return (env, argv = {}) => {
    const browser = browserConfig(env, argv);
    if (argv.mode === 'development') return browser;
    return [
      { ...browser, name: options.name, output: { ...browser.output, clean: { keep: new RegExp(`^${serverDir}/`) } } },
      { ...server(env, argv), dependencies: [options.name] },
    ];
  };
}

/**
 * A remote's whole webpack config (its webpack.config.cjs): its route table (`./routes`, its
 * src/routes.tsx) exposed to the shell, for the browser and, in production, for the server.
 * @param {{ appDir: string; name: keyof typeof remotes; title: string }} options
 */
function createRemoteConfig({ appDir, name, title }) {
  const exposes = { './routes': './src/routes.tsx' };
  const browser = createFederatedConfig({ appDir, kind: 'remote', name, exposes, devPort: remotes[name].devPort, title });
  return withServerBuild(browser, { appDir, name, exposes });
}

module.exports = { createRemoteConfig, createServerConfig, withServerBuild, serverDir, federationRuntimeVersion };
