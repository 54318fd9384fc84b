// The webpack config every federated app builds on: the shell (host) and the four remotes.
// One loader setup, one minifier, one `shared` list (./shared.cjs), so apps cannot drift.
//
// Dev ports (scripts/dev.mjs starts them all; 4200 is reserved for `npm start`):
//   4300 shell (serves a dev /runtime-config.json pointing at the remotes' dev servers)
//   4301 mfe-public, 4302 mfe-client-portal, 4303 mfe-careers, 4304 mfe-whitelabel
//   every dev server proxies /api to the API on 4390, so a standalone remote works too
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { axiosCacheGroup, axiosWithoutFetchAdapter, createShared, firstRequestCacheGroup, icuWithoutParser, reactQueryModule, schemasCacheGroup, workspaceRoot } = require('./shared.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { SideEffectFreeSharesPlugin } = require('./side-effect-free-shares-plugin.cjs');
const { OneShareRuntimePlugin } = require('./one-share-runtime-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { startupAssets, startupChunk } = require('./startup-assets.cjs');

/** Container name, remote dir (the URL path under /remotes/) and dev port of each remote. */
const remotes = {
  mfe_public: { dir: 'mfe-public', devPort: 4301 },
  mfe_client_portal: { dir: 'mfe-client-portal', devPort: 4302 },
  mfe_careers: { dir: 'mfe-careers', devPort: 4303 },
  mfe_whitelabel: { dir: 'mfe-whitelabel', devPort: 4304 },
};

const shellDevPort = 4300;
const apiDevPort = 4390;

/** swc for TypeScript + JSX; the css prop needs emotion's automatic JSX runtime. */
const swcRule = (appDir, development) => ({
  test: /\.[cm]?[jt]sx?$/,
  // App sources and the source-consumed libs (reached through the workspace symlinks, which
  // webpack resolves to /work/main/libs/...); packages in node_modules are already compiled.
  // (and the shell's and remotes' federation runtime code in ./bundler-runtime).
  include: [path.join(appDir, 'src'), path.join(workspaceRoot, 'libs'), bundlerRuntimeDir],
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: {
          react: { runtime: 'automatic', importSource: '@emotion/react', development },
        },
      },
    },
  },
});

/**
 * One federation runtime per page. The shell bundles @module-federation/runtime-core and the
 * webpack bundler runtime and hands both to the remotes: runtime plugins put them on globals before
 * the first remote entry runs (`provideRuntimeCorePlugin`, `provideBundlerRuntimePlugin` below). A
 * production remote takes runtime-core from there (`externalRuntime`) and the bundler runtime
 * through `bundlerRuntimeFromShell`, instead of shipping second copies in its remoteEntry.js. A
 * remote's development build keeps its own copies, since its standalone harness (`webpack serve` on
 * its dev port) has no shell around it.
 * `target: 'web'` drops the runtime's Node.js script loader from every browser build.
 * @param {{ isHost: boolean; production: boolean }} options
 */
function federationExperiments({ isHost, production }) {
  return { ...(!isHost && production ? { externalRuntime: true } : {}), optimization: { target: 'web' } };
}

// What `experiments.provideExternalRuntime` adds to the host, but the plugin's ES module build:
// the option adds its CommonJS build, which requires runtime-core's CommonJS build, so the shell
// bundled runtime-core twice (main.js 97 KB -> 180 KB) instead of handing over its one copy.
const provideRuntimeCorePlugin = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

const bundlerRuntimeDir = path.join(__dirname, 'bundler-runtime');
const provideBundlerRuntimePlugin = path.join(bundlerRuntimeDir, 'provide-bundler-runtime-plugin.ts');
const bundlerRuntimeFromShell = path.join(bundlerRuntimeDir, 'bundler-runtime-from-shell.ts');
// The shell and the remotes check that they were built with the same bundler runtime.
const bundlerRuntimeVersion = require('@module-federation/webpack-bundler-runtime/package.json').version;

/**
 * The plugins that hand the shell's bundler runtime to the production remotes (see above).
 * @param {{ isHost: boolean; production: boolean }} options
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function bundlerRuntimeSharing({ isHost, production }) {
  if (!isHost && !production) return [];
  return [
    new webpack.DefinePlugin({ NORDHUB_BUNDLER_RUNTIME_VERSION: JSON.stringify(bundlerRuntimeVersion) }),
    // The federation's generated entry imports the bundler runtime's `dist/bundler.js`.
    ...(isHost ? [] : [new webpack.NormalModuleReplacementPlugin(/[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, bundlerRuntimeFromShell)]),
  ];
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app (its package root)
 * @param {'host' | 'remote'} options.kind
 * @param {string} options.name federation container name (mfe_public...) or 'shell'
 * @param {Record<string, string>} [options.exposes] remote exposes
 * @param {number} options.devPort
 * @param {string} options.title HTML title of the page this app serves
 * @param {import('webpack-dev-server').Configuration} [options.devServer] extra dev-server options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createFederatedConfig({ appDir, kind, name, exposes, devPort, title, devServer = {} }) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const isHost = kind === 'host';
    // A remote's standalone harness (src/index.ts -> standalone.tsx) exists for development
    // only; its production output is just the container (remoteEntry.js), chunks and manifest.
    const withPage = isHost || !production;
    // The shell's start-up code as one chunk (startup-assets.cjs), in production.
    const startup = isHost && production ? startupChunk() : null;

    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      target: ['web', 'es2020'],
      entry: withPage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(appDir, 'dist'),
        // Entries keep stable names (served no-cache); the hash lives in chunk names, because
        // [contenthash] in `filename` breaks inside the federation runtime (STACK-NOTES).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // 'auto': chunks load from the origin their entry script came from, so the shell's assets
        // (like every remote's) can live on a static origin or CDN (SHELL_ASSETS_URL, docs/deploy.md).
        publicPath: 'auto',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: { ...reactQueryModule, ...axiosWithoutFetchAdapter, ...icuWithoutParser } },
      module: {
        rules: [
          // Before swc: the contracts' schema calls marked pure, so unused schemas are dropped.
          {
            test: /\.ts$/,
            include: path.join(workspaceRoot, 'libs', 'contracts', 'src'),
            exclude: /\.test\.ts$/,
            enforce: 'pre',
            use: path.join(__dirname, 'pure-schemas-loader.cjs'),
          },
          swcRule(appDir, !production),
          { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset' },
        ],
      },
      devtool: production ? (process.env.NORDHUB_SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      optimization: {
        runtimeChunk: false,
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        splitChunks: {
          // The shell: its start-up in one chunk, its first request's needs in another; a remote:
          // the schemas in one lazy chunk (shared.cjs).
          cacheGroups: isHost ? { firstRequest: firstRequestCacheGroup, ...(startup ? { startup: startup.cacheGroup } : {}) } : { axios: axiosCacheGroup, schemas: schemasCacheGroup },
        },
      },
      performance: { hints: false },
      stats: production ? { preset: 'errors-warnings', timings: true } : 'minimal',
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? {
                // The files every page loads at start-up, for the server's preload links
                // (startup-assets.cjs; read by api/src/static/preload-plan.ts).
                manifest: {
                  additionalData: ({ stats, compilation }) => ({ ...stats, nordhubStartup: startupAssets(compilation) }),
                },
              }
            : { filename: 'remoteEntry.js', exposes, manifest: true }),
          // Remotes are registered at run time from /runtime-config.json (shell/src/federation).
          remotes: {},
          shared: createShared(),
          // The default (version-first) fetches every remote entry at start-up, so one offline
          // remote could blank the page; loaded-first uses what the shell already loaded.
          shareStrategy: 'loaded-first',
          // Types are checked by tsc; no generated federation types.
          dts: false,
          experiments: federationExperiments({ isHost, production }),
          ...(isHost ? { runtimePlugins: [provideRuntimeCorePlugin, provideBundlerRuntimePlugin] } : {}),
        }),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                ...(isHost ? { template: path.join(appDir, 'src', 'index.html') } : { title }),
                title,
                // Absolute in the host's page, which is served for every client-side route.
                publicPath: isHost ? '/' : 'auto',
                scriptLoading: 'defer',
              }),
            ]
          : []),
        // zod loads with the first schema a page uses, not with a constant beside schemas.
        new SideEffectFreeSharesPlugin(['zod/mini']),
        // webpack's own share table is dead code beside the federation's (one-share-runtime-plugin.cjs).
        new OneShareRuntimePlugin(),
        ...bundlerRuntimeSharing({ isHost, production }),
        ...(startup ? [startup.plugin] : []),
        // Every script compiled as it streams in (compile-hints-plugin.cjs).
        ...(production ? [new CompileHintsPlugin()] : []),
        // .br and .gz beside every text asset, served by api/src/static (preCompressed).
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port: devPort,
        // This machine only, and (allowedHosts' default, auto) only for localhost, *.localhost and
        // IP addresses: a page elsewhere whose name is rebound to 127.0.0.1 is refused.
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: true,
        client: { overlay: { errors: true, warnings: false } },
        // The shell on another port loads this app's manifest and chunks.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiDevPort}` }],
        ...devServer,
      },
    };
  };
}

/** The runtime config the shell's dev server serves: remotes on their own dev servers. */
function devRuntimeConfig() {
  return {
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([container, { devPort }]) => [
        container,
        `http://localhost:${devPort}/mf-manifest.json`,
      ]),
    ),
    hosts: { main: ['localhost', '127.0.0.1'], whiteLabelSuffixes: ['.feeds.localhost'] },
    platform: 'main',
    headhunterEnabled: true,
    disableSignUp: false,
  };
}

module.exports = { createFederatedConfig, devRuntimeConfig, remotes, shellDevPort, apiDevPort };
