// The one list of federation singletons. The shell and every remote build their
// ModuleFederationPlugin `shared` option from here, so the list cannot drift between apps
// (a drift means a second React, QueryClient, jotai store or emotion cache at run time).
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');
const rootDependencies = require(path.join(workspaceRoot, 'package.json')).dependencies;

/** Version of an installed package, for entries the root package.json does not list. */
function installedVersion(packageName) {
  return require(path.join(workspaceRoot, 'node_modules', packageName, 'package.json')).version;
}

/** requiredVersion from the root package.json, so the shared range moves with the install. */
function rootVersion(packageName) {
  const version = rootDependencies[packageName];
  if (!version) throw new Error(`tools/federation: ${packageName} is not a dependency in the root package.json`);
  return version;
}

/** The module the shell provides as `react-router-dom`: a list of re-exports (see the file). */
const routerShare = path.join(__dirname, 'react-router-dom.shared.mjs');

/** The module the shell provides as `@tanstack/react-query`: a list of re-exports (see the file). */
const reactQueryShare = path.join(__dirname, 'react-query.shared.mjs');

/**
 * What that list imports (a webpack alias, `resolve.alias` of every federated build): the
 * package's ES module build by its file, past the share key and the package's `exports`, which
 * name no subpath.
 */
const reactQueryModule = {
  '@nordhub/federation/react-query-module$': path.join(
    path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [workspaceRoot] })),
    'build',
    'modern',
    'index.js',
  ),
};

/**
 * axios's fetch adapter swapped for a module that reports it absent (axios-fetch-adapter.browser.cjs),
 * in every browser build (`resolve.alias`, with reactQueryModule): XMLHttpRequest serves the apps.
 */
const axiosDir = path.dirname(require.resolve('axios/package.json', { paths: [workspaceRoot] }));
const axiosFetchAdapterStandIn = path.join(__dirname, 'axios-fetch-adapter.browser.cjs');
const axiosWithoutFetchAdapter = { [path.join(axiosDir, 'lib', 'adapters', 'fetch.js')]: axiosFetchAdapterStandIn };

/**
 * A splitChunks cache group: axios, with the stand-in above, whole in the one chunk the API client
 * loads with its first request (libs/api-client/src/client.ts), rather than split into a vendors
 * chunk beside it (two files for one need).
 */
const axiosCacheGroup = {
  test: (module) => typeof module.resource === 'string' && (module.resource.startsWith(axiosDir + path.sep) || module.resource === axiosFetchAdapterStandIn),
  name: 'axios',
  chunks: 'async',
  enforce: true,
};

/**
 * intl-messageformat's ICU parser swapped for its build without the parser, in every browser build
 * (`resolve.alias`, with reactQueryModule): catalogs are compiled ahead of time (libs/i18n,
 * docs/i18n.md), so no browser parses ICU, and the runtime weighs about 2.5 KB gzipped, not 10 KB.
 */
const icuWithoutParser = {
  '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js', { paths: [workspaceRoot] }),
};

/** The module the shell provides as `zod/mini`: a list of re-exports (see the file). */
const zodShare = path.join(__dirname, 'zod.shared.mjs');

const zodDir = path.dirname(require.resolve('zod/package.json', { paths: [workspaceRoot] }));
const contractsDir = path.join(workspaceRoot, 'libs', 'contracts', 'src');
const contractsIndex = path.join(contractsDir, 'index.ts');
const domainDir = path.join(workspaceRoot, 'libs', 'domain', 'src');

/** Whether a module's file is in one of the folders. */
const inFolder = (module, ...folders) => typeof module.resource === 'string' && folders.some((folder) => module.resource.startsWith(folder + path.sep));

/** A contracts module that builds schemas (imports zod); texts and constants do not. */
const buildsSchemas = (module) => inFolder(module, contractsDir) && (module.dependencies ?? []).some((dependency) => dependency.request === 'zod/mini');

/**
 * A remote's cache group for the contracts' modules that build schemas (import zod): one lazy
 * chunk (`schemas`) its requests and forms load, rather than a copy of the schemas in each lazy
 * chunk of an import() (libs/api-client/src/parse.ts) beside every feature that uses some.
 */
const schemasCacheGroup = { test: buildsSchemas, name: 'schemas', chunks: 'async', enforce: true };

/** axios, zod, the contracts' schema modules and their index, which `import('@nordhub/contracts')` loads. */
const neededByFirstRequest = (module) =>
  axiosCacheGroup.test(module) || module.resource === zodShare || inFolder(module, zodDir) || buildsSchemas(module) || module.resource === contractsIndex;

/**
 * The shell's cache group in place of axiosCacheGroup: what its first API request needs, in one
 * lazy chunk (`first-request`): axios, zod (which the shell provides to every app), the contract
 * schemas its own requests parse with (libs/api-client/src/parse.ts) and what those use of the
 * contracts and the domain rules (the Nordic countries, a password's rule; else a chunk of their
 * own, fetched twice under two names). They are needed at the same moment, and no page the server
 * draws with its answers needs any of them; forms, which need zod and a schema, send a request
 * next. The contracts' texts and the domain rules a page needs at once are in the start-up chunk,
 * whose cache group comes first.
 */
const firstRequestCacheGroup = {
  test: (module) => neededByFirstRequest(module) || inFolder(module, contractsDir, domainDir),
  name: 'first-request',
  chunks: 'async',
  enforce: true,
};

/**
 * The monolithic build's: the same without the contracts' texts and the domain rules, since there
 * the remotes' pages are this build's own lazy chunks, and what their pages show at once must
 * stay with them.
 */
const monolithicFirstRequestCacheGroup = { ...firstRequestCacheGroup, test: neededByFirstRequest };

const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

// Third-party singletons. `react/` and `react-dom/` are prefix entries: without them
// `react/jsx-runtime` and `react-dom/client` are bundled per app ("Invalid hook call").
// `@emotion/react/jsx-runtime` (the css prop) is not covered by `@emotion/react` and needs
// an explicit version (STACK-NOTES), or a remote's css-prop styles lose the shell's theme.
const thirdParty = () => {
  const react = rootVersion('react');
  const reactDom = rootVersion('react-dom');
  const router = rootVersion('react-router-dom');
  const emotion = rootVersion('@emotion/react');
  const jotai = rootVersion('jotai');
  return {
    react: singleton(react),
    'react/': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/': singleton(reactDom),
    // The router's exports the apps use (react-router-dom.shared.mjs), not the package whole;
    // react-router itself is bundled inside it, so it is no share key of its own.
    'react-router-dom': singleton(router, { version: installedVersion('react-router-dom'), import: routerShare }),
    jotai: singleton(jotai),
    'jotai/': singleton(jotai),
    // The exports the apps use (react-query.shared.mjs), not the package whole.
    '@tanstack/react-query': singleton(rootVersion('@tanstack/react-query'), {
      version: installedVersion('@tanstack/react-query'),
      import: reactQueryShare,
    }),
    '@emotion/react': singleton(emotion),
    '@emotion/react/jsx-runtime': singleton(emotion, { version: installedVersion('@emotion/react') }),
    '@emotion/react/jsx-dev-runtime': singleton(emotion, { version: installedVersion('@emotion/react') }),
    '@emotion/styled': singleton(rootVersion('@emotion/styled')),
    // No state, but every app builds its contracts' schemas with it: one copy per page, and
    // the exports the apps use (zod.shared.mjs), not the package whole. The browser code uses
    // zod's functional build (zod/mini), which tree-shakes; classic `zod` is the API's only.
    'zod/mini': singleton(rootVersion('zod'), { version: installedVersion('zod'), import: zodShare }),
  };
};

// Workspace libs that hold state (session atoms, the design-system's theme and emotion context).
// They are source-consumed (main: src/index.ts through the workspace symlink), so the version
// comes from each lib's package.json.
const statefulLibs = ['session'];

// The API client is shared by its stateful modules only: the axios instance (the session keeper
// adds an interceptor to it), the error class (`instanceof` across apps) and the page data read
// once. A shared module is built whole, so sharing the package shipped every endpoint and, with
// them, every contract schema zod builds at start-up; its endpoints and hooks are bundled into each
// app, tree-shaken to the ones that app uses (docs/performance.md, "Shared by what the apps use").
// The keys are the files' paths, so the endpoints' relative imports match them.
const apiClientStatefulModules = ['client', 'errors', 'page-data'];

// The design system likewise: its one module with state is the dialog stack (a remote's dialog
// opened over the shell's must know it is on top); its components are bundled per app.
const designSystemStatefulModules = ['components/modal/modal'];

// Modules without state that the shell's start-up chunk holds and the remotes' first pages use too
// (the page frame, its button and error page, the query keys): shared so that a remote uses the
// copy the shell has loaded, not a second one in its own first chunks. Each share costs about
// 100 bytes of brotli in every container's share tables and saves a remote's first visit its
// copy (`/jobs` 1.9 KB less; docs/federation.md, "How it is built and loaded"). A module the
// shell stops loading at start-up still works: the remote then loads the shell's chunk of it.
const designSystemStartupModules = [
  'components/button/button',
  'components/error-page/error-page',
  'components/layout/layout',
  'components/avatar/avatar',
  'components/route-progress-bar/route-progress-bar',
];
const apiClientStartupModules = ['query-keys'];

/**
 * Singletons for single files of a lib, keyed by the file's path (so the lib's relative imports of
 * it are the shared module too), with the share key `<lib's name>/<file's name>`.
 */
function fileShares(lib, files, extension) {
  const { name, version } = require(path.join(workspaceRoot, 'libs', lib, 'package.json'));
  return Object.fromEntries(
    files.map((file) => [
      path.join(workspaceRoot, 'libs', lib, 'src', `${file}${extension}`),
      singleton(version, { version, shareKey: `${name}/${path.basename(file)}` }),
    ]),
  );
}

const workspaceLibs = () => ({
  ...Object.fromEntries(
    statefulLibs.map((lib) => {
      const { name, version } = require(path.join(workspaceRoot, 'libs', lib, 'package.json'));
      return [name, singleton(version, { version })];
    }),
  ),
  ...fileShares('api-client', [...apiClientStatefulModules, ...apiClientStartupModules], '.ts'),
  ...fileShares('design-system', [...designSystemStatefulModules, ...designSystemStartupModules], '.tsx'),
});

/** The `shared` option for ModuleFederationPlugin: identical for the shell and every remote. */
function createShared() {
  return { ...thirdParty(), ...workspaceLibs() };
}

module.exports = {
  apiClientStartupModules,
  apiClientStatefulModules,
  axiosCacheGroup,
  axiosWithoutFetchAdapter,
  createShared,
  designSystemStartupModules,
  designSystemStatefulModules,
  firstRequestCacheGroup,
  icuWithoutParser,
  monolithicFirstRequestCacheGroup,
  reactQueryModule,
  schemasCacheGroup,
  statefulLibs,
  workspaceRoot,
  zodShare,
};
