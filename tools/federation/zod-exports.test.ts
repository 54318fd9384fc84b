import path from 'node:path';
import ts from 'typescript';
import { federatedSourceFiles, parseSource, reExportedNames } from './federated-sources';
import { createShared } from './shared.cjs';

// The shell provides `zod/mini` as a list of re-exports (zod.shared.mjs), and every app falls back
// to the same list. Code that uses a zod name missing from it would get `undefined` at run time (a
// schema that throws while the app starts), and an import of classic `zod` or another subpath
// would bundle a second zod (classic: about 13 KB more, and slower to build its schemas). So every
// use of zod in the federated code is checked here: named imports and the members read off
// `import * as z from 'zod/mini'` in value positions (`z.infer<...>` is a type and costs nothing).

const shimFile = path.join(__dirname, 'zod.shared.mjs');

type ZodUse = { file: string; names: string[]; problem?: string };

function zodUses(file: string): ZodUse[] {
  const { at, source } = parseSource(file);
  const uses: ZodUse[] = [];
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    if (from !== 'zod' && !from.startsWith('zod/')) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    // A locale is stateless data zod's settings load once (zod.shared.mjs).
    if (from.startsWith('zod/v4/locales/')) continue;
    if (from !== 'zod/mini') uses.push({ file: at, names: [], problem: `an import of ${from}, past the share key` });
    if (clause.name) uses.push({ file: at, names: [], problem: 'a default import' });
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      uses.push({ file: at, names: bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text) });
    }
  }
  const members: string[] = [];
  const visit = (node: ts.Node) => {
    // A lazy `import('zod/mini').then((zod) => zod.array)` (libs/api-client/src/parse.ts): the
    // callback's parameter is read as the namespace.
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      const from = specifier && ts.isStringLiteral(specifier) ? specifier.text : '';
      if (from === 'zod' || from.startsWith('zod/')) {
        const then = node.parent;
        const callback = ts.isPropertyAccessExpression(then) && then.name.text === 'then' && ts.isCallExpression(then.parent) ? then.parent.arguments[0] : undefined;
        const parameter = callback && ts.isArrowFunction(callback) ? callback.parameters[0]?.name : undefined;
        if (from !== 'zod/mini') uses.push({ file: at, names: [], problem: `an import() of ${from}, past the share key` });
        else if (parameter && ts.isIdentifier(parameter)) namespaces.add(parameter.text);
        else uses.push({ file: at, names: [], problem: 'an import() of zod/mini not read as `.then((zod) => zod.name)`' });
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      members.push(node.name.text);
      return;
    }
    if (ts.isIdentifier(node) && namespaces.has(node.text) && !ts.isNamespaceImport(node.parent) && !ts.isQualifiedName(node.parent) && !ts.isParameter(node.parent)) {
      uses.push({ file: at, names: [], problem: `the namespace ${node.text} used whole` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (members.length) uses.push({ file: at, names: members });
  return uses;
}

describe('the zod exports the federation shares', () => {
  const uses = federatedSourceFiles().flatMap(zodUses);
  const listed = reExportedNames(shimFile);

  it('finds the apps’ and libs’ uses of zod (the scan reads the right folders)', () => {
    expect(uses.length).toBeGreaterThan(40);
    expect(uses.some(({ file, names }) => file === 'libs/api-client/src/parse.ts' && names.includes('array'))).toBe(true);
    expect(uses.some(({ file, names }) => file.startsWith('libs/contracts/') && names.includes('object'))).toBe(true);
  });

  it('lists every zod name the apps and libs use, and sees no subpath, default or whole-namespace use', () => {
    const missing = uses.flatMap(({ file, names }) => names.filter((name) => !listed.includes(name)).map((name) => `${name} (${file})`));
    expect(missing).toEqual([]);
    expect(uses.filter(({ problem }) => problem).map(({ file, problem }) => `${file}: ${problem}`)).toEqual([]);
  });

  it('lists only names in use, each a real export of zod', () => {
    const used = new Set(uses.flatMap(({ names }) => names));
    expect(listed.filter((name) => !used.has(name))).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the installed package, as jest resolves it
    const zod = require('zod/mini') as Record<string, unknown>;
    expect(listed.filter((name) => zod[name] === undefined)).toEqual([]);
    expect(createShared()['zod/mini']).toMatchObject({ singleton: true, import: shimFile });
  });
});
