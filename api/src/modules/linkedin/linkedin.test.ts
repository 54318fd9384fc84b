import type { App } from '../../app';
import { createAccount } from '../../test/accounts';
import { TestBrowser } from '../../test/browser';
import { forEachDatabase } from '../../test/databases';
import { Browser, formAction, startApp } from '../../test/oauth-browser';
import { devAccountClaims, devProviderPath } from './dev-provider';
import { fetchIdentity, LinkedInError, type LinkedInSettings } from './linkedin-client';

/** Walks the popup like a person: start, log in at the provider, consent; returns the callback page. */
async function popupSignIn(origin: string, login: string) {
  const browser = new Browser();
  const start = await browser.follow(`${origin}/api/linkedin/start`);
  const loginPage = await start.response.text();
  expect(loginPage).toContain('name="login"');
  const consent = await browser.follow(formAction(loginPage, start.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
  });
  const consentPage = await consent.response.text();
  const done = await browser.follow(formAction(consentPage, consent.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'consent' }),
  });
  expect(done.url).toContain('/api/linkedin/callback');
  const page = await done.response.text();
  return JSON.parse(/var message = (\{.*\});/.exec(page)![1]!) as { accessToken: string; expiresAt: number };
}

forEachDatabase(({ db }) => {
  let app: App;
  let origin: string;
  let closedApp: App;
  let closedOrigin: string;

  beforeAll(async () => {
    ({ app, origin } = await startApp(db()));
    ({ app: closedApp, origin: closedOrigin } = await startApp(db(), { DISABLE_SIGN_UP: 'true' }));
    await createAccount(db(), { email: 'grace.hopper@example.com', firstName: 'Grace', lastName: 'Hopper' });
  });

  afterAll(async () => {
    await app.close();
    await closedApp.close();
  });

  const settingsOf = (base: string): LinkedInSettings => ({
    kind: 'dev',
    clientId: 'unused',
    clientSecret: 'unused',
    authorizationUrl: `${base}${devProviderPath}/auth`,
    tokenUrl: `${base}${devProviderPath}/token`,
    userInfoUrl: `${base}${devProviderPath}/me`,
    scope: 'openid profile email',
  });

  it('the popup hands the page an access token that names the person who logged in at the provider', async () => {
    const message = await popupSignIn(origin, 'ada.lovelace@example.com');
    expect(message.expiresAt).toBeGreaterThan(Date.now());
    await expect(fetchIdentity(settingsOf(origin), message.accessToken)).resolves.toEqual({
      sub: 'ada.lovelace@example.com',
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('signs in the existing account with the same e-mail and links it', async () => {
    const { accessToken } = await popupSignIn(origin, 'grace.hopper@example.com');
    const browser = new TestBrowser(app);
    const response = await browser.post('/api/users/authorize-with-linkedin', { accessToken, allowRegistration: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ found: true, created: false, user: { email: 'grace.hopper@example.com' } });
    expect((await browser.get('/api/users/me')).statusCode).toBe(200);
    const linked = await db().one<{ linkedin_sub: string }>("SELECT linkedin_sub FROM users WHERE email = 'grace.hopper@example.com'");
    expect(linked.linkedin_sub).toBe('grace.hopper@example.com');
  });

  it('answers "no account" without registration, and creates a verified account when allowed', async () => {
    const { accessToken } = await popupSignIn(origin, 'new.person@example.com');
    const browser = new TestBrowser(app);
    const refused = await browser.post('/api/users/authorize-with-linkedin', { accessToken, allowRegistration: false });
    expect(refused.json()).toEqual({ user: null, found: false, created: false });
    expect((await browser.get('/api/users/me')).statusCode).toBe(403);

    const created = await browser.post('/api/users/authorize-with-linkedin', { accessToken, allowRegistration: true });
    expect(created.json()).toMatchObject({
      found: false,
      created: true,
      user: { email: 'new.person@example.com', name: { first: 'New', last: 'Person' }, isEmailVerified: true },
    });
    expect((await browser.get('/api/users/me')).statusCode).toBe(200);
  });

  it('never registers anyone while sign-up is disabled', async () => {
    const { accessToken } = await popupSignIn(closedOrigin, 'late.comer@example.com');
    const browser = new TestBrowser(closedApp);
    const response = await browser.post('/api/users/authorize-with-linkedin', { accessToken, allowRegistration: true });
    expect(response.json()).toEqual({ user: null, found: false, created: false });
  });

  it('refuses a token the provider does not know with a clear 401', async () => {
    const browser = new TestBrowser(app);
    const response = await browser.post('/api/users/authorize-with-linkedin', { accessToken: 'forged', allowRegistration: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('LinkedIn did not accept the sign-in. Please try again.');
    await expect(fetchIdentity(settingsOf(origin), 'forged')).rejects.toEqual(expect.any(LinkedInError));
  });

  it('tells the opener the sign-in was cancelled when the person says no', async () => {
    const { response } = await new Browser().follow(`${origin}/api/linkedin/callback?error=user_cancelled_login&state=x`);
    const page = await response.text();
    expect(page).toContain('"error":"access_denied"');
    expect(page).toContain('The LinkedIn sign-in was cancelled.');
  });

  it("sends the provider back to the site's own origin, never to the one a forged Host header names", async () => {
    const start = await app.inject({ url: '/api/linkedin/start', headers: { host: 'evil.example' } });
    expect(start.statusCode).toBe(302);
    const redirectUri = new URL(String(start.headers.location)).searchParams.get('redirect_uri');
    expect(redirectUri).toBe(`${origin}/api/linkedin/callback`);
  });

  it('refuses a callback whose state does not match the one the popup started with', async () => {
    const browser = new Browser();
    await browser.go(`${origin}/api/linkedin/start`);
    const { response } = await browser.follow(`${origin}/api/linkedin/callback?code=abc&state=forged`);
    expect(await response.text()).toContain('This LinkedIn sign-in link has expired. Please start again.');
  });
});

describe('the local provider', () => {
  it('derives a readable name from the login typed on its page', () => {
    expect(devAccountClaims('jon.snow')).toMatchObject({ email: 'jon.snow@linkedin.localhost', given_name: 'Jon', family_name: 'Snow' });
  });
});
