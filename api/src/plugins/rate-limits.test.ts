import { randomUUID } from 'node:crypto';
import type { App } from '../app-type';
import { accountsTestEnv, TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';

// The five rate limits (docs/security.md, "Rate limits and the audit log"), each set to one
// attempt a minute: the second attempt is 429 E_RATE_LIMITED with a Retry-After in seconds.
const limited: { route: string; url: string; body: object; first: number }[] = [
  { route: 'sign-in', url: '/api/users/sign-in', body: { email: 'nobody@example.com', password: 'Wrong-pass1' }, first: 401 },
  {
    route: 'sign-up',
    url: '/api/users/sign-up',
    body: { name: { first: 'Rate', last: 'Limit' }, email: 'rate-limit@example.com', password: 'Secret-pass1', reCaptchaResponse: 'not-solved' },
    first: 400,
  },
  { route: 'forgot-password', url: '/api/users/forgot-password', body: { email: 'nobody@example.com' }, first: 200 },
  { route: 'contact', url: '/api/contact', body: { name: 'Rate', email: 'rate@example.com', topic: 'OTHER', message: 'Hello from the limit test', reCaptchaResponse: 'not-solved' }, first: 400 },
  { route: 'apply', url: `/api/jobs/${randomUUID()}/apply`, body: { message: 'Hello' }, first: 403 },
];

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), {
      ...accountsTestEnv,
      RATE_LIMIT_SIGN_IN: '1',
      RATE_LIMIT_SIGN_UP: '1',
      RATE_LIMIT_FORGOT_PASSWORD: '1',
      RATE_LIMIT_CONTACT: '1',
      RATE_LIMIT_APPLY: '1',
    });
  });
  afterAll(() => app.close());

  it.each(limited)('$route answers the second attempt in a minute with 429 and Retry-After', async ({ url, body, first }) => {
    const browser = new TestBrowser(app, '192.0.2.44');
    expect((await browser.post(url, body)).statusCode).toBe(first);
    const second = await browser.post(url, body);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'E_RATE_LIMITED' });
    const retryAfter = Number(second.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address has its own count.
    expect((await new TestBrowser(app, '192.0.2.45').post(url, body)).statusCode).toBe(first);
  });
});

forEachDatabase(({ db }) => {
  // Behind one proxy (TRUST_PROXY=1) the client address is the entry that proxy appended, the
  // last one; whatever a client writes before it is not an address of its own.
  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(db(), { ...accountsTestEnv, TRUST_PROXY: '1', RATE_LIMIT_FORGOT_PASSWORD: '1', RATE_LIMIT_SIGN_IN: '1', RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100' });
    });
    afterAll(() => app.close());

    // Every request reaches the app from the proxy's address, with the proxy's X-Forwarded-For.
    const viaProxy = (url: string, payload: object, forwardedFor: string) =>
      new TestBrowser(app, '10.0.0.1').post(url, payload, { headers: { 'x-forwarded-for': forwardedFor } });

    it.each([
      { route: 'forgot-password', url: '/api/users/forgot-password', body: { email: 'proxied@example.com' }, first: 200 },
      { route: 'sign-in', url: '/api/users/sign-in', body: { email: 'proxied@example.com', password: 'Wrong-pass1' }, first: 401 },
    ])('$route: forged X-Forwarded-For entries open no new rate-limit count', async ({ url, body, first }) => {
      const real = url.includes('forgot') ? '198.51.100.7' : '198.51.100.17';
      expect((await viaProxy(url, body, `forged-1, ${real}`)).statusCode).toBe(first);
      for (const forged of ['forged-2', '203.0.113.50', '127.0.0.1, 192.0.2.1']) {
        const again = await viaProxy(url, body, `${forged}, ${real}`);
        expect({ forged, status: again.statusCode }).toEqual({ forged, status: 429 });
      }
      // Another client behind the proxy still has its own count.
      expect((await viaProxy(url, body, url.includes('forgot') ? '198.51.100.8' : '198.51.100.18')).statusCode).toBe(first);
    });
  });

  describe('sign-in per account (RATE_LIMIT_SIGN_IN_PER_ACCOUNT)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(db(), { ...accountsTestEnv, RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3' });
    });
    afterAll(() => app.close());

    it('answers 429 to attempts on one account from many addresses once the account has had its share', async () => {
      const attempt = (address: string, email: string) => new TestBrowser(app, address).post('/api/users/sign-in', { email, password: 'Wrong-pass1' });
      for (const address of ['192.0.2.101', '192.0.2.102', '192.0.2.103']) expect((await attempt(address, 'target@example.com')).statusCode).toBe(401);
      const fourth = await attempt('192.0.2.104', 'target@example.com');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ code: 'E_RATE_LIMITED' });
      const retryAfter = Number(fourth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // The same account spelled in capitals is the same account.
      expect((await attempt('192.0.2.105', ' TARGET@Example.com')).statusCode).toBe(429);
      // Another account, from a new address, is not held up.
      expect((await attempt('192.0.2.106', 'bystander@example.com')).statusCode).toBe(401);
    });
  });
});
