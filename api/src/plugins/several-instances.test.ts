import { randomUUID } from 'node:crypto';
import type { App } from '../app-type';
import type { Db } from '../db/db';
import { insertJob } from '../modules/jobs/jobs/test/fixtures';
import { createAccount, createCompany, mailsTo, testPassword } from '../test/accounts';
import { accountsTestEnv, TestBrowser } from '../test/browser';
import { forEachDatabase, openTestDatabase, type TestDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { sessionCookieName } from './session';

// Two API instances behind one load balancer: two apps on one database, a browser
// whose requests land on either. Sessions, rate limits and Idempotency-Key records must hold
// across them.
const env = { ...accountsTestEnv, RATE_LIMIT_SIGN_IN: '3' };

const expectLimited = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'E_RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
};

/** Wrong-password sign-ins alternating between the instances until the limit answers. */
async function signInStatuses(browsers: TestBrowser[], email: string, attempts: number) {
  const responses = [];
  for (let i = 0; i < attempts; i += 1) {
    responses.push(await browsers[i % browsers.length]!.post('/api/users/sign-in', { email, password: 'Wrong-pass1' }));
  }
  return responses;
}

forEachDatabase(({ db, connectAgain }) => {
  let a: App;
  let b: App;
  let second: { db: Db; close(): Promise<void> };
  const jobs: Record<string, string> = {};

  beforeAll(async () => {
    second = await connectAgain();
    [a, b] = await Promise.all([buildTestApp(db(), env), buildTestApp(second.db, env)]);
    await createAccount(db(), { email: 'alva@example.com' });
    const applicant = await createAccount(db(), { email: 'sigrid@example.com', firstName: 'Sigrid' });
    await db().query('INSERT INTO applicant_profiles (user_id, linkedin_url) VALUES ($1, $2)', [applicant, 'https://linkedin.example/sigrid']);
    const manager = await createAccount(db(), { email: 'boss@example.com' });
    const company = await createCompany(db(), { key: 'two-instances', managerId: manager });
    jobs.first = await insertJob(db(), { companyId: company, title: 'Platform Engineer' });
    jobs.second = await insertJob(db(), { companyId: company, title: 'Data Engineer' });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await second?.close();
  });

  it('keeps a session signed in on A valid on B, and signing out on B ends it on A', async () => {
    const onA = new TestBrowser(a, '10.1.0.1');
    await onA.signIn('alva@example.com', testPassword);
    const onB = onA.via(b);
    expect((await onB.get('/api/users/me')).json()).toMatchObject({ email: 'alva@example.com' });
    const token = onA.sessionToken!;
    expect((await onB.post('/api/users/sign-out', {})).statusCode).toBeLessThan(300);
    // A replayed cookie is refused on A too: the session row is gone for every instance.
    onA.cookies.set(sessionCookieName, token);
    expect((await onA.get('/api/users/me')).json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
  });

  it('counts sign-in attempts across both instances: the limit of 3 is reached by alternating A and B', async () => {
    const onA = new TestBrowser(a, '10.1.0.2');
    const responses = await signInStatuses([onA, onA.via(b)], 'alva@example.com', 4);
    expect(responses.slice(0, 3).map((response) => response.statusCode)).toEqual([401, 401, 401]);
    expectLimited(responses[3]!);
    // Still limited on A, whose own share was only two attempts.
    expectLimited(await onA.post('/api/users/sign-in', { email: 'alva@example.com', password: testPassword }));
    // Another address has its own counter.
    await new TestBrowser(b, '10.1.0.3').signIn('alva@example.com', testPassword);
  });

  describe('POST /api/jobs/:id/apply with an Idempotency-Key', () => {
    let onA: TestBrowser;
    let onB: TestBrowser;
    beforeAll(async () => {
      onA = new TestBrowser(a, '10.1.0.4');
      await onA.signIn('sigrid@example.com', testPassword);
      onB = onA.via(b);
    });
    const applications = async (jobId: string) =>
      (await db().one<{ count: number }>('SELECT count(*)::int AS count FROM applications WHERE job_id = $1', [jobId])).count;

    it('answers a retry on the other instance with the first 201 and stores one application', async () => {
      const key = randomUUID();
      const body = { message: 'Hej from Sigrid' };
      const first = await onA.post(`/api/jobs/${jobs.first}/apply`, body, { headers: { 'idempotency-key': key } });
      expect(first.statusCode).toBe(201);
      const retry = await onB.post(`/api/jobs/${jobs.first}/apply`, body, { headers: { 'idempotency-key': key } });
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await applications(jobs.first!)).toBe(1);
      // The work was done once: one receipt to the applicant.
      expect((await mailsTo(db(), 'sigrid@example.com')).length).toBe(1);
      // Without the key the API says what it always said: already applied.
      expect((await onB.post(`/api/jobs/${jobs.first}/apply`, body)).statusCode).toBe(409);
    });

    it('refuses the same key with another body or another job (422 naming the header)', async () => {
      const key = randomUUID();
      expect((await onB.post(`/api/jobs/${jobs.second}/apply`, { message: 'First' }, { headers: { 'idempotency-key': key } })).statusCode).toBe(201);
      for (const [jobId, body] of [
        [jobs.second, { message: 'Changed' }],
        [jobs.first, { message: 'First' }],
      ] as const) {
        const other = await onA.post(`/api/jobs/${jobId}/apply`, body, { headers: { 'idempotency-key': key } });
        expect(other.statusCode).toBe(422);
        expect(other.json()).toMatchObject({ code: 'E_VALIDATION', fields: [{ path: 'Idempotency-Key' }] });
      }
      expect(await applications(jobs.second!)).toBe(1);
    });

    it('answers 409 with Retry-After while the first request runs, and runs again once a record expired or its request was lost', async () => {
      const { id: userId } = await db().one<{ id: string }>(`SELECT id FROM users WHERE email = 'sigrid@example.com'`);
      // A record as the plugin writes it: the request hash is SHA-256 of method, URL and body.
      const record = async (key: string, body: object, columns: string) => {
        await db().query(
          `INSERT INTO idempotency_records (scope, route, key, request_hash, status, body, created_at, expires_at)
           SELECT $1, 'POST /api/jobs/:id/apply', $2, encode(sha256(convert_to($3, 'UTF8')), 'hex'), ${columns}`,
          [`user:${userId}`, key, `POST /api/jobs/${jobs.second}/apply\n${JSON.stringify(body)}`],
        );
      };
      const body = { message: 'Pending' };
      const pending = randomUUID();
      await record(pending, body, `NULL, NULL, now(), now() + interval '1 day'`);
      const busy = await onB.post(`/api/jobs/${jobs.second}/apply`, body, { headers: { 'idempotency-key': pending } });
      expect(busy.statusCode).toBe(409);
      expect(busy.headers['retry-after']).toBe('1');
      // A first attempt unanswered for minutes died with its instance: the retry runs (here: already applied).
      const lost = randomUUID();
      await record(lost, body, `NULL, NULL, now() - interval '5 minutes', now() + interval '1 day'`);
      expect((await onB.post(`/api/jobs/${jobs.second}/apply`, body, { headers: { 'idempotency-key': lost } })).json()).toMatchObject({ code: 'E_CONFLICT', message: 'You have already applied to this job' });
      // An expired record answers nothing any more.
      const expired = randomUUID();
      await record(expired, body, `201, '{"stale":true}', now() - interval '2 days', now() - interval '1 day'`);
      expect((await onA.post(`/api/jobs/${jobs.second}/apply`, body, { headers: { 'idempotency-key': expired } })).json()).not.toEqual({ stale: true });
    });

    it('refuses a key that is not 1 to 255 visible characters (400 naming the header)', async () => {
      const response = await onA.post(`/api/jobs/${jobs.second}/apply`, {}, { headers: { 'idempotency-key': 'x'.repeat(256) } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: [{ path: 'Idempotency-Key' }] });
    });

    it('keeps keys per user: the same key from another user is that user’s own request', async () => {
      const other = await createAccount(db(), { email: 'oskar@example.com' });
      await db().query('INSERT INTO applicant_profiles (user_id, linkedin_url) VALUES ($1, $2)', [other, 'https://linkedin.example/oskar']);
      const key = randomUUID();
      expect((await onA.post(`/api/jobs/${jobs.first}/apply`, {}, { headers: { 'idempotency-key': key } })).statusCode).toBe(409);
      const oskar = new TestBrowser(b, '10.1.0.5');
      await oskar.signIn('oskar@example.com', testPassword);
      expect((await oskar.post(`/api/jobs/${jobs.first}/apply`, {}, { headers: { 'idempotency-key': key } })).statusCode).toBe(201);
    });
  });
});

// With REDIS_URL the counters live in Redis instead; the same alternating attempts must add up.
const redisUrl = process.env.NORDHUB_TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;
describeRedis(redisUrl ? 'rate limits in Redis (REDIS_URL)' : `rate limits in Redis (skipped: ${process.env.NORDHUB_TEST_REDIS_SKIP ?? 'not probed'})`, () => {
  // One database kind is enough here: the database only proves it was not used.
  let database: TestDatabase | undefined;
  let a: App;
  let b: App;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const redisEnv = { ...env, REDIS_URL: redisUrl ?? '' };
    [a, b] = await Promise.all([buildTestApp(database.db, redisEnv), buildTestApp(database.db, redisEnv)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.dispose();
  });

  it('counts sign-in attempts of A and B together in Redis, not in PostgreSQL', async () => {
    // A fresh e-mail per run: the counters outlive the test in Redis for a minute.
    const email = `redis-${randomUUID().slice(0, 12)}@example.com`;
    const onA = new TestBrowser(a, '10.2.0.1');
    const responses = await signInStatuses([onA, onA.via(b)], email, 4);
    expect(responses.slice(0, 3).map((response) => response.statusCode)).toEqual([401, 401, 401]);
    expectLimited(responses[3]!);
    expect((await database!.db.one<{ count: number }>('SELECT count(*)::int AS count FROM rate_limit_hits')).count).toBe(0);
  });
});
