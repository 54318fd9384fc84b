// `npm run test:scale`: the scale-out proof (docs/deploy.md). On this machine and on loopback only,
// it uses the PostgreSQL server on 127.0.0.1:5432 with a fresh database, starts two API instances
// at the same moment against it, a reverse proxy balancing between them
// (scripts/lib/scale-proxy.mjs), one S3-compatible bucket both keep their files in (s3rver,
// scripts/lib/scale-s3.mjs) and one static origin for the shell's bundle and one per remote
// (api/dist/static-origin.js); runs the core Playwright stories through the proxy; then streams
// applications with uploaded CVs from many job seekers while job digests go out, SIGKILLs one API
// instance in the middle, keeps going on the survivor and restarts it. It ends with a table of
// what it saw (requests, errors, applications, digests, files in the bucket, scheduled runs) and
// exits non-zero when a check fails. Not part of `npm test` (a few minutes).
//
// Settings: SCALE_PG_URL (the server, default postgres://postgres@127.0.0.1:5432/postgres),
// SCALE_DATABASE (default nordhub_scale; dropped and recreated each run), SCALE_SEEKERS (job
// seekers in the stream, default 40; each applies to 6 jobs), SCALE_SKIP_BUILD=1, SCALE_SKIP_STORIES=1,
// SCALE_KEEP=1 (keep the database and logs after the run).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRequire, checkList, childProcesses, freePort, HttpUser, pool, runCommand, sleep, waitFor, withPgClient } from './lib/harness.mjs';
import { startScaleProxy } from './lib/scale-proxy.mjs';
import { startScaleS3 } from './lib/scale-s3.mjs';
import { ensureInstall, root, run } from './lib/workspace.mjs';

ensureInstall();
const pg = apiRequire('pg');

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (line) => console.log(`[scale ${elapsed()}] ${line}`);

const serverUrl = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = process.env.SCALE_DATABASE ?? 'nordhub_scale';
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) {
  console.error(`SCALE_DATABASE must be a plain lower-case name (got ${databaseName})`);
  process.exit(2);
}
const seekerCount = Number(process.env.SCALE_SEEKERS ?? 40);
const APPLICATIONS_PER_SEEKER = 6;
const DEMO_ADMIN = { email: 'admin@nordhub.test', password: 'Nordhub-demo-1' };
const remoteDirs = { mfe_public: 'mfe-public', mfe_client_portal: 'mfe-client-portal', mfe_careers: 'mfe-careers', mfe_whitelabel: 'mfe-whitelabel' };
const workDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-scale-'));
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

// ---------------------------------------------------------------------------------------------
// Processes, and cleaning up after them whatever happens (also on Ctrl-C).

const processes = childProcesses(workDir);
const startChild = processes.start;

const closers = [];
/** Stops what runs and removes what the run made (runCommand calls it once, also on Ctrl-C). */
async function cleanUp() {
  for (const close of closers.reverse()) await close().catch(() => {});
  await processes.stopAll();
  if (process.env.SCALE_KEEP === '1') {
    say(`kept the database ${databaseName} and the logs in ${workDir}`);
    return;
  }
  await withServer((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)).catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
}

/** A client on the PostgreSQL server (its `postgres` database unless told). */
const withServer = (action, url = serverUrl) => withPgClient(url, action);

let dbClient = null;
async function sql(text, params = []) {
  if (!dbClient) {
    dbClient = new pg.Client({ connectionString: databaseUrl });
    await dbClient.connect();
    closers.push(() => dbClient.end());
  }
  return (await dbClient.query(text, params)).rows;
}

// ---------------------------------------------------------------------------------------------

const { check, report } = checkList();

async function main() {
  // 1. The PostgreSQL server, and a fresh database on it.
  try {
    await withServer((client) => client.query('SELECT 1'));
  } catch (error) {
    console.error(
      `test:scale needs a PostgreSQL server at ${serverUrl.replace(/:[^:@/]*@/, ':***@')} (set SCALE_PG_URL), ` +
        `and none answered: ${error.message}\nStart one (e.g. apt-get install postgresql && service postgresql start) and run again.`,
    );
    process.exitCode = 2;
    return;
  }
  say(`PostgreSQL answers; recreating the database ${databaseName}`);
  await withServer(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${databaseName}`);
  });

  // 2. The builds (Nx's cache makes this quick when nothing changed).
  if (process.env.SCALE_SKIP_BUILD !== '1') {
    say('building (nx run-many -t build)');
    const { code } = await run(path.join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '--outputStyle=static'], { quiet: true });
    if (code !== 0) throw new Error('the build failed: run `npm run build` to see why');
  }
  for (const file of ['api/dist/main.js', 'api/dist/static-origin.js', 'shell/dist/index.html', ...Object.values(remoteDirs).map((dir) => `${dir}/dist/mf-manifest.json`)]) {
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\``);
  }

  // 3. Ports, all on 127.0.0.1. The site's origin is the proxy's.
  const proxyPort = Number(process.env.SCALE_PORT ?? (await freePort()));
  const siteOrigins = [`http://localhost:${proxyPort}`, `http://127.0.0.1:${proxyPort}`];
  const instances = [
    { name: 'api-1', port: await freePort() },
    { name: 'api-2', port: await freePort() },
  ];

  // 4. Static origins: the shell's bundle and each remote, as a CDN would serve them.
  const origins = {};
  for (const dir of ['shell', ...Object.values(remoteDirs)]) {
    const port = await freePort();
    const child = startChild(`origin-${dir}`, process.execPath, [path.join(root, 'api', 'dist', 'static-origin.js')], {
      STATIC_ORIGIN_ROOT: path.join(root, dir, 'dist'),
      STATIC_ORIGIN_CORS: siteOrigins.join(','),
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    origins[dir] = { url: `http://127.0.0.1:${port}`, child };
  }
  for (const [dir, { url, child }] of Object.entries(origins)) {
    const probe = dir === 'shell' ? '/main.js' : '/mf-manifest.json';
    await waitFor(`the static origin of ${dir}`, async () => (await fetch(`${url}${probe}`)).ok, 30_000, child);
  }
  say(`static origins up: ${Object.entries(origins).map(([dir, { url }]) => `${dir} ${url}`).join(', ')}`);

  // 5. The object storage both instances keep their files in: an S3-compatible bucket on loopback.
  const s3 = await startScaleS3({ directory: path.join(workDir, 's3'), bucket: 'nordhub-scale' });
  closers.push(() => s3.close());
  say(`object storage (s3rver) on ${s3.endpoint}, bucket ${s3.env.S3_BUCKET}`);

  // 6. Two API instances started at the same moment on the empty database (both migrate and seed:
  // the advisory locks must make each migration and the seed happen once). Each has a data folder
  // of its own: without the S3 settings its files would land in <DATA_DIR>/uploads, which the
  // check at the end expects empty. The signing keys (ALTCHA, payment callbacks) are not set: the
  // instances share them through app_secrets in the database.
  for (const instance of instances) {
    instance.dataDir = path.join(workDir, instance.name);
    instance.lives = [];
  }
  const apiEnv = (instance) => ({
    PORT: String(instance.port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_READ_URL: databaseUrl, // a stand-in replica: the same database, through the read-only pool (no lag)
    DATA_DIR: instance.dataDir,
    ...s3.env,
    NODE_ENV: 'test',
    PUBLIC_URL: siteOrigins[0],
    // One proxy in front: its X-Forwarded-For entry is the client, whatever the client wrote before it.
    TRUST_PROXY: '1',
    // As in the e2e server: a digest is seconds away, not minutes.
    DIGEST_INTERVAL_MS: '1000',
    SHELL_ASSETS_URL: origins.shell.url,
    REMOTE_MFE_PUBLIC: `${origins['mfe-public'].url}/mf-manifest.json`,
    REMOTE_MFE_CLIENT_PORTAL: `${origins['mfe-client-portal'].url}/mf-manifest.json`,
    REMOTE_MFE_CAREERS: `${origins['mfe-careers'].url}/mf-manifest.json`,
    REMOTE_MFE_WHITELABEL: `${origins['mfe-whitelabel'].url}/mf-manifest.json`,
    // Every request comes from 127.0.0.1 here, and the counters are shared by both instances, so
    // the per-IP limits would stop the load itself.
    RATE_LIMIT_SIGN_UP: '10000',
    RATE_LIMIT_SIGN_IN: '10000',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '10000',
    RATE_LIMIT_DIGEST_SUBSCRIBE: '10000',
    RATE_LIMIT_FORGOT_PASSWORD: '10000',
    // Less proof-of-work per sign-up: the robot check is not what is measured here.
    ALTCHA_MAX_NUMBER: '10000',
    LOG_LEVEL: 'warn',
  });
  const startInstance = (instance) => {
    instance.child = startChild(instance.name, process.execPath, [path.join(root, 'api', 'dist', 'main.js')], apiEnv(instance));
    // Its name in scheduled_runs.owner is host:pid:tag; a restarted instance is a new process.
    instance.lives.push({ pid: instance.child.pid, label: instance.lives.length === 0 ? instance.name : `${instance.name} (restarted)`, child: instance.child });
    return waitFor(`${instance.name}`, async () => (await fetch(`http://127.0.0.1:${instance.port}/api/health`)).ok, 180_000, instance.child);
  };
  say('starting two API instances at once on the empty database');
  await Promise.all(instances.map(startInstance));
  const appliedBy = instances.map((instance) => {
    const line = instance.child.output.match(/Applied migrations: (.*)/);
    return line ? line[1].split(', ') : [];
  });
  const migrationFiles = readdirSync(path.join(root, 'api', 'dist', 'migrations')).filter((name) => name.endsWith('.sql'));
  const recorded = Number((await sql('SELECT count(*) AS n FROM schema_migrations'))[0].n);
  const appliedTotal = appliedBy.flat();
  const seededBy = instances.filter((instance) => /Seeded demo data/.test(instance.child.output)).map((instance) => instance.name);
  say(`instances up: ${instances.map((instance, i) => `${instance.name} applied ${appliedBy[i].length} migrations`).join(', ')}; seeded by ${seededBy.join(', ') || 'none'}`);
  check(
    'migrations ran once',
    appliedTotal.length === migrationFiles.length && new Set(appliedTotal).size === appliedTotal.length && recorded === migrationFiles.length,
    `${migrationFiles.length} files; applied ${instances.map((instance, i) => `${appliedBy[i].length} by ${instance.name}`).join(', ')}; ${recorded} recorded`,
  );
  check('the demo data was seeded once', seededBy.length === 1, `seeded by ${seededBy.join(', ') || 'no instance'}`);

  // 7. The reverse proxy.
  const proxy = await startScaleProxy({ port: proxyPort, instances });
  closers.push(() => proxy.close());
  const site = siteOrigins[0];
  say(`proxy on ${site} balancing ${instances.map((instance) => `${instance.name} :${instance.port}`).join(' and ')}`);

  // The page names the shell's bundle on its origin; the runtime config names the remotes' origins.
  const page = await (await fetch(`${site}/`)).text();
  const runtimeConfig = await (await fetch(`${site}/runtime-config.json`)).json();
  check(
    'the shell and remotes come from their static origins',
    page.includes(`${origins.shell.url}/main.js`) && Object.entries(remoteDirs).every(([name, dir]) => runtimeConfig.remotes[name] === `${origins[dir].url}/mf-manifest.json`),
    `index.html names ${origins.shell.url}/main.js; runtime config names the 4 remote origins`,
  );

  // 8. The core stories through the proxy.
  const storiesBefore = { ...proxy.stats.answered };
  let stories = { passed: 0, failed: 0, skipped: 0, seconds: 0 };
  if (process.env.SCALE_SKIP_STORIES !== '1') {
    say('running the core Playwright stories through the proxy (e2e/playwright.scale.config.ts)');
    const report = path.join(workDir, 'stories.json');
    const storiesStarted = Date.now();
    const result = await run(
      path.join(root, 'node_modules', '.bin', 'playwright'),
      ['test', '-c', 'e2e/playwright.scale.config.ts', '--output', path.join(workDir, 'stories-output'), '--reporter=list,json'],
      { env: { E2E_PORT: String(proxyPort), PLAYWRIGHT_JSON_OUTPUT_NAME: report }, quiet: false },
    );
    stories.seconds = Math.round((Date.now() - storiesStarted) / 1000);
    if (existsSync(report)) {
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      stories = { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped, seconds: stories.seconds };
    } else {
      stories.failed = result.code === 0 ? 0 : 1;
    }
    check('core stories pass through the proxy', stories.failed === 0 && stories.passed > 0, `${stories.passed} passed, ${stories.failed} failed in ${stories.seconds} s`);
  }
  const storiesAnswered = Object.fromEntries(instances.map(({ name }) => [name, proxy.stats.answered[name] - storiesBefore[name]]));

  // 9. The kill phase: job seekers apply while digests go out; one instance dies in the middle.
  say(`kill phase: preparing ${seekerCount} job seekers (sign-up with the robot check, applicant profile, CV upload) through the proxy`);
  const runId = Date.now().toString(36);
  const cvReadBack = [];
  const seekers = Array.from({ length: seekerCount }, (_, i) => ({ email: `scale-seeker-${runId}-${i}@example.com`, user: new HttpUser(site) }));
  await pool(seekers, 4, async (seeker) => {
    await seeker.user.signUpAsApplicant({ first: 'Scale', last: 'Seeker', email: seeker.email, password: 'Scale-seeker-1' });
    // The CV (a small PDF of their own) goes in through one instance and is read back from the
    // other, directly: both must see the same bucket.
    const cv = Buffer.from(`%PDF-1.4\n% CV of ${seeker.email}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
    const form = new FormData();
    form.append('file_upload', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await seeker.user.expect(201, 'POST', '/api/upload/file', { form });
    const { path: cvPath, url, name, size, contentType } = uploaded.json();
    seeker.cvFile = { path: cvPath, name, size, contentType };
    const other = instances.find((instance) => instance.name !== uploaded.instance);
    const direct = new HttpUser(`http://127.0.0.1:${other.port}`);
    direct.cookies = seeker.user.cookies;
    const readBack = await direct.request('GET', url);
    cvReadBack.push({ ok: readBack.status === 200 && readBack.bytes.equals(cv), detail: `${cvPath}: put via ${uploaded.instance}, ${readBack.status} from ${other.name}` });
  });
  const openJobs = await sql(
    `SELECT id FROM jobs WHERE status = 'ACTIVE' AND approved_at IS NOT NULL AND (expiration_date IS NULL OR expiration_date > now())
       AND receive_applicants = 'platform' ORDER BY id`,
  );
  const perSeeker = Math.min(APPLICATIONS_PER_SEEKER, openJobs.length);
  const applications = [];
  seekers.forEach((seeker, i) => {
    for (let k = 0; k < perSeeker; k += 1) applications.push({ seeker, jobId: openJobs[(i * perSeeker + k) % openJobs.length].id });
  });
  // Jobs waiting for an admin's approval: each approval makes a job live, so due subscriptions get a digest.
  const pendingJobs = await sql(`SELECT id FROM jobs WHERE status IN ('DRAFT', 'PENDING_PAYMENT', 'PENDING_COMPANY_APPROVAL') ORDER BY id`);
  const admin = new HttpUser(site);
  await admin.expect(200, 'POST', '/api/users/sign-in', { json: DEMO_ADMIN });
  say(`${applications.length} applications to ${openJobs.length} open jobs; ${pendingJobs.length} pending jobs for the admin to approve`);

  // errors: answers users saw that were not what they asked for; failedAfterRetry: still failing when sent again.
  const outcome = { acknowledged: 0, conflicts: 0, keyRetries: 0, errors: [], userRetries: 0, failedAfterRetry: [], subscribed: [], approved: 0, approvalErrors: [] };
  const answeredBeforeKill = { ...proxy.stats.answered };
  const failedBefore = proxy.stats.failed + proxy.stats.cutOff;
  const victim = instances[1];
  let killedAt = null;
  let restartedAt = null;
  let killedTime = null;
  let answeredAtRestart = 0;
  let restartFailed = false;
  let restartedTime = null;
  let done = 0;

  // Thirds: the first with both instances up, the second while one is down, the last after it is
  // back (the stream waits for it), each application a moment after the last on its worker.
  const applyAll = pool(applications, 3, async ({ seeker, jobId }) => {
    while (done >= (applications.length * 2) / 3 && !restartedAt && !restartFailed) await sleep(50);
    await sleep(60);
    try {
      const key = randomUUID();
      const apply = () =>
        seeker.user.request('POST', `/api/jobs/${jobId}/apply`, {
          json: { message: 'Applying during the scale test.', cvFile: seeker.cvFile },
          headers: { 'idempotency-key': key },
        });
      let answer = await apply();
      // 409 with Retry-After: the key's first attempt is still claimed (its instance may have died
      // mid-request; the claim is taken as lost after a minute). A client waits and sends it again.
      for (let waited = 0; answer.status === 409 && answer.retryAfter && waited < 90_000; waited += Number(answer.retryAfter) * 1000) {
        outcome.keyRetries += 1;
        await sleep(Number(answer.retryAfter) * 1000);
        answer = await apply();
      }
      if (answer.status === 201) outcome.acknowledged += 1;
      else if (answer.status === 409) outcome.conflicts += 1;
      else outcome.errors.push(`apply ${jobId}: ${answer.status} ${answer.text.slice(0, 120)}`);
    } catch (error) {
      outcome.errors.push(`apply ${jobId}: ${error.message}`);
    }
    done += 1;
  });

  // The instance dies a third of the way in and comes back at two thirds.
  const killer = (async () => {
    try {
      while (done < applications.length / 3) await sleep(20);
      say(`SIGKILL ${victim.name} (pid ${victim.child.pid}) after ${done} of ${applications.length} applications`);
      victim.child.kill('SIGKILL');
      killedAt = elapsed();
      killedTime = new Date();
      while (done < (applications.length * 2) / 3) await sleep(20);
      say(`restarting ${victim.name} after ${done} applications`);
      await startInstance(victim);
      // Back for users once the proxy's health check has seen it.
      await waitFor(`the proxy taking ${victim.name} back`, async () => proxy.backends.find((backend) => backend.name === victim.name).up, 10_000);
      restartedAt = elapsed();
      restartedTime = new Date();
      answeredAtRestart = proxy.stats.answered[victim.name];
      say(`${victim.name} is back`);
    } catch (error) {
      restartFailed = true;
      throw error;
    }
  })();

  // Digest waves: a few new subscribers, then the admin approves one pending job (a new job for them).
  let streaming = true;
  let approvalsTried = 0;
  let wave = 0;
  const approveNext = async () => {
    const job = pendingJobs[approvalsTried];
    approvalsTried += 1;
    if (!job) return false;
    const approve = () => admin.request('POST', `/api/jobs/${job.id}/transitions`, { json: { action: 'approve' } }).catch((error) => ({ status: 0, text: error.message }));
    let answer = await approve();
    if (answer.status >= 500 || answer.status === 0) {
      // As with subscribing: the admin sees the error and approves again; 409 then means the first went through.
      outcome.errors.push(`approve ${job.id}: ${answer.status} ${answer.text.slice(0, 120)}`);
      outcome.userRetries += 1;
      answer = await approve();
      if (answer.status === 409 && (await sql(`SELECT status FROM jobs WHERE id = $1`, [job.id]))[0]?.status === 'ACTIVE') answer = { ...answer, status: 200 };
      if (answer.status !== 200) {
        outcome.failedAfterRetry.push(`approve ${job.id}: ${answer.status} ${answer.text.slice(0, 120)}`);
        return true;
      }
    }
    if (answer.status === 200) outcome.approved += 1;
    else outcome.approvalErrors.push(`approve ${job.id}: ${answer.status} ${answer.text.slice(0, 160)}`);
    return true;
  };
  const digestWaves = (async () => {
    while (streaming) {
      wave += 1;
      for (let i = 0; i < 3; i += 1) {
        const email = `scale-digest-${runId}-${wave}-${i}@example.com`;
        const visitor = new HttpUser(site);
        const subscribe = () => visitor.request('POST', '/api/digest', { json: { email, frequency: 'daily' } }).catch((error) => ({ status: 0, text: error.message }));
        let answer = await subscribe();
        if (answer.status >= 500 || answer.status === 0) {
          // The proxy may not repeat a POST without an Idempotency-Key that broke mid-way: the
          // visitor sees the error and sends the form again (the same 202 if the first went through).
          outcome.errors.push(`subscribe ${email}: ${answer.status} ${answer.text.slice(0, 120)}`);
          outcome.userRetries += 1;
          answer = await subscribe();
        }
        // Double opt-in: the visitor opens the confirmation mail's link (read from the outbox).
        if (answer.status === 202) {
          const [mail] = await sql(`SELECT text_body FROM outbox_mails WHERE lower(to_address) = $1 AND template = 'digest-confirm' ORDER BY created_at DESC LIMIT 1`, [email]);
          const confirmKey = /confirmKey=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
          const confirm = () => visitor.request('POST', '/api/digest/confirm', { json: { confirmKey } }).catch((error) => ({ status: 0, text: error.message }));
          answer = await confirm();
          if (answer.status >= 500 || answer.status === 0) {
            outcome.errors.push(`confirm ${email}: ${answer.status} ${answer.text.slice(0, 120)}`);
            outcome.userRetries += 1;
            answer = await confirm();
            // The first went through: the key is used up, and the subscription is confirmed.
            if (answer.status === 400 && (await sql(`SELECT confirmed_at FROM digest_subscriptions WHERE lower(email) = $1`, [email]))[0]?.confirmed_at) answer = { ...answer, status: 200 };
          }
        }
        if (answer.status === 200) outcome.subscribed.push(email);
        else outcome.failedAfterRetry.push(`subscribe ${email}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
      if (!(await approveNext())) break;
      await sleep(700);
    }
  })();

  await applyAll;
  await killer;
  streaming = false;
  await digestWaves;
  // One more new job after the last subscribers, so every subscriber has one to be told about.
  await approveNext();
  const answeredInStream = Object.fromEntries(instances.map(({ name }) => [name, proxy.stats.answered[name] - answeredBeforeKill[name]]));
  const answeredAfterRestart = proxy.stats.answered[victim.name] - answeredAtRestart;

  // Every subscriber should get exactly one digest: wait for the schedulers (both instances) to send them.
  const digestCounts = async () =>
    sql(
      `SELECT lower(to_address) AS email, count(*)::int AS n FROM outbox_mails WHERE template = 'job-digest' GROUP BY lower(to_address)`,
    );
  const subscribed = new Set(outcome.subscribed.map((email) => email.toLowerCase()));
  await waitFor('the digests', async () => (await digestCounts()).filter((row) => subscribed.has(row.email)).length >= subscribed.size, 30_000).catch(() => {});
  const digestRows = await digestCounts();
  const ourDigests = digestRows.filter((row) => subscribed.has(row.email));
  const digestsSent = ourDigests.reduce((sum, row) => sum + row.n, 0);
  const digestsWhileDown = Number(
    (await sql(`SELECT count(*) AS n FROM outbox_mails WHERE template = 'job-digest' AND created_at BETWEEN $1 AND $2`, [killedTime, restartedTime]))[0].n,
  );
  const duplicates = digestRows.filter((row) => row.n > 1);

  const stored = Number(
    (
      await sql(
        `SELECT count(*) AS n FROM applications a JOIN applicant_profiles p ON p.id = a.applicant_id JOIN users u ON u.id = p.user_id
          WHERE u.email LIKE $1`,
        [`scale-seeker-${runId}-%`],
      )
    )[0].n,
  );
  const storedWithCv = Number(
    (
      await sql(
        `SELECT count(*) AS n FROM applications a JOIN applicant_profiles p ON p.id = a.applicant_id JOIN users u ON u.id = p.user_id
          WHERE u.email LIKE $1 AND a.cv_file->>'path' IS NOT NULL`,
        [`scale-seeker-${runId}-%`],
      )
    )[0].n,
  );

  // Files: every upload the database knows (the seed's, the stories', the CVs above) is in the
  // bucket, and neither instance wrote one to its local folder.
  const uploadRows = await sql(
    `SELECT up.path, up.user_id IS NULL AS seeded, coalesce(u.email LIKE $1, false) AS kill_phase FROM uploads up LEFT JOIN users u ON u.id = up.user_id`,
    [`scale-seeker-${runId}-%`],
  );
  const bucketKeys = new Set(await s3.list());
  const inBucket = (rows) => ({ total: rows.length, found: rows.filter((row) => bucketKeys.has(row.path)).length });
  const files = {
    seed: inBucket(uploadRows.filter((row) => row.seeded)),
    stories: inBucket(uploadRows.filter((row) => !row.seeded && !row.kill_phase)),
    cvs: inBucket(uploadRows.filter((row) => row.kill_phase)),
  };
  const renderings = [...bucketKeys].filter((key) => key.startsWith('.image-cache/')).length;
  const localFiles = instances.map(({ name, dataDir }) => {
    const folder = path.join(dataDir, 'uploads');
    const count = existsSync(folder) ? readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;
    return { name, count };
  });
  const cvsReadBack = cvReadBack.filter((entry) => entry.ok).length;

  // Scheduled work: scheduled_runs (migration 0033) has one row per task and period; its owner
  // is host:pid:tag, so the pid says which instance (and which life of the killed one) ran it.
  // The instances log a takeover of a dead instance's claim, and a lease lost while running
  // (another instance took over a live run: that period would have run twice at once).
  const lives = instances.flatMap((instance) => instance.lives);
  const lifeOf = (owner) => lives.find((life) => life.pid === Number(String(owner).split(':').at(-2)));
  const labelOf = (owner) => lifeOf(owner)?.label ?? owner;
  const runRows = await sql(
    `SELECT task, period_start, owner, attempts, finished_at IS NOT NULL AS finished, error IS NOT NULL AS failed FROM scheduled_runs ORDER BY task, period_start`,
  );
  const periodsTwice = (await sql(`SELECT task, period_start FROM scheduled_runs GROUP BY task, period_start HAVING count(*) > 1`)).length;
  const logEvents = lives.flatMap((life) =>
    life.child.output.split('\n').flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        const entry = JSON.parse(line);
        return /scheduled run/.test(entry.msg ?? '') ? [{ ...entry, by: life.label }] : [];
      } catch {
        return [];
      }
    }),
  );
  const takeoverEvents = logEvents.filter((entry) => /^took over/.test(entry.msg));
  const lostLeases = logEvents.filter((entry) => /^lost the lease/.test(entry.msg));
  const killedLife = victim.lives[0];
  const takeoversOfLive = takeoverEvents.filter((entry) => lifeOf(entry.previousOwner) !== killedLife);
  const takenOverRows = runRows.filter((row) => row.attempts > 1);
  const runsByTask = new Map();
  for (const row of runRows) {
    const byTask = runsByTask.get(row.task) ?? { runs: new Map(), takenOver: 0, failed: 0, unfinished: 0 };
    const label = labelOf(row.owner);
    byTask.runs.set(label, (byTask.runs.get(label) ?? 0) + 1);
    if (row.attempts > 1) byTask.takenOver += 1;
    if (row.failed) byTask.failed += 1;
    if (!row.finished) byTask.unfinished += 1;
    runsByTask.set(row.task, byTask);
  }

  const proxyFailures = proxy.stats.failed + proxy.stats.cutOff - failedBefore;
  const userErrors = outcome.errors.length + outcome.approvalErrors.length;

  check(
    'applications acknowledged = stored, each with its CV',
    outcome.acknowledged === stored && outcome.acknowledged === applications.length && storedWithCv === stored,
    `${applications.length} sent, ${outcome.acknowledged} acknowledged (201), ${stored} stored (${storedWithCv} with a CV), ${outcome.conflicts} answered 409`,
  );
  // The one request a user may see fail: a POST without an Idempotency-Key in flight on the killed
  // instance (the proxy cannot know whether it ran), which works when sent again.
  check(
    'errors seen by users during the kill: none beyond one request sent again',
    userErrors <= 1 && outcome.failedAfterRetry.length === 0,
    `${userErrors} seen (${proxyFailures} answered by the proxy itself), ${outcome.userRetries} sent again, ${outcome.failedAfterRetry.length} still failing`,
  );
  check('digests sent = expected, none twice', digestsSent === subscribed.size && duplicates.length === 0, `${subscribed.size} expected, ${digestsSent} sent, ${duplicates.length} addresses with two or more`);
  check(`${victim.name} served again after its restart`, answeredAfterRestart > 0, `${answeredAfterRestart} answers after it was back`);
  check('both instances served', instances.every(({ name }) => proxy.stats.answered[name] > 0), instances.map(({ name }) => `${name} ${proxy.stats.answered[name]}`).join(', '));
  check('no shell or remote files were asked of the API', proxy.stats.assetRequests === 0, `${proxy.stats.assetRequests} asked through the proxy`);
  check(
    'every stored file is in the bucket',
    Object.values(files).every(({ total, found }) => found === total) && files.seed.total > 0 && files.cvs.total === seekerCount,
    `seed ${files.seed.found}/${files.seed.total}, stories ${files.stories.found}/${files.stories.total}, kill-phase CVs ${files.cvs.found}/${files.cvs.total}`,
  );
  check('no file in the instances\' local uploads folders', localFiles.every(({ count }) => count === 0), localFiles.map(({ name, count }) => `${name} ${count}`).join(', '));
  check(
    'a CV uploaded through one instance is read from the other',
    cvsReadBack === seekerCount,
    `${cvsReadBack} of ${seekerCount} byte for byte${cvReadBack.find((entry) => !entry.ok) ? `; first failure ${cvReadBack.find((entry) => !entry.ok).detail}` : ''}`,
  );
  check(
    'scheduled work: no (task, period) ran twice',
    runRows.length > 0 && periodsTwice === 0 && takeoversOfLive.length === 0 && lostLeases.length === 0,
    `${runRows.length} runs of ${runsByTask.size} tasks; ${periodsTwice} periods claimed twice; ${takeoverEvents.length} taken over (${takenOverRows.length} rows with attempts > 1), ${takeoversOfLive.length} of them from a live instance; ${lostLeases.length} leases lost while running`,
  );

  // 10. What it saw.
  const rows = [
    ['requests answered, stories', instances.map(({ name }) => `${name} ${storiesAnswered[name]}`).join(', ')],
    ['requests answered, kill phase', instances.map(({ name }) => `${name} ${answeredInStream[name]}`).join(', ')],
    ['requests answered, all', instances.map(({ name }) => `${name} ${proxy.stats.answered[name]}`).join(', ')],
    ['killed / back', `${victim.name} SIGKILLed at ${killedAt}, answering again at ${restartedAt} (${answeredAfterRestart} answers after)`],
    ['retried requests (proxy)', String(proxy.stats.retried)],
    ['errors seen by users (kill phase)', `${userErrors} (${outcome.userRetries} sent again by the user, ${outcome.failedAfterRetry.length} failing again)`],
    ['applications acknowledged / stored', `${outcome.acknowledged} / ${stored} (of ${applications.length}, ${outcome.conflicts} answered 409; ${outcome.keyRetries} sent again after 409 + Retry-After)`],
    ['digest subscribers / jobs approved', `${subscribed.size} / ${outcome.approved}`],
    ['digests expected / sent / twice', `${subscribed.size} / ${digestsSent} / ${duplicates.length} (${digestsWhileDown} sent while ${victim.name} was down)`],
    ['stories', `${stories.passed} passed, ${stories.failed} failed (${stories.seconds} s)`],
    ['files in the bucket', `${bucketKeys.size} objects: seed ${files.seed.found}/${files.seed.total}, stories' uploads ${files.stories.found}/${files.stories.total}, kill-phase CVs ${files.cvs.found}/${files.cvs.total}, ${renderings} image renderings`],
    ['files in local uploads folders', localFiles.map(({ name, count }) => `${name} ${count}`).join(', ')],
    ['CVs read back from the other instance', `${cvsReadBack} / ${seekerCount}`],
    ...[...runsByTask].map(([task, { runs, takenOver, failed, unfinished }]) => [
      `scheduled runs: ${task}`,
      // Every process is named, with 0 when it ran none (the earliest ticker in a period claims it).
      `${[...lives.map(({ label }) => label), ...[...runs.keys()].filter((label) => !lives.some((life) => life.label === label))]
        .map((label) => `${label} ${runs.get(label) ?? 0}`)
        .join(', ')}; ${takenOver} taken over, ${failed} failed, ${unfinished} unfinished`,
    ]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('\n=== test:scale: what it saw');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  if (proxy.stats.events.length) {
    console.log('  proxy events:');
    for (const event of proxy.stats.events.slice(0, 20)) console.log(`    ${event}`);
  }
  for (const error of [...outcome.errors, ...outcome.approvalErrors, ...outcome.failedAfterRetry].slice(0, 20)) console.log(`  user error: ${error}`);
  for (const entry of [...takeoverEvents, ...lostLeases]) {
    console.log(`  scheduled run: ${entry.by} ${entry.msg.split(' (')[0]}: ${entry.task} period ${entry.periodStart}, attempt ${entry.attempt}${entry.previousOwner ? `, from ${labelOf(entry.previousOwner)}` : ''}`);
  }
  return report(elapsed());
}

runCommand({ name: 'test:scale', workDir, keepVariable: 'SCALE_KEEP', main, cleanUp });
