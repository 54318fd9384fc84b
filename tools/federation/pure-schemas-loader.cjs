// Marks the calls that build libs/contracts' module-level values as free of side effects
// (`/*#__PURE__*/`), so a bundle drops the schemas it never reads. A contract module builds all of
// its schemas when it is evaluated, and neither webpack nor the minifier can know that building one
// changes nothing else; unmarked, a page that parses one job schema also built (and shipped) the
// module's other schemas: the form schemas, their messages and the helpers' checks
// (docs/performance.md, "zod/mini in the browser, schemas marked pure").
// Every call in the initializer of a top-level `const` is marked: `z.object(…)`, a chained
// `.check(…)`, `z.iso.datetime()`, the contracts' own helpers (`requiredText(…)`). Calls inside a
// function (a refinement, `z.lazy`) run later, not at evaluation, and are left alone. Building a
// zod/mini schema has no side effect, and the contracts register nothing (no `.register`, no
// `z.config`), which pure-schemas-loader.test.ts keeps true.
const ts = require('typescript');

/**
 * Where each call of a module-level initializer starts (a chain `a().b()` starts both at `a`:
 * webpack reads the mark before the outer call, swc's minifier the mark at the shared start).
 * @param {import('typescript').SourceFile} file
 */
function moduleLevelCallStarts(file) {
  /** @type {Set<number>} */
  const starts = new Set();
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) starts.add(node.getStart(file));
    ts.forEachChild(node, visit);
  };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) visit(declaration.initializer);
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * @param {string} source a contract module's TypeScript
 * @param {string} [fileName]
 */
function markSchemaCallsPure(source, fileName = 'contract.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const starts = moduleLevelCallStarts(file);
  return starts.map((start, index) => `${source.slice(starts[index - 1] ?? 0, start)}/*#__PURE__*/ `).join('') + source.slice(starts.at(-1) ?? 0);
}

/** @this {import('webpack').LoaderContext<Record<string, never>>} */
module.exports = function pureSchemas(source) {
  return markSchemaCallsPure(source, this.resourcePath);
};
module.exports.markSchemaCallsPure = markSchemaCallsPure;
