// What the shell provides under the share key `zod/mini`, and every app's fallback for it: the
// zod exports the apps and libs use, and nothing else. A shared module is built whole, so sharing
// the package shipped all of zod (about 71 KB) on every page; re-exporting a list lets webpack drop
// the rest, as inside one app (docs/performance.md, "Shared by what the apps use" and "zod/mini in
// the browser").
// It imports zod/v4/mini (the same module as `zod/mini`): `zod/mini` is the share key, so importing
// it here would wait for itself. zod-exports.test.ts fails when an app or lib uses a name missing here.
//
// It also holds zod's settings, which live on globalThis, so they cover every app's schemas from the
// moment zod first loads (with the first API request or form, not with the page):
// - Every page's Content-Security-Policy forbids eval (api/src/plugins/security-headers.ts). zod
//   probes `new Function` once to decide whether to compile its parsers, and a strict policy
//   reports even that caught probe as a violation; `jitless` skips the probe and the compiling.
// - zod/mini ships no messages of its own ("Invalid input" for every rule a contract gives no
//   text for); classic zod loads the English ones, and the API's answers use them, so the
//   browser loads the same (about 1 KB).
// The monolithic build imports `zod/mini` as this file too (webpack-monolithic.cjs).
import { config } from 'zod/v4/mini';
import en from 'zod/v4/locales/en.js';

config({ jitless: true, ...en() });

export {
  array,
  boolean,
  catch,
  catchall,
  coerce,
  _default,
  discriminatedUnion,
  email,
  enum,
  extend,
  gte,
  guid,
  int,
  iso,
  length,
  literal,
  lte,
  maxLength,
  minLength,
  NEVER,
  null,
  nullable,
  number,
  object,
  omit,
  optional,
  partial,
  partialRecord,
  pick,
  pipe,
  positive,
  record,
  refine,
  regex,
  startsWith,
  string,
  stringbool,
  superRefine,
  toLowerCase,
  toUpperCase,
  transform,
  trim,
  union,
  unknown,
  url,
} from 'zod/v4/mini';
