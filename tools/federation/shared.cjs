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
    '@tanstack/react-query': singleton(rootVersion('@tanstack/react-query')),
    '@emotion/react': singleton(emotion),
    '@emotion/react/jsx-runtime': singleton(emotion, { version: installedVersion('@emotion/react') }),
    '@emotion/react/jsx-dev-runtime': singleton(emotion, { version: installedVersion('@emotion/react') }),
    '@emotion/styled': singleton(rootVersion('@emotion/styled')),
  };
};

// Workspace libs that hold state (session atoms, the API client and its query keys, the
// design-system's theme and emotion context). They are source-consumed (main: src/index.ts
// through the workspace symlink), so the version comes from each lib's package.json.
const statefulLibs = ['session', 'api-client', 'design-system'];

const workspaceLibs = () =>
  Object.fromEntries(
    statefulLibs.map((lib) => {
      const { name, version } = require(path.join(workspaceRoot, 'libs', lib, 'package.json'));
      return [name, singleton(version, { version })];
    }),
  );

/** The `shared` option for ModuleFederationPlugin: identical for the shell and every remote. */
function createShared() {
  return { ...thirdParty(), ...workspaceLibs() };
}

module.exports = { createShared, statefulLibs, workspaceRoot };
