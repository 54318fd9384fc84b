// What the shell provides under the share key `zod`, and every app's fallback for it: the zod
// exports the apps and libs use, and nothing else. A shared module is built whole, so sharing the
// package shipped all of zod (about 71 KB) on every page; re-exporting a list lets webpack drop
// the rest, as inside one app (docs/performance.md, "2026-11-27 (later)").
// It imports zod/v4 (the same module as `zod`): `zod` is the share key, so importing it here would
// wait for itself. zod-exports.test.ts fails when an app or lib uses a name missing here.
export {
  NEVER,
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  email,
  enum,
  guid,
  iso,
  literal,
  null,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  string,
  stringbool,
  union,
  unknown,
  url,
} from 'zod/v4';
