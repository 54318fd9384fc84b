import { auditLogEntrySchema, type AuditEvent } from '@nordhub/contracts';
import { Writable } from 'node:stream';
import * as z from 'zod';
import type { App } from '../../../app-type';
import { csrfCookieName } from '@nordhub/contracts';
import { sessionCookieName } from '../../../plugins/session';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { insertJob, statedPay } from '../../jobs/jobs/test/fixtures';

// The audit log of security events, written by real requests, and no secret in any log line or
// audit row: the app logs (at info, every request) into a captured stream.
forEachDatabase(({ db }) => {
  let app: App;
  const lines: string[] = [];
  const secrets = new Set<string>();
  const email = 'audit-user@example.com';
  const wrongPassword = 'Wrong-guess-42';
  const changedPassword = 'Changed-pass-7';
  const resetPassword = 'Reset-pass-8';
  let userId: string;

  /** A browser whose cookie values (session, CSRF) are noted as secrets after every request. */
  const watched = (browser: TestBrowser) => {
    const request = browser.request.bind(browser);
    browser.request = async (...args) => {
      const response = await request(...args);
      for (const name of [sessionCookieName, csrfCookieName]) {
        const value = browser.cookies.get(name);
        if (value) secrets.add(value);
      }
      return response;
    };
    return browser;
  };

  const auditRows = async (event?: AuditEvent) =>
    db().query<{ event: string; user_id: string | null; email: string | null; ip: string | null; method: string | null; route: string | null; detail: Record<string, unknown> }>(
      `SELECT event, user_id, email, ip, method, route, detail FROM audit_log WHERE ($1::text IS NULL OR event = $1) ORDER BY at, id`,
      [event ?? null],
    );

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildTestApp(db(), accountsTestEnv, undefined, undefined, { logger: { level: 'info', stream } });
    await app.ready();
    userId = await createAccount(db(), { email });
    await createAccount(db(), { email: 'audit-admin@example.com', isAdmin: true });
    for (const password of [testPassword, wrongPassword, changedPassword, resetPassword]) secrets.add(password);
  });
  afterAll(async () => {
    await app.close();
  });

  it('records a failed sign-in with the address tried, and a sign-in with the user, IP and route', async () => {
    const browser = watched(new TestBrowser(app, '198.51.100.7'));
    expect((await browser.post('/api/users/sign-in', { email, password: wrongPassword })).statusCode).toBe(401);
    await browser.signIn(email, testPassword);

    expect(await auditRows('sign-in-failed')).toEqual([
      { event: 'sign-in-failed', user_id: null, email, ip: '198.51.100.7', method: 'POST', route: '/api/users/sign-in', detail: { code: 'E_INVALID_CREDENTIALS' } },
    ]);
    expect(await auditRows('sign-in')).toEqual([
      { event: 'sign-in', user_id: userId, email: null, ip: '198.51.100.7', method: 'POST', route: '/api/users/sign-in', detail: {} },
    ]);
  });

  it('records a password change, a reset request and the reset (which signs in)', async () => {
    const browser = watched(new TestBrowser(app, '198.51.100.8'));
    await browser.signIn(email, testPassword);
    expect((await browser.put('/api/users/me', { currentPassword: testPassword, newPassword: changedPassword })).statusCode).toBe(200);

    const stranger = watched(new TestBrowser(app, '198.51.100.9'));
    expect((await stranger.post('/api/users/forgot-password', { email })).statusCode).toBe(200);
    const link = (await mailsTo(db(), email)).flatMap((mail) => mail.links).find((candidate) => candidate.includes('resetKey='));
    const resetKey = new URL(link ?? 'http://x/').searchParams.get('resetKey') ?? '';
    expect(resetKey).not.toBe('');
    secrets.add(resetKey);
    expect((await stranger.post('/api/users/reset-password', { resetKey, password: resetPassword })).statusCode).toBe(200);

    expect((await auditRows('password-changed')).map((row) => [row.user_id, row.ip, row.route])).toEqual([[userId, '198.51.100.8', '/api/users/me']]);
    expect((await auditRows('password-reset-requested')).map((row) => [row.user_id, row.email, row.route])).toEqual([[null, email, '/api/users/forgot-password']]);
    expect((await auditRows('password-reset')).map((row) => [row.user_id, row.ip, row.route])).toEqual([[userId, '198.51.100.9', '/api/users/reset-password']]);
    // The reset link signed the stranger's browser in: a sign-in on that route.
    expect((await auditRows('sign-in')).map((row) => row.route)).toContain('/api/users/reset-password');
  });

  it('records refusals: a guest at a signed-in route, a user at an admin route, a forged request', async () => {
    const guest = watched(new TestBrowser(app, '203.0.113.5'));
    expect((await guest.get('/api/users/me')).statusCode).toBe(403);
    const user = watched(new TestBrowser(app, '203.0.113.6'));
    await user.signIn(email, resetPassword);
    expect((await user.get('/api/audit-log')).statusCode).toBe(403);
    expect((await user.put('/api/users/me', { uiFeatures: [] }, { csrf: false })).statusCode).toBe(403);

    const refusals = (await auditRows('permission-refused')).map((row) => [row.user_id, row.ip, row.method, row.route, row.detail.code]);
    expect(refusals).toEqual([
      [null, '203.0.113.5', 'GET', '/api/users/me', 'E_NOT_SIGNED_IN'],
      [userId, '203.0.113.6', 'GET', '/api/audit-log', 'E_FORBIDDEN'],
      [userId, '203.0.113.6', 'PUT', '/api/users/me', 'E_CSRF'],
    ]);
  });

  it('records a payment confirmation once, with the job and price but not the checkout id or signature', async () => {
    const managerId = await createAccount(db(), { email: 'audit-manager@example.com' });
    const companyId = await createCompany(db(), { key: 'audit-startup', managerId });
    const jobId = await insertJob(db(), { ...statedPay, companyId, title: 'Audit Engineer', status: 'PENDING_PAYMENT', approvedAt: null });
    // A loopback address of its own: the local checkout answers this machine only (plugins/dev-tools.ts).
    const manager = watched(new TestBrowser(app, '127.0.0.10'));
    await manager.signIn('audit-manager@example.com', testPassword);
    const checkout = await manager.get(`/api/jobs/${jobId}/checkout?product=post&cancel_url=%2Fclient`);
    expect(checkout.statusCode).toBe(303);
    const paymentId = String(checkout.headers.location).split('/').pop() ?? '';
    const pay = await manager.post(`/api/payments/local/${paymentId}/pay`);
    const callback = new URL(String(pay.headers.location), 'http://localhost');
    secrets.add(paymentId);
    secrets.add(callback.searchParams.get('signature') ?? 'missing signature');
    expect((await manager.get(`${callback.pathname}${callback.search}`)).statusCode).toBe(303);
    // A second confirmation changes nothing, so it is not audited again.
    expect((await manager.get(`${callback.pathname}${callback.search}`)).statusCode).toBe(303);

    const rows = await auditRows('payment-confirmed');
    expect(rows).toEqual([
      { event: 'payment-confirmed', user_id: managerId, email: null, ip: null, method: null, route: null, detail: expect.objectContaining({ jobId, product: 'post', provider: 'local' }) },
    ]);
  });

  it('shows admins the log, newest first and by event', async () => {
    const admin = watched(new TestBrowser(app, '192.0.2.20'));
    await admin.signIn('audit-admin@example.com', testPassword);
    const all = z.array(auditLogEntrySchema).parse((await admin.get('/api/audit-log')).json());
    expect(new Set(all.map((entry) => entry.event))).toEqual(
      new Set(['sign-in', 'sign-in-failed', 'password-changed', 'password-reset-requested', 'password-reset', 'permission-refused', 'payment-confirmed']),
    );
    expect(all.map((entry) => entry.at)).toEqual([...all.map((entry) => entry.at)].sort().reverse());
    const failed = z.array(auditLogEntrySchema).parse((await admin.get('/api/audit-log?event=sign-in-failed')).json());
    expect(failed.map((entry) => entry.email)).toEqual([email]);
  });

  it('keeps every password, session cookie, CSRF token, reset key and payment secret out of the logs and the audit rows', async () => {
    // The requests above were logged: the capture is real.
    expect(lines.some((line) => line.includes('/api/users/sign-in'))).toBe(true);
    expect(lines.some((line) => line.includes('/api/payments/local/callback?'))).toBe(true);
    const rows = JSON.stringify(await auditRows());
    const leaks = [...secrets].flatMap((secret) => [
      ...lines.filter((line) => line.includes(secret)).map((line) => `log line holds ${secret.slice(0, 6)}…: ${line.slice(0, 200)}`),
      ...(rows.includes(secret) ? [`an audit row holds ${secret.slice(0, 6)}…`] : []),
    ]);
    expect(secrets.size).toBeGreaterThan(8);
    expect(leaks).toEqual([]);
  });
});
