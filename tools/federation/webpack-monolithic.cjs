// The monolithic build mode (for the federation's cost): the shell and the four remotes' `./routes`
// modules in one webpack build, without module federation, so `npm run bench -- weight` can put the
// federated page weight beside the same code built as one bundle. Not part of `npm run build`
// or `npm start`: `nx run @nordhub/shell:build:monolithic` writes shell/dist-monolithic, which the
// server serves instead of shell/dist with SHELL_BUILD=monolithic (docs/performance.md).
//
// It is the shell's own production config (same loaders, minifier, output names and splitting
// defaults) with three changes only:
// - no ModuleFederationPlugin;
// - the remote seam swapped: shell/src/federation/load-remote-routes.ts and setup-federation.ts are
//   replaced by their `.monolithic.ts` twins, which load each remote's routes with a plain dynamic
//   `import('mfe_public/routes')` (one lazy chunk per remote, as the federated build loads it) and
//   register nothing;
// - those `<container>/routes` ids resolve to each remote's src/routes.tsx, whose sources swc
//   compiles too, with each remote's chunk names prefixed (prefix-chunk-names-loader.cjs).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { monolithicFirstRequestCacheGroup, workspaceRoot, zodShare } = require('./shared.cjs');
const { remotes } = require('./webpack-base.cjs');

const shellDir = path.join(workspaceRoot, 'shell');
const outputDir = path.join(shellDir, 'dist-monolithic');

/** Shell modules swapped in this mode: the request's last segments, and the file that replaces them. */
const seamModules = ['load-remote-routes', 'setup-federation'].map((name) => ({
  resourceRegExp: new RegExp(`[\\\\/]federation[\\\\/]${name}(\\.tsx?)?$`),
  replacement: path.join(shellDir, 'src', 'federation', `${name}.monolithic.ts`),
}));

/** `mfe_public/routes` → mfe-public/src/routes.tsx, for every remote (the id the shell loads). */
function remoteRouteAliases() {
  return Object.fromEntries(
    Object.entries(remotes).map(([container, { dir }]) => [`${container}/routes$`, path.join(workspaceRoot, dir, 'src', 'routes.tsx')]),
  );
}

const remoteSources = () => Object.values(remotes).map(({ dir }) => path.join(workspaceRoot, dir, 'src'));

/** Each remote's chunk names prefixed with its dir, so equal names in two remotes stay two chunks. */
const chunkNameRules = () =>
  Object.values(remotes).map(({ dir }) => ({
    test: /\.[cm]?[jt]sx?$/,
    include: path.join(workspaceRoot, dir, 'src'),
    enforce: 'pre',
    use: { loader: path.join(__dirname, 'prefix-chunk-names-loader.cjs'), options: { prefix: dir } },
  }));

/**
 * @param {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} shellConfig
 *   the shell's federated config function (shell/webpack.config.cjs)
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createMonolithicConfig(shellConfig) {
  return (env, argv = {}) => {
    const federated = shellConfig(env, argv);
    const rules = (federated.module?.rules ?? []).map((rule) =>
      rule && typeof rule === 'object' && rule.use && typeof rule.use === 'object' && 'loader' in rule.use && rule.use.loader === 'swc-loader'
        ? { ...rule, include: [...(Array.isArray(rule.include) ? rule.include : [rule.include]), ...remoteSources()] }
        : rule,
    );
    return {
      ...federated,
      output: { ...federated.output, path: outputDir },
      // zod as the federation shares it: the apps' list of exports, with zod's settings (zod.shared.mjs).
      resolve: { ...federated.resolve, alias: { ...federated.resolve?.alias, 'zod/mini$': zodShare, ...remoteRouteAliases() } },
      module: { ...federated.module, rules: [...rules, ...chunkNameRules()] },
      optimization: {
        ...federated.optimization,
        splitChunks: {
          ...federated.optimization?.splitChunks,
          cacheGroups: { ...federated.optimization?.splitChunks?.cacheGroups, firstRequest: monolithicFirstRequestCacheGroup },
        },
      },
      plugins: [
        ...(federated.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
        ...seamModules.map(({ resourceRegExp, replacement }) => new webpack.NormalModuleReplacementPlugin(resourceRegExp, replacement)),
      ],
    };
  };
}

module.exports = { createMonolithicConfig, seamModules, remoteRouteAliases, outputDir };
