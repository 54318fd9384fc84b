// Where a signed-in request's time goes: the built server (api/dist, `npx nx run @nordhub/api:build`)
// under the signed-in browsing load of the bench, with V8's CPU profiler on; prints the load's own
// seconds of the profile by package and by function (self time), and keeps the .cpuprofile (open it
// in Chromium's DevTools, Performance panel) in the folder it names.
//   node scripts/profile-signed-in.mjs [pglite|postgres] [seconds=30] [users=200]
// postgres needs PROFILE_DATABASE_URL (an empty database; it gets the demo seed).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browsingLoad, latencyRows, prepareSeekers } from './lib/browsing-load.mjs';
import { startBuiltServer } from './lib/built-server.mjs';

const [kind = 'pglite', seconds = '30', users = '200'] = process.argv.slice(2);
if (kind === 'postgres' && !process.env.PROFILE_DATABASE_URL) throw new Error('Set PROFILE_DATABASE_URL to an empty PostgreSQL database');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-profile-'));
const server = await startBuiltServer({
  port: Number(process.env.PROFILE_PORT ?? 4266),
  host: '127.0.0.1',
  dataDir,
  log: path.join(dataDir, 'server.log'),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dataDir}`],
  // As the bench's signed-in stage runs it (scripts/bench.mjs).
  env: {
    ...(kind === 'postgres' ? { DATABASE_URL: process.env.PROFILE_DATABASE_URL } : {}),
    NODE_ENV: 'development',
    TRUST_PROXY: '1',
    ALTCHA_MAX_NUMBER: '10000',
    DIGEST_INTERVAL_MS: '0',
    STATIC_ROOT: dataDir,
  },
});
const seekers = await prepareSeekers(server.url, Number(users), `profile-${Date.now().toString(36)}`);
const load = await browsingLoad({ baseUrl: server.url, seekers, seconds: Number(seconds), signedIn: true });
await server.stop('SIGINT');
console.table(latencyRows(load.latencies, load.seconds).map((row) => ({ ...row, perSecond: Math.round(row.perSecond), p50: Math.round(row.p50), p95: Math.round(row.p95), p99: Math.round(row.p99), max: Math.round(row.max) })));

const file = readdirSync(dataDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`No profile was written in ${dataDir}`);
const profile = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
// Only the load's own samples (the last seconds before the server stopped), not start-up and sign-ups.
const from = profile.endTime - load.seconds * 1e6;
const byPackage = new Map();
const byFunction = new Map();
let total = 0;
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  at += delta;
  if (at < from) return;
  total += delta;
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  const where = url.includes('node_modules/') ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : url.replace(/.*\/api\/dist\//, 'api/dist/') || functionName;
  byPackage.set(where, (byPackage.get(where) ?? 0) + delta);
  const name = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
});
const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`).join('\n');
console.log(`\n${(total / 1e6).toFixed(1)} s of the load's profile, self time by package:\n${top(byPackage, 20)}`);
console.log(`\nby function:\n${top(byFunction, 30)}`);
console.log(`\nThe profile: ${path.join(dataDir, file)}`);
