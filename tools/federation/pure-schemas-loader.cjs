// Marks every `z.…(…)` call in libs/contracts as free of side effects (`/*#__PURE__*/`), so a
// bundle drops the schemas it never reads. A contract module builds all of its schemas when it is
// evaluated, and neither webpack nor the minifier can know that building one changes nothing
// else; unmarked, a page that parses one job schema also built (and shipped) the module's other
// schemas (docs/performance.md, "2026-11-27 (zod/mini)"). Building a zod/mini schema has no side
// effect: the contracts register nothing (no `.register`, no `z.config`).
// Comments and string literals are matched first and kept as they are (a mark inside a block
// comment would end it early).
const skipped = String.raw`\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|\`(?:\\.|[^\`\\])*\``;
const schemaCall = String.raw`(?<![\w$.])z\.([A-Za-z_$][\w$]*)\(`;
const pattern = new RegExp(`(${skipped})|${schemaCall}`, 'g');

/** @param {string} source */
function markSchemaCallsPure(source) {
  return source.replace(pattern, (match, kept, name) => (kept !== undefined ? kept : `/*#__PURE__*/ z.${name}(`));
}

/** @this {import('webpack').LoaderContext<Record<string, never>>} */
module.exports = function pureSchemas(source) {
  return markSchemaCallsPure(source);
};
module.exports.markSchemaCallsPure = markSchemaCallsPure;
