import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import { accountsTestEnv, TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';

// The five limits of issue 10 (docs/security.md, "Rate limits and the audit log"), each set to one
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
