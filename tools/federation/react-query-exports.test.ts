import path from 'node:path';
import { federatedSourceFiles, packageImports, reExportedNames } from './federated-sources';
import { createShared, reactQueryModule } from './shared.cjs';

// The shell provides `@tanstack/react-query` as a list of re-exports (react-query.shared.mjs), and
// every app falls back to the same list. An app that imports a name missing from it would get
// `undefined` for that name at run time, so every import in the federated code is checked here.

const shimFile = path.join(__dirname, 'react-query.shared.mjs');

describe('the react-query exports the federation shares', () => {
  const imports = federatedSourceFiles().flatMap((file) => packageImports(file, (from) => from.startsWith('@tanstack/')));
  const listed = reExportedNames(shimFile);

  it('finds the apps’ react-query imports (the scan reads the right folders)', () => {
    expect(imports.length).toBeGreaterThan(50);
    expect(imports.some(({ file }) => file.startsWith('mfe-client-portal/'))).toBe(true);
  });

  it('lists every name an app or lib imports from react-query', () => {
    const missing = imports.flatMap(({ file, names }) => names.filter((name) => !listed.includes(name)).map((name) => `${name} (${file})`));
    expect(missing).toEqual([]);
  });

  it('sees only named imports of the package itself, the one share key', () => {
    const others = imports.filter(({ from, problem }) => from !== '@tanstack/react-query' || problem).map(({ file, from, problem }) => `${file}: ${from} ${problem ?? ''}`.trim());
    expect(others).toEqual([]);
  });

  it('lists only names the apps use, each a real export of the module the list imports', () => {
    const used = new Set(imports.flatMap(({ names }) => names));
    expect(listed.filter((name) => !used.has(name))).toEqual([]);
    const [module] = Object.values(reactQueryModule);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's CommonJS twin of the aliased ES module
    const reactQuery = require(String(module).replace(/\.js$/, '.cjs')) as Record<string, unknown>;
    expect(listed.filter((name) => reactQuery[name] === undefined)).toEqual([]);
    expect(createShared()['@tanstack/react-query']).toMatchObject({ singleton: true, import: shimFile });
  });
});
