import path from 'node:path';
import ts from 'typescript';
import { federatedSourceFiles, parseSource, reExportedNames } from './federated-sources';
import { createShared } from './shared.cjs';

// The shell provides `react-router-dom` as a list of re-exports (react-router-dom.shared.mjs), and
// every app falls back to the same list. An app that imports a name missing from it would get
// `undefined` for that name at run time, and an import of `react-router` itself (no share key any
// more) would bundle a second router with its own context. So every import in the federated
// code is checked here.

const shimFile = path.join(__dirname, 'react-router-dom.shared.mjs');

type RouterImport = { file: string; from: string; names: string[]; problem?: string };

/** Every import or re-export from react-router* in one file, with the value names it takes. */
function routerImports(file: string): RouterImport[] {
  const { at, source } = parseSource(file);
  const found: RouterImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier) && /^react-router/.test(specifier.text)) {
        found.push({ file: at, from: specifier.text, names: [], problem: 'a dynamic import takes every export' });
      }
    }
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (/^react-router/.test(from)) {
        const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        const names: string[] = [];
        let problem: string | undefined;
        if (ts.isImportDeclaration(node) && node.importClause?.name) problem = 'a default import';
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
          for (const element of bindings.elements) {
            if (!typeOnly && !element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
          }
        } else if (!typeOnly && (bindings || ts.isExportDeclaration(node))) {
          problem = 'a namespace import or `export *` takes every export';
        }
        found.push({ file: at, from, names, ...(problem ? { problem } : {}) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the router exports the federation shares', () => {
  const imports = federatedSourceFiles().flatMap(routerImports);
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
