import { config } from 'zod';

// Every page's Content-Security-Policy forbids eval (api/src/plugins/security-headers.ts). zod
// probes `new Function` once to decide whether to compile its parsers, and a strict policy
// reports even that caught probe as a violation; `jitless` skips the probe and the compiling.
// The setting lives on globalThis, so it also covers the copy of zod in every remote.
config({ jitless: true });
