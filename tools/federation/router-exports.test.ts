import path from 'node:path';
import { federatedSourceFiles, packageImports, reExportedNames } from './federated-sources';
import { createShared } from './shared.cjs';

// The shell provides `react-router-dom` as a list of re-exports (react-router-dom.shared.mjs), and
// every app falls back to the same list. An app that imports a name missing from it would get
// `undefined` for that name at run time, and an import of `react-router` itself (no share key any
// more) would bundle a second router with its own context. So every import in the federated
// code is checked here.

const shimFile = path.join(__dirname, 'react-router-dom.shared.mjs');

describe('the router exports the federation shares', () => {
  const imports = federatedSourceFiles().flatMap((file) => packageImports(file, (from) => /^react-router/.test(from)));
  const listed = reExportedNames(shimFile);

  it('finds the apps’ router imports (the scan reads the right folders)', () => {
    expect(imports.length).toBeGreaterThan(50);
    expect(imports.some(({ file }) => file.startsWith('mfe-careers/'))).toBe(true);
  });

  it('lists every name an app or lib imports from react-router-dom', () => {
    const missing = imports.flatMap(({ file, names }) => names.filter((name) => !listed.includes(name)).map((name) => `${name} (${file})`));
    expect(missing).toEqual([]);
  });

  it('sees only named imports from react-router-dom itself, which is the one share key of the router', () => {
    const others = imports.filter(({ from, problem }) => from !== 'react-router-dom' || problem).map(({ file, from, problem }) => `${file}: ${from} ${problem ?? ''}`.trim());
    expect(others).toEqual([]);
    expect(Object.keys(createShared()).filter((key) => key.startsWith('react-router'))).toEqual(['react-router-dom']);
  });

  it('lists only names the apps use, each a real export of react-router-dom', () => {
    const used = new Set(imports.flatMap(({ names }) => names));
    expect(listed.filter((name) => !used.has(name))).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the installed package, as jest resolves it
    const routerDom = require('react-router-dom') as Record<string, unknown>;
    expect(listed.filter((name) => routerDom[name] === undefined)).toEqual([]);
    expect(createShared()['react-router-dom']).toMatchObject({ singleton: true, import: shimFile });
  });
});
