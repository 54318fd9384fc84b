// The API stage of `npm run bench` (targets in docs/performance.md): latency (p50, p95, p99) and
// requests per second of the product's busiest reads and of applying, each beside `/api/health`
// (the same server's ceiling in the same run), with autocannon on loopback against the built server
// on a seeded database.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { HttpUser } from './harness.mjs';

/** The three typical searches of the issue, a job, the startups list; apply is added once signed in. */
const READS = [
  { name: 'health (ceiling)', path: '/api/health' },
  { name: 'search: text', path: '/api/v2/jobs?search=developer' },
  { name: 'search: country and category', path: '/api/v2/jobs?country=DK&categoryGroup=development' },
  { name: 'search: remote and text', path: '/api/v2/jobs?remote=true&search=designer' },
  { name: 'job', path: '/api/jobs/single/{id}' },
  { name: 'startups', path: '/api/companies' },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/**
 * A new job seeker, signed up as an applicant for this run (so no earlier run's applications get in
 * the way), with the cookies and CSRF header autocannon's requests carry.
 */
async function newApplicant(baseUrl) {
  const user = new HttpUser(baseUrl);
  await user.signUpAsApplicant({ first: 'Bench', last: 'Applicant', email: `bench-${Date.now().toString(36)}@example.com`, password: 'Bench-applicant-1' });
  return { cookie: [...user.cookies].map(([name, value]) => `${name}=${value}`).join('; '), csrf: user.cookies.get('XSRF-TOKEN') };
}

/** Open jobs that take applications on Nordhub (the others answer 409 with their own link), one per request. */
async function openJobIds(baseUrl, count) {
  const ids = [];
  for (let page = 1; ids.length < count; page += 1) {
    const answer = await fetch(`${baseUrl}/api/v2/jobs?sort=newest&page=${page}&pageSize=100`);
    const { docs } = await answer.json();
    if (!docs?.length) break;
    ids.push(...docs.filter((job) => job.receiveApplicants === 'platform').map((job) => job.id));
  }
  return ids;
}

/** One autocannon run; latencies are taken from every response, so p95 is exact. */
function load(baseUrl, { duration, connections, request }) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration, connections, ...request, url: `${baseUrl}${request.path ?? ''}` }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        requests: latencies.length,
        rps: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        non2xx: result.non2xx,
        // Which answers were not 2xx (e.g. { 409: 3 }), so a failing endpoint says why.
        statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => [code, count])),
        errors: result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * Runs every endpoint for `duration` seconds with `connections` at once against `baseUrl`; resolves
 * with one row per endpoint (ms and requests per second; `ofCeiling` is its throughput over health's).
 */
export async function benchApi({ baseUrl, duration = Number(process.env.BENCH_API_SECONDS ?? 10), connections = 16, log = console.log }) {
  const { docs } = await (await fetch(`${baseUrl}/api/v2/jobs?sort=newest&pageSize=1`)).json();
  const jobId = docs[0].id;
  const rows = [];
  for (const { name, path } of READS) {
    const row = await load(baseUrl, { duration, connections, request: { path: path.replace('{id}', jobId) } });
    rows.push({ endpoint: name, ...row });
    log(`  ${name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms`);
  }
  // Each application goes to another open job (one application per job and applicant).
  const session = await newApplicant(baseUrl);
  const jobs = await openJobIds(baseUrl, 5_000);
  let next = 0;
  const row = await load(baseUrl, {
    duration,
    connections,
    request: {
      method: 'POST',
      path: '/api/jobs/apply',
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/api/jobs/${jobs[next++ % jobs.length]}/apply`,
            headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.csrf, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ message: 'Benchmark application' }),
          }),
        },
      ],
    },
  });
  rows.push({ endpoint: 'apply', ...row });
  log(`  apply: ${row.rps.toFixed(0)} req/s, p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, non-2xx ${JSON.stringify(row.statusCodes)}`);
  const ceiling = rows[0].rps;
  return rows.map((row) => ({ ...row, ofCeiling: row.rps / ceiling }));
}
