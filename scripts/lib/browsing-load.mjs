// Virtual job seekers browsing the built server as people do (`npm run test:resilience` and the
// bench's signed-in stage): each has an address of their own (X-Forwarded-For, the server trusting
// its proxy as behind a load balancer), so the per-IP limits stay as in production.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { HttpUser, pool, sleep } from './harness.mjs';

export const SEEKER_PASSWORD = 'Resilience-1';
// How many jobs one user applies to at most during a load: people apply to a few, not to all.
const APPLICATIONS_PER_USER = 4;
const SEARCH_TERMS = ['', 'engineer', 'developer', 'design', 'sales', 'marketing', 'data', 'product', 'react', 'finance', 'stockholm', 'remote'];

let addressCounter = 0;
/** A user with an address of their own (10.x.y.z), as many people behind one load balancer. */
export function newUser(baseUrl) {
  addressCounter += 1;
  const address = `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  return new HttpUser(baseUrl, { 'x-forwarded-for': address });
}

/** A new job seeker behind their own address, signed up as an applicant. */
export const signUpApplicant = (baseUrl, email) =>
  newUser(baseUrl).signUpAsApplicant({ first: 'Load', last: 'Tester', email, password: SEEKER_PASSWORD });

/**
 * `count` job seekers signed up (robot check, applicant profile) with a CV uploaded, 8 at a time:
 * `{ email, address, cvFile }` each. Their sessions are dropped; the load signs them in again.
 */
export async function prepareSeekers(baseUrl, count, emailPrefix) {
  const seekers = Array.from({ length: count }, (_, i) => ({ email: `${emailPrefix}-${i}@example.com` }));
  await pool(seekers, 8, async (seeker) => {
    const session = await signUpApplicant(baseUrl, seeker.email);
    seeker.address = session.headers['x-forwarded-for'];
    const cv = Buffer.from(`%PDF-1.4\n% CV of ${seeker.email}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
    const form = new FormData();
    form.append('file_upload', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
    const { path: cvPath, name, size, contentType } = (await session.expect(201, 'POST', '/api/upload/file', { form })).json();
    seeker.cvFile = { path: cvPath, name, size, contentType };
  });
  return seekers;
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Count, per second, p50, p95, p99 and max of each kind of request, and of all of them (`all` first). */
export function latencyRows(latencies, seconds) {
  const row = (request, list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      request,
      count: sorted.length,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    };
  };
  return [row('all', Object.values(latencies).flat()), ...Object.entries(latencies).map(([kind, list]) => row(kind, list))];
}

/** How often a client tries again after a 429 with Retry-After, as the sign-in form's user would. */
const MAX_RETRIES = 5;

/**
 * A recorder of timed requests: `timed(kind, expected, user, method, url, options)` answers null on
 * an error. A 429 with Retry-After is back-pressure, not an error: the client tries again after the
 * time it names, as the product's sign-in does (counted in `deferred`). `latencies` has each
 * request's own time, the answers that said "come back later" included; `untilAnswered` has, per
 * kind, the time from the first try to the final answer of each request that was deferred or not.
 */
export function recorder(kinds) {
  const perKind = () => Object.fromEntries(kinds.map((kind) => [kind, []]));
  const state = { latencies: perKind(), untilAnswered: perKind(), errors: [], requests: 0, deferred: 0 };
  const timed = async (kind, expected, user, method, url, options) => {
    state.requests += 1;
    let answer;
    const started = performance.now();
    try {
      for (let tries = 0; ; tries += 1) {
        const sent = performance.now();
        answer = await user.request(method, url, options);
        state.latencies[kind].push(performance.now() - sent);
        if (answer.status !== 429 || !answer.retryAfter || tries >= MAX_RETRIES) break;
        state.deferred += 1;
        await sleep(Number(answer.retryAfter) * 1000);
      }
    } catch (error) {
      state.errors.push(`${method} ${url}: ${error.cause?.code ?? error.message}`);
      return null;
    }
    state.untilAnswered[kind].push(performance.now() - started);
    if (answer.status !== expected) {
      state.errors.push(`${method} ${url}: ${answer.status} ${answer.text.slice(0, 160)}`);
      return null;
    }
    return answer;
  };
  return { state, timed };
}

/**
 * The browsing load: every seeker of `seekers` (arriving over the first 5 s) loops until `seconds`
 * have passed: a search (GET /api/v2/jobs), a job page, now and then an application with an
 * Idempotency-Key (signed in only), the startup list, and a moment to read. `signedIn` signs each in
 * first (timed as signIn); without it they browse as guests. Resolves with the latencies by kind,
 * the errors, the request count, the acknowledged (201) applications and the seconds it took.
 */
export async function browsingLoad({ baseUrl, seekers, seconds, signedIn }) {
  const { state, timed } = recorder(signedIn ? ['search', 'job', 'companies', 'signIn', 'apply'] : ['search', 'job', 'companies']);
  const acknowledged = [];
  const deadline = Date.now() + seconds * 1000;
  const rampMs = Math.min(5_000, seconds * 100);
  const started = Date.now();
  await Promise.all(
    seekers.map(async (seeker, i) => {
      // Arrivals spread over the first seconds, as people do not all press Enter at once.
      await sleep((rampMs * i) / seekers.length);
      const user = new HttpUser(baseUrl, { 'x-forwarded-for': seeker.address });
      if (signedIn && !(await timed('signIn', 200, user, 'POST', '/api/users/sign-in', { json: { email: seeker.email, password: SEEKER_PASSWORD } }))) return;
      const applied = new Set();
      let loop = 0;
      while (Date.now() < deadline) {
        loop += 1;
        const term = SEARCH_TERMS[(i + loop) % SEARCH_TERMS.length];
        const page = 1 + ((i + loop) % 3);
        const query = new URLSearchParams({ ...(term ? { search: term } : {}), page: String(page) });
        const search = await timed('search', 200, user, 'GET', `/api/v2/jobs?${query}`);
        if (Date.now() >= deadline) break;
        const docs = search ? search.json().docs : [];
        const pick = docs[(i * 7 + loop) % Math.max(1, docs.length)];
        if (pick) {
          const jobPage = await timed('job', 200, user, 'GET', `/api/jobs/single/${pick.id}`);
          const job = jobPage?.json();
          // Now and then the user applies, as the job page's form does (CV and message, one key per submit).
          if (signedIn && job && job.receiveApplicants === 'platform' && !applied.has(job.id) && applied.size < APPLICATIONS_PER_USER && (i + loop) % 3 === 0 && Date.now() < deadline) {
            applied.add(job.id);
            const answer = await timed('apply', 201, user, 'POST', `/api/jobs/${job.id}/apply`, {
              json: { message: 'I would love to join your team.', cvFile: seeker.cvFile },
              headers: { 'idempotency-key': randomUUID() },
            });
            if (answer) acknowledged.push({ email: seeker.email, jobId: job.id, id: answer.json().id });
          }
        }
        if (Date.now() >= deadline) break;
        await timed('companies', 200, user, 'GET', `/api/companies?page=${1 + (loop % 2)}`);
        // A moment to read the page.
        await sleep(100 + ((i * 13 + loop * 29) % 200));
      }
    }),
  );
  return { ...state, acknowledged, seconds: (Date.now() - started) / 1000 };
}

/** The open jobs that take applications on Nordhub (the others answer 409 with their own link), newest first. */
async function platformJobIds(baseUrl) {
  const ids = [];
  for (let page = 1; ; page += 1) {
    const { docs } = await (await fetch(`${baseUrl}/api/v2/jobs?sort=newest&page=${page}&pageSize=100`)).json();
    if (!docs?.length) return ids;
    ids.push(...docs.filter((job) => job.receiveApplicants === 'platform').map((job) => job.id));
  }
}

/**
 * Applications as fast as the server takes them: the first `connections` seekers (signed in first,
 * untimed) each apply in a loop to the next open job that takes applications on Nordhub, as the job
 * page's form does (message, their CV, a new Idempotency-Key), for `seconds`. `applied` holds the
 * `${email} ${jobId}` pairs to skip (applied before). The server's per-user limit on applying must
 * be raised for this (RATE_LIMIT_APPLY), or it measures the 429s. Resolves as steadyReads does.
 */
export async function applyThroughput({ baseUrl, seekers, seconds, connections = 16, applied = new Set() }) {
  const jobIds = await platformJobIds(baseUrl);
  const { state, timed } = recorder(['apply']);
  const applicants = [];
  for (const seeker of seekers.slice(0, connections)) {
    const user = new HttpUser(baseUrl, { 'x-forwarded-for': seeker.address });
    await user.expect(200, 'POST', '/api/users/sign-in', { json: { email: seeker.email, password: SEEKER_PASSWORD } });
    applicants.push({ user, seeker });
  }
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    applicants.map(async ({ user, seeker }) => {
      for (const jobId of jobIds) {
        if (Date.now() >= deadline) break;
        if (applied.has(`${seeker.email} ${jobId}`)) continue;
        await timed('apply', 201, user, 'POST', `/api/jobs/${jobId}/apply`, {
          json: { message: 'I would love to join your team.', cvFile: seeker.cvFile },
          headers: { 'idempotency-key': randomUUID() },
        });
      }
    }),
  );
  return { ...state, seconds: (Date.now() - started) / 1000 };
}

/**
 * `connections` loops asking `path` for `seconds` (the server's ceiling when `path` is
 * /api/health): the latencies, errors and request count, as browsingLoad gives them.
 */
export async function steadyReads({ baseUrl, path, seconds, connections = 16 }) {
  const { state, timed } = recorder(['read']);
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const user = newUser(baseUrl);
      while (Date.now() < deadline) await timed('read', 200, user, 'GET', path);
    }),
  );
  return { ...state, seconds: (Date.now() - started) / 1000 };
}

/**
 * A burst of sign-ins: every seeker of `burst` signs in at the same moment while the `searchers`
 * (signed in before) search in a loop, first `quietSeconds` without the burst, then through it.
 * The burst is sent from a worker thread (sign-in-burst-worker.mjs), as 200 people send it from
 * their own machines: sent from the searchers' event loop, the searchers' timings held the
 * generator's own work of opening 200 connections and reading their answers. Resolves with the
 * searches' latencies without and during the burst, the sign-ins', and errors.
 */
export async function signInBurst({ baseUrl, burst, searchers, quietSeconds = 10 }) {
  const { state, timed } = recorder(['quiet', 'during', 'signIn']);
  const searching = [];
  for (const seeker of searchers) {
    const user = new HttpUser(baseUrl, { 'x-forwarded-for': seeker.address });
    await user.expect(200, 'POST', '/api/users/sign-in', { json: { email: seeker.email, password: SEEKER_PASSWORD } });
    searching.push(user);
  }
  let phase = 'quiet';
  let stop = false;
  const loops = searching.map(async (user, i) => {
    for (let loop = 0; !stop; loop += 1) {
      const term = SEARCH_TERMS[(i + loop) % SEARCH_TERMS.length];
      await timed(phase, 200, user, 'GET', `/api/v2/jobs?${new URLSearchParams({ ...(term ? { search: term } : {}), page: String(1 + (loop % 3)) })}`);
      await sleep(50);
    }
  });
  await sleep(quietSeconds * 1000);
  phase = 'during';
  const started = Date.now();
  const worker = new Worker(new URL('./sign-in-burst-worker.mjs', import.meta.url), {
    workerData: { baseUrl, burst: burst.map(({ email, address }) => ({ email, address })) },
  });
  try {
    const signIns = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The sign-in burst's worker exited with ${code} before it answered`)));
    });
    state.latencies.signIn.push(...signIns.latencies.signIn);
    state.untilAnswered.signIn.push(...signIns.untilAnswered.signIn);
    state.errors.push(...signIns.errors);
    state.requests += signIns.requests;
    state.deferred += signIns.deferred;
  } finally {
    await worker.terminate();
  }
  const burstSeconds = (Date.now() - started) / 1000;
  stop = true;
  await Promise.all(loops);
  return { ...state, burstSeconds };
}
