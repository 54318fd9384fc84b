import path from 'node:path';
import { federatedSourceFiles, packageImports, reExportedNames } from './federated-sources';
import { createShared, reactQueryModule } from './shared.cjs';

// The shell provides some packages as a list of re-exports (`*.shared.mjs`), and every app falls
// back to the same list. An app that imports a name missing from a list would get `undefined` for
// that name at run time, and an import past the share key (`react-router` itself) would bundle a
// second copy with its own context. So every import of these packages in the federated code is
// checked here. zod has its own test (zod-exports.test.ts): its names are read off `z.`.

type ExportList = {
  shareKey: string;
  shimFile: string;
  /** The imports that belong to the package, the share key's and any past it. */
  isPackage: (specifier: string) => boolean;
  /** A remote whose imports the scan must find. */
  remoteDir: string;
  /** The package's real exports, to check each listed name against. */
  exports: () => Record<string, unknown>;
};

/* eslint-disable @typescript-eslint/no-require-imports -- the installed packages, as jest resolves them */
const lists: ExportList[] = [
  {
    shareKey: 'react-router-dom',
    shimFile: path.join(__dirname, 'react-router-dom.shared.mjs'),
    isPackage: (specifier) => /^react-router/.test(specifier),
    remoteDir: 'mfe-careers/',
    exports: () => require('react-router-dom') as Record<string, unknown>,
  },
  {
    shareKey: '@tanstack/react-query',
    shimFile: path.join(__dirname, 'react-query.shared.mjs'),
    isPackage: (specifier) => specifier.startsWith('@tanstack/'),
    remoteDir: 'mfe-client-portal/',
    // The CommonJS twin of the ES module file the list imports through its alias.
    exports: () => require(String(Object.values(reactQueryModule)[0]).replace(/\.js$/, '.cjs')) as Record<string, unknown>,
  },
];
/* eslint-enable @typescript-eslint/no-require-imports */

describe.each(lists)('the $shareKey exports the federation shares', ({ shareKey, shimFile, isPackage, remoteDir, exports }) => {
  const imports = federatedSourceFiles().flatMap((file) => packageImports(file, isPackage));
  const listed = reExportedNames(shimFile);

  it('finds the apps’ imports (the scan reads the right folders)', () => {
    expect(imports.length).toBeGreaterThan(50);
    expect(imports.some(({ file }) => file.startsWith(remoteDir))).toBe(true);
  });

  it('lists every name an app or lib imports', () => {
    const missing = imports.flatMap(({ file, names }) => names.filter((name) => !listed.includes(name)).map((name) => `${name} (${file})`));
    expect(missing).toEqual([]);
  });

  it('sees only named imports of the share key itself, the one share key of the package', () => {
    const others = imports.filter(({ from, problem }) => from !== shareKey || problem).map(({ file, from, problem }) => `${file}: ${from} ${problem ?? ''}`.trim());
    expect(others).toEqual([]);
    expect(Object.keys(createShared()).filter(isPackage)).toEqual([shareKey]);
  });

  it('lists only names the apps use, each a real export of the package', () => {
    const used = new Set(imports.flatMap(({ names }) => names));
    expect(listed.filter((name) => !used.has(name))).toEqual([]);
    const real = exports();
    expect(listed.filter((name) => real[name] === undefined)).toEqual([]);
    expect(createShared()[shareKey]).toMatchObject({ singleton: true, import: shimFile });
  });
});
