// `npm run test:resilience`: load and crash safety of the built API (docs/security.md, "Load,
// crashes, shutdown and outages"). On loopback only, against api/dist/main.js started as `npm start`
// runs it (not NODE_ENV=production: the demo seed and the local checkout, which answers loopback
// clients only; scripts/lib/built-server.mjs):
//   1. Load: RESILIENCE_USERS (200) job seekers browse, search and apply for RESILIENCE_SECONDS
//      (60) on a fresh seeded PGlite folder. Each signs in once, then loops: a search
//      (GET /api/v2/jobs), a job page, the startup list, and now and then an application with an
//      Idempotency-Key. Zero errors allowed; every acknowledged (201) application must be in the
//      database afterwards, read from the data folder once the server has stopped on SIGTERM
//      (which must exit 0).
//   2. Crash: a stream of applications and payment confirmations (local checkout: checkout, Pay,
//      signed callback), the server SIGKILLed a third of the way in and restarted on the same
//      data; clients send what failed again with the same Idempotency-Key. Every acknowledged
//      write must be there and none twice. On the PGlite folder of step 1, and on the PostgreSQL
//      server (RESILIENCE_PG_URL, database RESILIENCE_DATABASE, created and dropped) when it answers.
// It prints its figures and exits non-zero when a check fails.
//
// Rate limits: every virtual user has its own address (X-Forwarded-For, the server trusting its
// proxy as behind a load balancer), so the production per-IP limits stay as they are and each
// user meets them as one person would. Only the robot check's proof of work is lowered
// (ALTCHA_MAX_NUMBER): the sign-ups before the load are preparation, not what is measured.
//
// Settings: RESILIENCE_USERS, RESILIENCE_SECONDS, RESILIENCE_PG_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), RESILIENCE_DATABASE (default nordhub_resilience),
// RESILIENCE_SKIP_BUILD=1, RESILIENCE_KEEP=1 (keep the data folder, database and logs).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib/built-server.mjs';
import { browsingLoad, latencyRows, newUser, prepareSeekers, signUpApplicant } from './lib/browsing-load.mjs';
import { apiRequire, checkList, freePort, pool, runCommand, sleep, withPgClient } from './lib/harness.mjs';
import { ensureInstall, root, run } from './lib/workspace.mjs';

ensureInstall();

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (line) => console.log(`[resilience ${elapsed()}] ${line}`);

const userCount = Number(process.env.RESILIENCE_USERS ?? 200);
const loadSeconds = Number(process.env.RESILIENCE_SECONDS ?? 60);
const serverUrl = process.env.RESILIENCE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = process.env.RESILIENCE_DATABASE ?? 'nordhub_resilience';
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) {
  console.error(`RESILIENCE_DATABASE must be a plain lower-case name (got ${databaseName})`);
  process.exit(2);
}
const DEMO_ADMIN = { email: 'admin@nordhub.test', password: 'Nordhub-demo-1' };
// The crash stream: job seekers applying to a few jobs each, and boosts paid through the local checkout.
const STREAM_SEEKERS = 16;
const STREAM_APPLICATIONS_EACH = 4;
const STREAM_BOOSTS = 20;
const BOOST_DAYS = 14;

const workDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-resilience-'));
// The servers still running, stopped on exit and on Ctrl-C.
const servers = new Set();
const { check, report } = checkList();
const figures = [];
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
let postgresUsed = false;

/** A client on the PostgreSQL server (its `postgres` database unless told). */
const withServer = (action, url = serverUrl) => withPgClient(url, action);

/** Stops what runs and removes what the run made (runCommand calls it once, also on Ctrl-C). */
async function cleanUp() {
  await Promise.all([...servers].map((server) => server.stop()));
  if (process.env.RESILIENCE_KEEP === '1') {
    say(`kept the data and logs in ${workDir}${postgresUsed ? ` and the database ${databaseName}` : ''}`);
    return;
  }
  if (postgresUsed) await withServer((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)).catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// The server.

/**
 * The built server (scripts/lib/built-server.mjs) on loopback, in development mode as `npm start`
 * runs it: the local checkout stands in for the payment provider, and production never has it.
 */
async function startServer(name, env) {
  const port = env.PORT ?? (await freePort());
  const server = await startBuiltServer({
    port,
    host: '127.0.0.1',
    dataDir: env.DATA_DIR,
    log: path.join(workDir, `${name}.log`),
    env: {
      STATIC_ROOT: path.join(workDir, 'static'),
      // Every virtual user has its own address in X-Forwarded-For, as behind one load balancer.
      TRUST_PROXY: '1',
      ALTCHA_MAX_NUMBER: '10000',
      // As `npm start`: the demo seed, and the local checkout (loopback clients only) for the payments.
      NODE_ENV: 'development',
      DIGEST_INTERVAL_MS: '0',
      ...env,
      PORT: String(port),
    },
  });
  servers.add(server);
  server.child.once('exit', () => servers.delete(server));
  return { ...server, env: { ...env, PORT: port } };
}

/** SIGTERM, and the exit code (0 is a clean shutdown). */
const stopServer = (server) => server.stop('SIGTERM');

/** The PGlite folder read directly (the server must have stopped: one process owns it). */
async function withPglite(dataDir, action) {
  const { PGlite } = apiRequire('@electric-sql/pglite');
  const { pg_trgm } = apiRequire('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return await action({ query: async (text, params = []) => (await db.query(text, params)).rows });
  } finally {
    await db.close();
  }
}

async function withPostgres(action) {
  return withServer((client) => action({ query: async (text, params = []) => (await client.query(text, params)).rows }), databaseUrl);
}

const ms = (value) => `${Math.round(value)} ms`;

// ---------------------------------------------------------------------------------------------
// 1. Load.

async function loadPhase(dataDir) {
  say(`load: starting the server on a fresh PGlite folder (migrations and the demo seed)`);
  const server = await startServer('load', { DATA_DIR: dataDir });
  const runId = Date.now().toString(36);

  say(`load: preparing ${userCount} job seekers (sign-up with the robot check, applicant profile, a CV)`);
  const prepStarted = Date.now();
  const users = await prepareSeekers(server.url, userCount, `load-${runId}`);
  say(`load: prepared in ${((Date.now() - prepStarted) / 1000).toFixed(0)} s; ${userCount} users for ${loadSeconds} s`);

  const { latencies, errors, requests, acknowledged, seconds: loadTook } = await browsingLoad({ baseUrl: server.url, seekers: users, seconds: loadSeconds, signedIn: true });

  say(`load: done in ${loadTook.toFixed(0)} s; stopping the server with SIGTERM`);
  const exitCode = await stopServer(server);
  const stored = await withPglite(dataDir, async (db) =>
    db.query(
      `SELECT u.email, a.job_id, a.id FROM applications a JOIN applicant_profiles p ON p.id = a.applicant_id JOIN users u ON u.id = p.user_id WHERE u.email LIKE $1`,
      [`load-${runId}-%`],
    ),
  );
  const storedKeys = new Set(stored.map((row) => `${row.email}|${row.job_id}`));
  const missing = acknowledged.filter((entry) => !storedKeys.has(`${entry.email}|${entry.jobId}`));

  const [all, ...kinds] = latencyRows(latencies, loadTook);
  const byKind = kinds.map((row) => `${row.request} ${row.count} (p50 ${ms(row.p50)}, p95 ${ms(row.p95)})`);
  figures.push(
    ['load: users / duration', `${userCount} users, ${loadTook.toFixed(0)} s (PGlite, one API process, 2 cores)`],
    ['load: requests', `${requests} (${(requests / loadTook).toFixed(0)} per second)`],
    ['load: latency', `p50 ${ms(all.p50)}, p95 ${ms(all.p95)}, p99 ${ms(all.p99)}, max ${ms(all.max)}`],
    ['load: by request', byKind.join('; ')],
    ['load: errors', `${errors.length}`],
    ['load: applications acknowledged / found', `${acknowledged.length} / ${acknowledged.length - missing.length} (${stored.length} rows of these users in the database)`],
    ['load: SIGTERM after the load', `exit code ${exitCode}`],
  );
  check('load: no errors (5xx, network, unexpected 4xx)', errors.length === 0, `${errors.length} of ${requests} requests${errors.length ? `; first: ${errors.slice(0, 5).join(' | ')}` : ''}`);
  check(
    'load: every acknowledged application is in the database, and no other',
    acknowledged.length > 0 && missing.length === 0 && stored.length === acknowledged.length,
    `${acknowledged.length} acknowledged, ${missing.length} missing, ${stored.length} stored`,
  );
  check('load: SIGTERM stops the server cleanly (exit 0)', exitCode === 0, `exit code ${exitCode}`);
}

// ---------------------------------------------------------------------------------------------
// 2. Crash.

/**
 * One step of a client that sends again what failed: a network error or a 5xx (the server died
 * or is starting) waits for the server and repeats the same request (same Idempotency-Key); a
 * 409 with Retry-After (the key's first attempt is still claimed by the dead process) waits.
 */
async function persistent(state, step) {
  let tries = 0;
  for (;;) {
    tries += 1;
    let answer = null;
    try {
      answer = await step();
    } catch {
      answer = null;
    }
    if (answer && answer.status < 500 && !(answer.status === 409 && answer.retryAfter)) return { answer, retried: tries > 1 };
    if (tries > 400) throw new Error(`gave up after ${tries} tries: ${answer ? `${answer.status} ${answer.text.slice(0, 120)}` : 'no answer'}`);
    state.retries += 1;
    await sleep(answer?.retryAfter ? Number(answer.retryAfter) * 1000 : 250);
  }
}

async function crashPhase(label, env, withDb) {
  say(`crash (${label}): starting the server`);
  let server = await startServer(`crash-${label}`, env);
  const base = () => server.url;
  const runId = Date.now().toString(36);
  // Users follow the server across its restart (same port).
  const seekers = Array.from({ length: STREAM_SEEKERS }, (_, i) => ({ email: `crash-${runId}-${i}@example.com` }));
  await pool(seekers, 4, async (seeker) => {
    seeker.user = await signUpApplicant(base(), seeker.email);
  });
  const admin = newUser(base());
  await admin.expect(200, 'POST', '/api/users/sign-in', { json: DEMO_ADMIN });

  // Open jobs that take applications on Nordhub, from the search and the job pages, as a user finds them.
  const found = [];
  for (let page = 1; found.length < STREAM_SEEKERS + STREAM_BOOSTS && page <= 20; page += 1) {
    const { docs } = (await admin.expect(200, 'GET', `/api/v2/jobs?page=${page}`)).json();
    if (docs.length === 0) break;
    for (const doc of docs) {
      const job = (await admin.expect(200, 'GET', `/api/jobs/single/${doc.id}`)).json();
      if (job.receiveApplicants === 'platform') found.push(job);
    }
  }
  const boostJobs = found.slice(0, STREAM_BOOSTS);
  const applyJobs = found.slice(STREAM_BOOSTS);
  if (applyJobs.length < STREAM_APPLICATIONS_EACH || boostJobs.length < STREAM_BOOSTS) throw new Error(`too few open jobs that take applications: ${found.length}`);
  const items = [];
  seekers.forEach((seeker, i) => {
    for (let k = 0; k < STREAM_APPLICATIONS_EACH; k += 1) items.push({ kind: 'apply', seeker, jobId: applyJobs[(i + k) % applyJobs.length].id });
  });
  boostJobs.forEach((job, i) => items.splice(Math.floor(((i + 0.5) * items.length) / boostJobs.length) + i, 0, { kind: 'boost', job }));
  say(`crash (${label}): ${items.length} writes (${STREAM_SEEKERS * STREAM_APPLICATIONS_EACH} applications, ${boostJobs.length} boosts paid); SIGKILL after a third`);

  const state = { retries: 0, applied: [], alreadyThere: [], paid: [], errors: [], inFlightAtKill: 0 };
  let done = 0;
  let inFlight = 0;
  let killedAt = null;
  let restartedAfterMs = null;

  const stream = pool(items, 6, async (item) => {
    inFlight += 1;
    try {
      if (item.kind === 'apply') {
        const key = randomUUID();
        const { answer, retried } = await persistent(state, () =>
          item.seeker.user.request('POST', `/api/jobs/${item.jobId}/apply`, { json: { message: 'Applying in the crash test.' }, headers: { 'idempotency-key': key } }),
        );
        if (answer.status === 201) state.applied.push({ email: item.seeker.email, jobId: item.jobId });
        // After a lost answer the first attempt may have gone through before its key was answered:
        // "already applied" then says it is there (checked below), as a user would read it.
        else if (answer.status === 409 && retried) state.alreadyThere.push({ email: item.seeker.email, jobId: item.jobId });
        else state.errors.push(`apply ${item.jobId}: ${answer.status} ${answer.text.slice(0, 120)}`);
      } else {
        // The portal's Boost button: checkout (303 to the local checkout page), Pay (303 to the signed callback), callback (303 to the success page).
        const checkout = await persistent(state, () => admin.request('GET', `/api/jobs/${item.job.id}/checkout?product=boost&cancel_url=%2F`, { redirect: 'manual' }));
        const paymentId = checkout.answer.location?.match(/\/api\/payments\/local\/([0-9a-f-]+)/)?.[1];
        if (checkout.answer.status !== 303 || !paymentId) {
          state.errors.push(`checkout ${item.job.id}: ${checkout.answer.status} ${checkout.answer.location ?? checkout.answer.text.slice(0, 120)}`);
          return;
        }
        const key = randomUUID();
        const pay = await persistent(state, () => admin.request('POST', `/api/payments/local/${paymentId}/pay`, { redirect: 'manual', headers: { 'idempotency-key': key } }));
        if (pay.answer.status !== 303 || !pay.answer.location?.includes('/api/payments/local/callback')) {
          state.errors.push(`pay ${paymentId}: ${pay.answer.status} ${pay.answer.text.slice(0, 120)}`);
          return;
        }
        const confirm = await persistent(state, () => admin.request('GET', pay.answer.location, { redirect: 'manual' }));
        if (confirm.answer.status === 303) state.paid.push({ paymentId, jobId: item.job.id, before: item.job.boostingExpiresAt });
        else state.errors.push(`confirm ${paymentId}: ${confirm.answer.status} ${confirm.answer.text.slice(0, 120)}`);
      }
    } catch (error) {
      state.errors.push(`${item.kind}: ${error.message}`);
    } finally {
      inFlight -= 1;
      done += 1;
    }
  });
  const killer = (async () => {
    while (done < items.length / 3) await sleep(10);
    state.inFlightAtKill = inFlight;
    say(`crash (${label}): SIGKILL (pid ${server.child.pid}) after ${done} of ${items.length} writes, ${inFlight} in flight`);
    server.child.kill('SIGKILL');
    killedAt = Date.now();
    await new Promise((resolve) => (server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once('exit', resolve)));
    server = await startServer(`crash-${label}-restarted`, server.env);
    restartedAfterMs = Date.now() - killedAt;
    say(`crash (${label}): restarted on the same data in ${(restartedAfterMs / 1000).toFixed(1)} s`);
  })();
  await stream;
  await killer;
  const exitCode = await stopServer(server);

  const result = await withDb(async (db) => {
    const applications = await db.query(
      `SELECT u.email, a.job_id, count(*)::int AS n FROM applications a JOIN applicant_profiles p ON p.id = a.applicant_id JOIN users u ON u.id = p.user_id
        WHERE u.email LIKE $1 GROUP BY u.email, a.job_id`,
      [`crash-${runId}-%`],
    );
    const payments = await db.query(
      `SELECT p.id, p.status, p.paid_at, j.boosting_expires_at,
              (SELECT count(*)::int FROM outbox_mails m WHERE m.template = 'payment-receipt' AND m.text_body LIKE '%' || p.id::text || '%') AS receipts
         FROM payments p JOIN jobs j ON j.id = p.job_id WHERE p.id = ANY($1::uuid[])`,
      [state.paid.map((entry) => entry.paymentId)],
    );
    return { applications, payments };
  });
  const appRows = new Map(result.applications.map((row) => [`${row.email}|${row.job_id}`, row.n]));
  const ackApps = [...state.applied, ...state.alreadyThere];
  const appsMissing = ackApps.filter((entry) => !appRows.has(`${entry.email}|${entry.jobId}`)).length;
  const appsTwice = result.applications.filter((row) => row.n > 1).length;
  const appsUnacknowledged = result.applications.length - ackApps.length;
  const paymentRows = new Map(result.payments.map((row) => [row.id, row]));
  const dayMs = 24 * 3600 * 1000;
  let paymentsMissing = 0;
  let paymentsTwice = 0;
  const boostIssues = [];
  for (const entry of state.paid) {
    const row = paymentRows.get(entry.paymentId);
    if (!row || row.status !== 'paid') {
      paymentsMissing += 1;
      continue;
    }
    if (row.receipts !== 1) paymentsTwice += row.receipts > 1 ? 1 : 0;
    // One confirmation adds BOOST_DAYS to a running boost, or to the moment of payment.
    const from = Math.max(entry.before ? Date.parse(entry.before) : 0, new Date(row.paid_at).getTime());
    const added = (new Date(row.boosting_expires_at).getTime() - from) / dayMs;
    if (Math.abs(added - BOOST_DAYS) > 0.01) boostIssues.push(`${entry.jobId}: ${added.toFixed(2)} days added`);
  }
  const receiptsMissing = result.payments.filter((row) => row.receipts === 0).length;

  figures.push(
    [`crash (${label}): writes`, `${items.length} sent; SIGKILL after ${Math.round(items.length / 3)} with ${state.inFlightAtKill} in flight; back in ${((restartedAfterMs ?? 0) / 1000).toFixed(1)} s; ${state.retries} requests sent again`],
    [`crash (${label}): applications acknowledged / found / twice`, `${ackApps.length} (${state.alreadyThere.length} as "already applied" after a retry) / ${ackApps.length - appsMissing} / ${appsTwice}`],
    [`crash (${label}): payments acknowledged / found paid / twice`, `${state.paid.length} / ${state.paid.length - paymentsMissing} / ${paymentsTwice + boostIssues.length} (receipts: ${result.payments.length - receiptsMissing} sent, none twice: ${paymentsTwice === 0})`],
    [`crash (${label}): SIGTERM at the end`, `exit code ${exitCode}`],
  );
  check(`crash (${label}): every write went through in the end`, state.errors.length === 0 && ackApps.length === STREAM_SEEKERS * STREAM_APPLICATIONS_EACH && state.paid.length === boostJobs.length, `${state.errors.length} failed${state.errors.length ? `: ${state.errors.slice(0, 3).join(' | ')}` : ''}`);
  check(`crash (${label}): every acknowledged application is there, once`, appsMissing === 0 && appsTwice === 0 && appsUnacknowledged === 0, `${ackApps.length} acknowledged, ${appsMissing} missing, ${appsTwice} twice, ${appsUnacknowledged} not acknowledged`);
  check(
    `crash (${label}): every acknowledged payment is paid, boosted once, one receipt`,
    paymentsMissing === 0 && paymentsTwice === 0 && receiptsMissing === 0 && boostIssues.length === 0,
    `${state.paid.length} acknowledged, ${paymentsMissing} not paid, ${receiptsMissing} without a receipt, ${paymentsTwice} with two; boosts: ${boostIssues.length ? boostIssues.slice(0, 3).join(', ') : `each +${BOOST_DAYS} days`}`,
  );
  check(`crash (${label}): SIGTERM after the restart exits 0`, exitCode === 0, `exit code ${exitCode}`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (process.env.RESILIENCE_SKIP_BUILD !== '1') {
    say('building the API (nx; cached when nothing changed)');
    const { code } = await run(path.join(root, 'node_modules', '.bin', 'nx'), ['run', '@nordhub/api:build', '--outputStyle=static'], { quiet: true });
    if (code !== 0) throw new Error('the API build failed: run `npx nx run @nordhub/api:build` to see why');
  }
  if (!existsSync(path.join(root, 'api', 'dist', 'main.js'))) throw new Error('api/dist/main.js is missing: run `npm run build`');
  mkdirSync(path.join(workDir, 'static'), { recursive: true });

  const pgliteData = path.join(workDir, 'pglite-data');
  await loadPhase(pgliteData);
  await crashPhase('PGlite', { DATA_DIR: pgliteData }, (action) => withPglite(pgliteData, action));

  const serverAnswers = await withServer((client) => client.query('SELECT 1')).then(
    () => true,
    (error) => {
      say(`no PostgreSQL server at ${serverUrl.replace(/:[^:@/]*@/, ':***@')} (${error.message}): its crash run is skipped`);
      return false;
    },
  );
  if (serverAnswers) {
    postgresUsed = true;
    await withServer(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${databaseName}`);
    });
    await crashPhase('PostgreSQL', { DATABASE_URL: databaseUrl, DATA_DIR: path.join(workDir, 'postgres-data') }, withPostgres);
  } else {
    figures.push(['crash (PostgreSQL)', 'skipped: no server answered']);
  }

  const width = Math.max(...figures.map(([label]) => label.length));
  console.log('\n=== test:resilience: figures');
  for (const [label, value] of figures) console.log(`  ${label.padEnd(width)}  ${value}`);
  return report(elapsed());
}

runCommand({ name: 'test:resilience', workDir, keepVariable: 'RESILIENCE_KEEP', main, cleanUp });
