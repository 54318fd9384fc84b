import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod's settings live on globalThis, so these also cover every remote's schemas.
// - Every page's Content-Security-Policy forbids eval (api/src/plugins/security-headers.ts). zod
//   probes `new Function` once to decide whether to compile its parsers, and a strict policy
//   reports even that caught probe as a violation; `jitless` skips the probe and the compiling.
// - zod/mini ships no messages of its own ("Invalid input" for every rule a contract gives no
//   text for); classic zod loads the English ones, and the API's answers use them, so the
//   browser loads the same (about 1 KB).
config({ jitless: true, ...en() });
