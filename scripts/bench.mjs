// `npm run bench [weight] [search] [api] [signed-in] [lighthouse] [main-thread] [first-paint] [interactions] [build]`: the project's figures, never part of `npm test`.
// With no stage named, runs every stage. Each stage prints a table and records its figures, with
// the machine and the commit, in bench/results/latest.json.
// - weight: the JavaScript and CSS bytes (as served) and requests of a first visit to each page
//   docs/performance.md measures, by shell, remote and shared packages
//   (e2e/stories/page-weight.spec.ts measures them; the same test holds the byte budgets in `npm
//   test`), then the same pages in the monolithic build mode (shell/dist-monolithic,
//   SHELL_BUILD=monolithic) and the federated/monolithic ratios of JS bytes, requests and load time
//   (median of BENCH_WEIGHT_VISITS cold visits, default 3).
// - search: job search latency on the 100,000-job seed, against the targets in
//   docs/performance.md, "Budgets and targets"; steps 1 to 4 below.
// - build: a cold build of everything (no Nx cache) and the rebuild after a one-line change in one
//   remote, against the build targets in docs/performance.md (3 minutes, 30 s).
// - api: the API under load (autocannon) on the same seeded databases: the three typical
//   searches, a job, the startups list and applying, each beside /api/health (scripts/lib/bench-api.mjs).
// - signed-in: 200 job seekers browsing (search, job page, startups, applying) for 60 s signed in
//   and 30 s as guests, beside /api/health, then 16 of them applying as fast as the server takes it
//   (applications per second), then 200 simultaneous sign-ins beside searches, on a
//   fresh demo-seeded PGlite folder and PostgreSQL database (scripts/lib/bench-signed-in.mjs).
// - lighthouse: Lighthouse mobile preset on `/`, `/jobs` and a job page of the built product:
//   accessibility, best practices, SEO (floor 95), performance, LCP, TBT and CLS, median of 3
//   (scripts/lib/bench-lighthouse.mjs).
// - main-thread: the long tasks of a first visit to `/`, `/jobs` and a job page as Chromium
//   observes them at 4x CPU slowdown, median of 9 visits (scripts/lib/bench-main-thread.mjs): the
//   steadier figure for comparing two builds than Lighthouse's simulated Total Blocking Time.
// - first-paint: the server's time to draw each page kind it draws before any script runs (`/`,
//   `/jobs`, a job's page, `/startups`), from the answers' Server-Timing header, median of 40 per
//   page on a warm built server (scripts/lib/bench-first-paint.mjs).
// - interactions: Interaction to Next Paint at 4x CPU slowdown for changing a filter on /jobs,
//   opening the filters sheet on a phone and moving a card on the applicant board
//   (scripts/lib/bench-interactions.mjs).
// 1. Builds the API when its sources changed (Nx cache), which bundles api/dist/bench.js.
// 2. Seeds `--size large` into a temporary PGlite folder (BENCH_PGLITE_DIR: a folder to keep and
//    reuse instead) and runs the benchmark there.
// 3. When the PostgreSQL server at 127.0.0.1:5432 answers (BENCH_DATABASE_URL overrides), creates
//    or reuses the database nordhub_bench, tops it up to the large seed and runs it there too.
// 4. Prints p50/p95 per query for each database, the PostgreSQL/PGlite ratios and the targets.
// BENCH_ROUNDS (default 60) sets the timed runs per query.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from './lib/bench-api.mjs';
import { LIGHTHOUSE_FLOOR, VITALS_AIMS, benchLighthouse } from './lib/bench-lighthouse.mjs';
import { benchInteractions, INP_AIMS } from './lib/bench-interactions.mjs';
import { benchFirstPaint } from './lib/bench-first-paint.mjs';
import { benchMainThread } from './lib/bench-main-thread.mjs';
import { benchSignedIn } from './lib/bench-signed-in.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { compareFederatedLoad } from './lib/bench-federation-load.mjs';
import { federationCost } from './lib/federation-cost.mjs';
import { apiRequire } from './lib/harness.mjs';
import { ensureInstall, root, run } from './lib/workspace.mjs';

/** The targets (docs/performance.md) for the p95 of the three typical queries, in ms. */
const TARGET_P95 = { pglite: 50, postgres: 15 };
const POSTGRES_URLS = ['postgres://postgres@127.0.0.1:5432', 'postgres://root@127.0.0.1:5432'];
const BENCH_DATABASE = 'nordhub_bench';

const dist = path.join(root, 'api', 'dist');
const since = Date.now();
const elapsed = () => `${((Date.now() - since) / 1000).toFixed(0)} s`;

const resultsFile = path.join(root, 'bench', 'results', 'latest.json');

/** Records a stage's figures in bench/results/latest.json beside the other stages' latest ones. */
async function recordResults(stage, figures) {
  const { output } = await run('git', ['rev-parse', 'HEAD'], { quiet: true });
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : { stages: {} };
  results.stages[stage] = {
    at: new Date().toISOString(),
    commit: output.trim(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: os.loadavg()[0] },
    figures,
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}

async function step(title, command, args, env) {
  console.log(`\n== ${title} (${elapsed()})`);
  const result = await run(command, args, { env });
  if (result.code !== 0) {
    console.error(`\n${title} failed (exit code ${result.code}).`);
    process.exit(result.code);
  }
  return result;
}

/**
 * The URL of database `name` on the first PostgreSQL server that answers (BENCH_DATABASE_URL
 * overrides for the large seed), created when missing, or dropped and created anew when `fresh`;
 * null when no server answers.
 */
async function benchDatabaseUrl(name = BENCH_DATABASE, { fresh = false } = {}) {
  const { Client } = apiRequire('pg');
  if (process.env.BENCH_DATABASE_URL && name === BENCH_DATABASE) return process.env.BENCH_DATABASE_URL;
  for (const base of POSTGRES_URLS) {
    const client = new Client({ connectionString: `${base}/postgres`, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length === 0) await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `${base}/${name}`;
    } catch (error) {
      console.log(`PostgreSQL at ${base}: ${error.message || error.code}`);
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

/**
 * The databases holding the large seed, seeded once per bench run and shared by the stages that
 * need it: the embedded one in a temporary folder (BENCH_PGLITE_DIR: a folder kept and reused)
 * and the PostgreSQL server's nordhub_bench when the server answers.
 */
let largeSeeds = null;
const removeAfterRun = [];

async function largeSeedDatabases() {
  if (largeSeeds) return largeSeeds;
  await step('Building the API (Nx rebuilds only when sources changed)', path.join(root, 'node_modules', '.bin', 'nx'), ['run', '@nordhub/api:build', '--outputStyle=static']);
  if (!existsSync(path.join(dist, 'bench.js'))) {
    console.error('api/dist/bench.js is missing after the build.');
    process.exit(1);
  }
  largeSeeds = [];
  const keptDir = process.env.BENCH_PGLITE_DIR;
  const pgliteDir = keptDir ? path.resolve(keptDir) : mkdtempSync(path.join(os.tmpdir(), 'nordhub-bench-'));
  if (!keptDir) removeAfterRun.push(pgliteDir);
  largeSeeds.push({ kind: 'pglite', env: { DATA_DIR: pgliteDir, DATABASE_URL: '' } });
  const url = await benchDatabaseUrl();
  if (url) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-bench-files-'));
    removeAfterRun.push(dataDir);
    largeSeeds.push({ kind: 'postgres', env: { DATABASE_URL: url, DATA_DIR: dataDir } });
  } else {
    console.log('\nNo PostgreSQL server answered at 127.0.0.1:5432: PGlite only.');
  }
  for (const { kind, env } of largeSeeds) {
    await step(`Seeding the large seed on ${kind}`, process.execPath, [path.join(dist, 'seed.js'), '--size', 'large'], { LOG_LEVEL: 'warn', ...env });
  }
  return largeSeeds;
}

async function bench(kind, env) {
  const out = path.join(os.tmpdir(), `nordhub-bench-${kind}-${process.pid}.json`);
  await step(`Benchmark on ${kind}`, process.execPath, [path.join(dist, 'bench.js')], { LOG_LEVEL: 'warn', ...env, BENCH_JSON_OUT: out });
  const figures = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  return figures;
}

const ms = (value) => (value === undefined ? '-' : `${value.toFixed(1)} ms`);

function summary(runs) {
  console.log(`\n== Summary (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${runs[0]?.rounds} rounds per query)`);
  const [pglite, postgres] = [runs.find((r) => r.kind === 'pglite'), runs.find((r) => r.kind === 'postgres')];
  const labels = (pglite ?? postgres).results.map((r) => r.label);
  const rows = labels.map((label) => {
    const a = pglite?.results.find((r) => r.label === label);
    const b = postgres?.results.find((r) => r.label === label);
    return {
      query: `${a?.typical || b?.typical ? '* ' : '  '}${label}`,
      'PGlite p50': ms(a?.p50),
      'PGlite p95': ms(a?.p95),
      'PG p50': ms(b?.p50),
      'PG p95': ms(b?.p95),
      'PG/PGlite p95': a && b ? `${(b.p95 / a.p95).toFixed(2)}x` : '-',
    };
  });
  console.table(rows);
  console.log('* typical queries (the targets apply to these)');
  for (const figures of runs) {
    const typical = figures.results.filter((r) => r.typical);
    const worst = Math.max(...typical.map((r) => r.p95));
    const target = TARGET_P95[figures.kind];
    const verdict = worst <= target ? 'met' : 'NOT met';
    console.log(`${figures.kind} (${figures.jobs} jobs): worst typical p95 ${ms(worst)}, target ${target} ms: ${verdict} (${(worst / target).toFixed(2)}x of target)`);
  }
}

async function benchSearch() {
  const runs = [];
  for (const { kind, env } of await largeSeedDatabases()) runs.push(await bench(kind, env));
  summary(runs);
  await recordResults('search', runs);
}

/** The targets (docs/performance.md) for the API on the large seed, in ms and as a share of /api/health's throughput. */
const API_AIMS = { searchP95: { pglite: 50, postgres: 15 }, jobP95Postgres: 5, searchOfCeiling: 0.25 };

async function apiStage() {
  const results = [];
  for (const { kind, env } of await largeSeedDatabases()) {
    console.log(`\n== API under load on ${kind} (${elapsed()}): autocannon, 16 connections, ${process.env.BENCH_API_SECONDS ?? 10} s per endpoint, loopback`);
    // One applicant applies as fast as the server answers: the per-user limit on applying
    // (RATE_LIMIT_APPLY, 10 a minute) would measure the 429s instead.
    const server = await startBuiltServer({ port: 4264, dataDir: env.DATA_DIR, env: { DATABASE_URL: env.DATABASE_URL, RATE_LIMIT_APPLY: '1000000' } });
    try {
      const rows = await benchApi({ baseUrl: server.url });
      console.table(
        rows.map((row) => ({
          endpoint: row.endpoint,
          'req/s': Math.round(row.rps),
          'of health': `${Math.round(row.ofCeiling * 100)}%`,
          p50: ms(row.p50),
          p95: ms(row.p95),
          p99: ms(row.p99),
          'non-2xx': row.non2xx ? `${row.non2xx} ${JSON.stringify(row.statusCodes)}` : 0,
          errors: row.errors,
        })),
      );
      const searches = rows.filter((row) => row.endpoint.startsWith('search'));
      const worstP95 = Math.max(...searches.map((row) => row.p95));
      const leastShare = Math.min(...searches.map((row) => row.ofCeiling));
      console.log(`${kind}: worst search p95 ${ms(worstP95)} (aim ${API_AIMS.searchP95[kind]} ms); least search throughput ${Math.round(leastShare * 100)}% of health (aim ${API_AIMS.searchOfCeiling * 100}%)`);
      results.push({ kind, rows });
    } finally {
      await server.stop();
    }
  }
  await recordResults('api', results);
}

/** Seconds of the signed-in stage's loads, and how many job seekers take part. */
const SIGNED_IN = {
  users: Number(process.env.BENCH_SIGNED_IN_USERS ?? 200),
  seconds: Number(process.env.BENCH_SIGNED_IN_SECONDS ?? 60),
  guestSeconds: Number(process.env.BENCH_GUEST_SECONDS ?? 30),
  applySeconds: Number(process.env.BENCH_APPLY_SECONDS ?? 10),
};

/**
 * The signed-in stage: on a fresh PGlite folder and a fresh database on the PostgreSQL server (when
 * it answers), each with the demo seed, the built server (as `npm start` runs it, one process)
 * under the browsing load of scripts/lib/bench-signed-in.mjs.
 */
async function signedInStage() {
  await step('Building the API (Nx rebuilds only when sources changed)', path.join(root, 'node_modules', '.bin', 'nx'), ['run', '@nordhub/api:build', '--outputStyle=static']);
  const databases = [{ kind: 'pglite', env: {} }];
  const url = await benchDatabaseUrl('nordhub_bench_signed_in', { fresh: true });
  if (url) databases.push({ kind: 'postgres', env: { DATABASE_URL: url } });
  else console.log('\nNo PostgreSQL server answered at 127.0.0.1:5432: PGlite only.');
  const results = [];
  for (const { kind, env } of databases) {
    console.log(`\n== Signed in under load on ${kind} (${elapsed()}): ${SIGNED_IN.users} job seekers, ${SIGNED_IN.guestSeconds} s as guests, ${SIGNED_IN.seconds} s signed in, then a burst of sign-ins; one API process, loopback`);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-bench-signed-in-'));
    removeAfterRun.push(dataDir);
    const server = await startBuiltServer({
      port: 4265,
      host: '127.0.0.1',
      dataDir,
      log: path.join(dataDir, 'server.log'),
      env: {
        ...env,
        // As `npm start`: the demo seed on an empty database. Every virtual user has its own
        // address (X-Forwarded-For), as behind one load balancer, so the per-IP limits stay.
        NODE_ENV: 'development',
        TRUST_PROXY: '1',
        ALTCHA_MAX_NUMBER: '10000',
        DIGEST_INTERVAL_MS: '0',
        STATIC_ROOT: dataDir,
        // Applying as fast as the server takes it: the per-user limit (10 a minute) would measure the 429s.
        RATE_LIMIT_APPLY: '1000000',
      },
    });
    try {
      const result = await benchSignedIn({ kind, baseUrl: server.url, ...SIGNED_IN, log: (line) => console.log(`  ${line} (${elapsed()})`) });
      console.table(
        result.rows.map((row) => ({
          load: row.load,
          request: row.request,
          count: row.count,
          'per s': Number.isNaN(row.perSecond) ? '-' : row.perSecond.toFixed(0),
          p50: `${Math.round(row.p50)} ms`,
          p95: `${Math.round(row.p95)} ms`,
          p99: `${Math.round(row.p99)} ms`,
          max: `${Math.round(row.max)} ms`,
          errors: row.errors,
          deferred: row.deferred ?? '',
        })),
      );
      for (const { aim, met, figure } of result.checks) console.log(`  ${met ? 'met ' : 'NOT '} ${aim}: ${figure}`);
      results.push(result);
    } finally {
      await server.stop();
    }
  }
  if (url) {
    const { Client } = apiRequire('pg');
    const client = new Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS nordhub_bench_signed_in WITH (FORCE)').finally(() => client.end());
  }
  await recordResults('signed-in', results);
}

async function lighthouseStage() {
  await step('Building the product (Nx rebuilds only what changed)', path.join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '--outputStyle=static']);
  console.log(`\n== Lighthouse (${elapsed()}): every page kind, median of ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 3} runs per page, mobile preset, production build on the demo seed`);
  const rows = await benchLighthouse();
  console.table(
    rows.map(({ meetsFloor, meetsVitals, lcpMs, tbtMs, cls, ...scores }) => ({
      ...scores,
      LCP: `${(lcpMs / 1000).toFixed(2)} s`,
      TBT: `${Math.round(tbtMs)} ms`,
      CLS: cls.toFixed(3),
      [`a11y/bp/seo >= ${LIGHTHOUSE_FLOOR}`]: meetsFloor ? 'yes' : 'NO',
      [`perf >= ${VITALS_AIMS.performance}, LCP <= ${VITALS_AIMS.lcpMs / 1000} s, CLS <= ${VITALS_AIMS.cls}`]: meetsVitals ? 'yes' : 'NO',
    })),
  );
  const short = rows.filter((row) => !row.meetsFloor);
  console.log(short.length ? `Below the floor of ${LIGHTHOUSE_FLOOR}: ${short.map((row) => row.page).join(', ')}` : `Every page meets the floor of ${LIGHTHOUSE_FLOOR}.`);
  await recordResults('lighthouse', rows);
}

async function mainThreadStage() {
  await step('Building the product (Nx rebuilds only what changed)', path.join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '--outputStyle=static']);
  console.log(`\n== Main thread on load (${elapsed()}): long tasks after the first paint, Chromium at 4x CPU slowdown, median of 9 cold visits`);
  const rows = await benchMainThread();
  console.table(
    rows.map(({ page, blockingMs, longestTaskMs, fcpMs }) => ({
      page,
      'blocking (TBT-like)': `${blockingMs} ms`,
      'longest task': `${longestTaskMs} ms`,
      FCP: `${fcpMs} ms`,
    })),
  );
  await recordResults('main-thread', rows);
}

async function firstPaintStage() {
  await step('Building the product (Nx rebuilds only what changed)', path.join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '--outputStyle=static']);
  console.log(`\n== First paint on the server (${elapsed()}): each drawn page kind, median of 40 warm requests, load average ${os.loadavg()[0].toFixed(1)}`);
  const rows = await benchFirstPaint();
  console.table(rows.map(({ page, medianMs, p90Ms, drawn }) => ({ page, median: `${medianMs} ms`, p90: `${p90Ms} ms`, drawn })));
  await recordResults('first-paint', rows);
}

async function interactionsStage() {
  await step('Building the product (Nx rebuilds only what changed)', path.join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '--outputStyle=static']);
  console.log(`\n== Interactions (${elapsed()}): Interaction to Next Paint at 4x CPU slowdown, median of repetitions on a warm page`);
  const rows = await benchInteractions();
  console.table(
    rows.map(({ interaction, inpMs, worstMs, measured }) => ({
      interaction,
      INP: `${inpMs} ms`,
      worst: `${worstMs} ms`,
      repetitions: measured,
      [`<= ${INP_AIMS.targetMs} ms`]: inpMs <= INP_AIMS.targetMs ? 'yes' : 'NO',
      [`<= ${INP_AIMS.aimMs} ms (aim)`]: inpMs <= INP_AIMS.aimMs ? 'yes' : 'no',
    })),
  );
  await recordResults('interactions', rows);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const PAGE_ORDER = ['/', '/jobs', '/jobs/{id}', '/startups', '/client/startups/{key}'];
const byPageOrder = (a, b) => PAGE_ORDER.indexOf(a.page) - PAGE_ORDER.indexOf(b.page);

/** Runs page-weight.spec.ts against one build of the shell (SHELL_BUILD, read by the server and the spec). */
async function measurePageWeight(build, out) {
  const dir = path.join(out, build);
  await step(`First visits in Chromium, ${build} build (e2e/stories/page-weight.spec.ts)`, path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--project=e2e', 'stories/page-weight.spec.ts'], {
    SHELL_BUILD: build,
    PAGE_WEIGHT_OUT: dir,
    PAGE_WEIGHT_VISITS: process.env.BENCH_WEIGHT_VISITS ?? '3',
    E2E_PORT: process.env.E2E_PORT ?? '4262',
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, `report-${build}.json`),
  });
  return readdirSync(dir)
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    .sort(byPageOrder);
}

const times = (value) => (value === null ? '-' : `${value.toFixed(2)}x`);
const seconds = (value) => (value === null ? '-' : `${(value / 1000).toFixed(2)} s`);

async function weightStage() {
  // The monolithic build mode (shell/dist-monolithic) is built here only, never by `npm run build`.
  await step('Building the product and its monolithic build mode (Nx rebuilds only what changed)', path.join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build,build:monolithic', '--outputStyle=static']);
  const out = mkdtempSync(path.join(os.tmpdir(), 'nordhub-bench-weight-'));
  try {
    const pages = await measurePageWeight('federated', out);
    const monolithic = await measurePageWeight('monolithic', out);
    const budgets = JSON.parse(readFileSync(path.join(root, 'e2e', 'page-weight-budgets.json'), 'utf8'));
    console.log(`\n== Page weight (${elapsed()}): first visit, nothing cached, bytes as served (brotli)`);
    console.table(
      pages.map((page) => ({
        page: page.page,
        requests: page.requests,
        'JS': kb(page.js.bytes),
        'JS files': page.js.requests,
        ...Object.fromEntries(Object.entries(page.jsByPart).map(([part, weight]) => [part, kb(weight.bytes)])),
        CSS: kb(page.css.bytes),
        budget: kb(budgets[page.page]),
      })),
    );
    const cost = federationCost(pages, monolithic);
    const visits = pages[0]?.loadsMs?.length ?? 1;
    console.log(`\n== Federation cost: federated build / the same pages as one bundle (monolithic build mode); load: navigation start to the h1, median of ${visits} cold visits, load average ${os.loadavg()[0].toFixed(1)}`);
    console.table(
      cost.map((row) => ({
        page: row.page,
        'JS fed': kb(row.jsBytes.federated),
        'JS mono': kb(row.jsBytes.monolithic),
        'JS ratio': times(row.jsBytes.ratio),
        'requests fed': row.requests.federated,
        'requests mono': row.requests.monolithic,
        'requests ratio': times(row.requests.ratio),
        'JS files fed/mono': `${row.jsFiles.federated}/${row.jsFiles.monolithic}`,
        'load fed': seconds(row.loadMs.federated),
        'load mono': seconds(row.loadMs.monolithic),
        'load ratio': times(row.loadMs.ratio),
      })),
    );
    console.log(`\n== Federated / monolithic load time (${elapsed()}): every page kind, cold visits interleaved, 150 ms round trips, 1.6 Mbit/s, 4x CPU; median of the per-pair ratios (quartiles)`);
    const throttled = await compareFederatedLoad({ log: (line) => console.log(line) });
    const spread = ({ ratio, ratioQuartiles: [low, high] }) => `${times(ratio)} (${low.toFixed(2)}-${high.toFixed(2)})`;
    console.table(
      throttled.map((row) => ({
        page: row.page,
        'app runs: fed': seconds(row.app.federatedMs),
        mono: seconds(row.app.monolithicMs),
        ratio: spread(row.app),
        'h1: fed': seconds(row.heading.federatedMs),
        'h1: mono': seconds(row.heading.monolithicMs),
        'h1 ratio': spread(row.heading),
        'at most 1.0x': row.app.ratio <= 1 ? 'yes' : 'NO',
      })),
    );
    // `pages` keeps the federated figures where earlier results had them; the monolithic ones and the ratios beside.
    await recordResults('weight', { pages, monolithic, federationCost: cost, throttledLoad: throttled });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The targets (docs/performance.md) for build times, in seconds. */
const BUILD_AIMS = { cold: 180, oneRemote: 30 };

/** Times a command; exits the bench when it fails. */
async function timed(title, command, args, env) {
  const started = Date.now();
  await step(title, command, args, env);
  return (Date.now() - started) / 1000;
}

async function buildStage() {
  const nx = path.join(root, 'node_modules', '.bin', 'nx');
  // Cold: every project (libs, shell, remotes, API) built with no Nx cache and no earlier output.
  const cold = await timed('Cold build of everything (no Nx cache)', nx, ['run-many', '-t', 'build', '--skip-nx-cache', '--outputStyle=static']);
  // A one-line change in one remote, rebuilt the way a developer's `nx build` would (cache on).
  const file = path.join(root, 'mfe-public', 'src', 'paths.ts');
  const original = readFileSync(file, 'utf8');
  let oneRemote;
  try {
    writeFileSync(file, `${original}\n// bench: a one-line change ${Date.now()}\n`);
    oneRemote = await timed('Rebuild after a one-line change in mfe-public', nx, ['run-many', '-t', 'build', '--outputStyle=static']);
  } finally {
    writeFileSync(file, original);
  }
  console.log(`\n== Build (${elapsed()}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
  console.table([
    { build: 'cold, everything', seconds: cold.toFixed(1), aim: `${BUILD_AIMS.cold} s`, met: cold <= BUILD_AIMS.cold ? 'yes' : 'NO' },
    { build: 'one-line change in one remote', seconds: oneRemote.toFixed(1), aim: `${BUILD_AIMS.oneRemote} s`, met: oneRemote <= BUILD_AIMS.oneRemote ? 'yes' : 'NO' },
  ]);
  // Leaves the build as the sources say (the changed remote's output came from the edited file).
  await step('Restoring the build of the unchanged sources', nx, ['run-many', '-t', 'build', '--outputStyle=static']);
  await recordResults('build', { coldSeconds: cold, oneRemoteSeconds: oneRemote });
}

const STAGES = {
  weight: weightStage,
  search: benchSearch,
  api: apiStage,
  'signed-in': signedInStage,
  lighthouse: lighthouseStage,
  'main-thread': mainThreadStage,
  'first-paint': firstPaintStage,
  interactions: interactionsStage,
  build: buildStage,
};
const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in STAGES));
if (unknown.length) {
  console.error(`Unknown bench stage ${unknown.join(', ')}; the stages are ${Object.keys(STAGES).join(', ')}.`);
  process.exit(2);
}
ensureInstall();
try {
  for (const name of named.length ? named : Object.keys(STAGES)) await STAGES[name]();
} finally {
  for (const dir of removeAfterRun) rmSync(dir, { recursive: true, force: true });
}
console.log(`\nDone in ${elapsed()}.`);
