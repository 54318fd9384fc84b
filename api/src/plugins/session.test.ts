import type { App } from '../app-type';
import { createAccount, testPassword } from '../test/accounts';
import { TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { csrfCookieName } from '@nordhub/contracts';
import { sessionCookieName } from './session';

// Session fixation and cookie flags. Sign-out, and the end of every other session on
// a password reset or change, are proven in modules/accounts/users/users.test.ts.
forEachDatabase(({ db }) => {
  let app: App;
  let production: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { RATE_LIMIT_SIGN_IN: '100' });
    production = await buildTestApp(db(), { NODE_ENV: 'production', RATE_LIMIT_SIGN_IN: '100' });
    await createAccount(db(), { email: 'victim@example.com', firstName: 'Vera' });
    await createAccount(db(), { email: 'attacker@example.com', firstName: 'Mallory' });
  });
  afterAll(async () => {
    await app.close();
    await production.close();
  });

  const whoIs = async (token: string) => {
    const response = await app.inject({ url: '/api/users/me', cookies: { [sessionCookieName]: token } });
    return response.statusCode === 200 ? (response.json() as { email: string }).email : response.statusCode;
  };

  it('gives a new session id on sign-in: a cookie planted before it is not the one after, and stops working', async () => {
    // The attacker's own valid session, planted in the victim's browser (e.g. through a sibling subdomain).
    const attacker = new TestBrowser(app);
    await attacker.signIn('attacker@example.com', testPassword);
    const planted = attacker.sessionToken as string;

    const victim = new TestBrowser(app);
    victim.cookies.set(sessionCookieName, planted);
    await victim.signIn('victim@example.com', testPassword);

    expect(victim.sessionToken).toBeTruthy();
    expect(victim.sessionToken).not.toBe(planted);
    expect(await whoIs(victim.sessionToken as string)).toBe('victim@example.com');
    // The planted id neither became the victim's session nor still opens the attacker's.
    expect(await whoIs(planted)).toBe(403);
  });

  it('does not adopt a made-up session id either', async () => {
    const browser = new TestBrowser(app);
    browser.cookies.set(sessionCookieName, 'chosen-by-the-attacker');
    await browser.signIn('victim@example.com', testPassword);
    expect(browser.sessionToken).not.toBe('chosen-by-the-attacker');
    expect(await whoIs('chosen-by-the-attacker')).toBe(403);
  });

  it('sets the session cookie httpOnly and SameSite=Lax, the CSRF cookie readable; Secure in production', async () => {
    for (const [server, secure] of [
      [app, false],
      [production, true],
    ] as const) {
      const browser = new TestBrowser(server);
      const first = await browser.get('/api/health');
      const csrf = first.cookies.find((cookie) => cookie.name === csrfCookieName);
      expect(csrf).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(Boolean(csrf?.httpOnly)).toBe(false);
      expect(Boolean(csrf?.secure)).toBe(secure);

      const signIn = await browser.signIn('victim@example.com', testPassword);
      const session = signIn.cookies.find((cookie) => cookie.name === sessionCookieName);
      expect(session).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });
      expect(Boolean(session?.secure)).toBe(secure);
    }
  });
});
