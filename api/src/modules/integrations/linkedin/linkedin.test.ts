import type { App } from '../../../app-type';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { Browser, formAction, popupMessage, signInBrowser, startApp } from '../../../test/oauth-browser';
import { tokenHash } from '../../../security/tokens';
import { atsAccessToken } from '../ats/ats';
import { devAccountClaims } from './dev-provider';

/**
 * Walks a popup like a person up to the provider's redirect to our callback: start, log in at the
 * provider, consent. Answers the callback URL without visiting it, so a test can deliver it as
 * it likes (in another browser, twice, altered).
 */
async function walkToCallback(browser: Browser, startUrl: string, login: string): Promise<string> {
  const start = await browser.follow(startUrl);
  const loginPage = await start.response.text();
  expect(loginPage).toContain('name="login"');
  const consent = await browser.follow(formAction(loginPage, start.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
  });
  const consentPage = await consent.response.text();
  let url = formAction(consentPage, consent.url);
  let response = await browser.go(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'consent' }),
  });
  for (let hops = 0; hops < 10; hops += 1) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`No redirect from ${url} (${response.status})`);
    url = new URL(location, url).toString();
    if (url.includes('/api/linkedin/callback') || url.includes('/api/ats/callback')) return url;
    response = await browser.go(url);
  }
  throw new Error('The provider never redirected to a callback');
}

/** The callback page and what it posts to the opener. */
async function deliver(browser: Browser, url: string) {
  const page = await (await browser.go(url)).text();
  return { page, message: popupMessage(page) };
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
    await createAccount(db(), { email: 'alan.turing@example.com', firstName: 'Alan', lastName: 'Turing' });
    await createAccount(db(), { email: 'squatted@example.com', firstName: 'Squatter' });
    await db().query("UPDATE users SET is_email_verified = false WHERE email = 'squatted@example.com'");
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId: manager });
  });

  afterAll(async () => {
    await app.close();
    await closedApp.close();
  });

  const start = (intent: 'sign-in' | 'sign-up' = 'sign-in', base = origin) => `${base}/api/linkedin/start?intent=${intent}`;
  const me = async (browser: Browser, base = origin) => browser.go(`${base}/api/users/me`);
  const linkedSub = async (email: string) =>
    (await db().one<{ linkedin_sub: string | null }>('SELECT linkedin_sub FROM users WHERE lower(email) = lower($1)', [email])).linkedin_sub;

  it('signs the person in on the callback itself and tells the opener only the outcome: no token reaches the browser', async () => {
    const browser = new Browser();
    const { page, message } = await deliver(browser, await walkToCallback(browser, start(), 'grace.hopper@example.com'));
    expect(message).toEqual({ source: 'nordhub-linkedin', outcome: 'signed-in', message: 'You are signed in with LinkedIn. You can close this window.' });
    expect(page).not.toMatch(/access_?token|id_?token|accessToken|eyJ/i);
    // The popup shares the opener's cookies: the page is signed in now.
    const response = await me(browser);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'grace.hopper@example.com' });
    // Both addresses are verified (the provider's and ours), so the identity is linked at once.
    expect(await linkedSub('grace.hopper@example.com')).toBe('grace.hopper@example.com');
  });

  it('has no endpoint that signs in with a token the browser sends, even one the provider issued (to another client)', async () => {
    // A real access token of the dev provider, issued to the applicant-tracking client.
    const manager = new Browser();
    await signInBrowser(manager, origin, 'manager@example.com', testPassword);
    const { message } = await deliver(manager, await walkToCallback(manager, `${origin}/api/companies/fjord-labs/ats/start`, 'recruiter@example.com'));
    expect(message).toEqual({ source: 'nordhub-ats', connected: true });
    const company = await db().one<{ id: string }>("SELECT id FROM companies WHERE key = 'fjord-labs'");
    const accessToken = await atsAccessToken(db(), undefined, company.id);
    expect(accessToken).toEqual(expect.any(String));

    const guest = new Browser();
    await guest.go(`${origin}/api/health`);
    const response = await guest.go(`${origin}/api/users/authorize-with-linkedin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': guest.cookie(new URL(origin).host, 'XSRF-TOKEN') ?? '' },
      body: JSON.stringify({ accessToken, allowRegistration: true }),
    });
    expect(response.status).toBe(404);
    expect((await me(guest)).status).toBe(403);
  });

  it('refuses a code the provider issued to another client (the applicant-tracking one) at the sign-in callback', async () => {
    const manager = new Browser();
    await signInBrowser(manager, origin, 'manager@example.com', testPassword);
    const atsCallback = new URL(await walkToCallback(manager, `${origin}/api/companies/fjord-labs/ats/start`, 'alan.turing@example.com'));

    const victim = new Browser();
    const ownCallback = new URL(await walkToCallback(victim, start(), 'alan.turing@example.com'));
    // The sign-in flow's own state, with the other client's code.
    ownCallback.searchParams.set('code', atsCallback.searchParams.get('code') ?? '');
    const { message } = await deliver(victim, ownCallback.toString());
    expect(message).toEqual({ source: 'nordhub-linkedin', error: 'failed', description: 'LinkedIn could not sign you in. Please try again.' });
    expect((await me(victim)).status).toBe(403);
  });

  it('refuses a callback in a browser that did not start the flow, a forged state, a tampered code and a replayed callback', async () => {
    const expired = { source: 'nordhub-linkedin', error: 'failed', description: 'This LinkedIn sign-in link has expired. Please start again.' };
    const refused = { source: 'nordhub-linkedin', error: 'failed', description: 'LinkedIn could not sign you in. Please try again.' };

    // Another browser (no flow cookie): the attacker's callback URL does not sign anyone in there.
    const starter = new Browser();
    const stolen = await walkToCallback(starter, start(), 'alan.turing@example.com');
    const other = new Browser();
    expect((await deliver(other, stolen)).message).toEqual(expired);
    expect((await me(other)).status).toBe(403);

    const forged = new Browser();
    const forgedUrl = new URL(await walkToCallback(forged, start(), 'alan.turing@example.com'));
    forgedUrl.searchParams.set('state', 'forged');
    expect((await deliver(forged, forgedUrl.toString())).message).toEqual(expired);
    expect((await me(forged)).status).toBe(403);

    const tampered = new Browser();
    const tamperedUrl = new URL(await walkToCallback(tampered, start(), 'alan.turing@example.com'));
    tamperedUrl.searchParams.set('code', `${tamperedUrl.searchParams.get('code')}x`);
    expect((await deliver(tampered, tamperedUrl.toString())).message).toEqual(refused);
    expect((await me(tampered)).status).toBe(403);

    const honest = new Browser();
    const callback = await walkToCallback(honest, start(), 'alan.turing@example.com');
    expect((await deliver(honest, callback)).message).toMatchObject({ outcome: 'signed-in' });
    // The flow is used up: the same answer again (say, from the history) finds nothing.
    expect((await deliver(honest, callback)).message).toEqual(expired);
  });

  it('refuses an ID token whose nonce is not the one the flow sent', async () => {
    const browser = new Browser();
    const callback = await walkToCallback(browser, start(), 'alan.turing@example.com');
    const flowId = tokenHash(browser.cookie(new URL(origin).host, 'nordhub.linkedin-flow') ?? '');
    await db().query("UPDATE oauth_flows SET nonce = 'another-nonce' WHERE id = $1", [flowId]);
    expect((await deliver(browser, callback)).message).toEqual({
      source: 'nordhub-linkedin',
      error: 'failed',
      description: 'LinkedIn could not sign you in. Please try again.',
    });
    expect((await me(browser)).status).toBe(403);
  });

  it('never takes over an account whose e-mail is unverified here: its address gets a link, which links and signs in', async () => {
    const attacker = new Browser();
    const { message } = await deliver(attacker, await walkToCallback(attacker, start('sign-up'), 'squatted@example.com'));
    expect(message).toMatchObject({ source: 'nordhub-linkedin', outcome: 'confirm-by-email', message: expect.stringContaining('check your inbox') });
    expect((await me(attacker)).status).toBe(403);
    expect(await linkedSub('squatted@example.com')).toBeNull();

    const [mail] = await mailsTo(db(), 'squatted@example.com');
    expect(mail).toMatchObject({ subject: 'Link LinkedIn to your Nordhub account', template: 'link-linkedin' });
    const link = mail!.links.find((candidate) => candidate.includes('/api/linkedin/link?key='))!;
    // The key is stored only as its hash.
    const key = new URL(link).searchParams.get('key')!;
    expect(await db().maybeOne('SELECT 1 FROM email_tokens WHERE token_hash = $1', [key])).toBeNull();

    // Opening the link changes nothing (a mail scanner may fetch it); pressing its button does.
    const owner = new Browser();
    const confirmation = await owner.go(link);
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain('Link LinkedIn and sign in');
    expect(await linkedSub('squatted@example.com')).toBeNull();
    // As the page's form posts it: an empty urlencoded body, from this site's origin.
    const linked = await owner.go(link, { method: 'POST', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(linked.status).toBe(303);
    expect((await me(owner)).status).toBe(200);
    expect(await linkedSub('squatted@example.com')).toBe('squatted@example.com');
    expect((await db().one<{ is_email_verified: boolean }>("SELECT is_email_verified FROM users WHERE email = 'squatted@example.com'")).is_email_verified).toBe(true);
    // The link works once, and another site cannot press the button.
    const again = await new Browser().go(link, { method: 'POST', headers: { origin } });
    expect({ status: again.status, body: await again.json() }).toMatchObject({ status: 400, body: { code: 'E_INVALID_TOKEN' } });
    expect(await (await new Browser().go(link)).text()).toContain('This link is invalid or has expired.');
    expect((await new Browser().go(link, { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('does not link an identity whose e-mail the provider has not verified, even to a verified account', async () => {
    await createAccount(db(), { email: 'katherine.johnson@example.com', firstName: 'Katherine' });
    const browser = new Browser();
    const { message } = await deliver(browser, await walkToCallback(browser, start(), 'unverified:katherine.johnson@example.com'));
    expect(message).toMatchObject({ outcome: 'confirm-by-email' });
    expect((await me(browser)).status).toBe(403);
    expect(await linkedSub('katherine.johnson@example.com')).toBeNull();
    // Trying again at once sends no second mail.
    const again = new Browser();
    expect((await deliver(again, await walkToCallback(again, start(), 'unverified:katherine.johnson@example.com'))).message).toMatchObject({ outcome: 'confirm-by-email' });
    expect(await mailsTo(db(), 'katherine.johnson@example.com')).toEqual([expect.objectContaining({ template: 'link-linkedin' })]);
  });

  it('answers "no account" from the log-in side, and creates a verified account from the sign-up side', async () => {
    const browser = new Browser();
    const refused = await deliver(browser, await walkToCallback(browser, start('sign-in'), 'new.person@example.com'));
    expect(refused.message).toEqual({ source: 'nordhub-linkedin', outcome: 'no-account', message: 'You do not have an account yet, please signup first.' });
    expect((await me(browser)).status).toBe(403);

    const again = new Browser();
    const created = await deliver(again, await walkToCallback(again, start('sign-up'), 'new.person@example.com'));
    expect(created.message).toMatchObject({ outcome: 'signed-up' });
    expect(await (await me(again)).json()).toMatchObject({ email: 'new.person@example.com', name: { first: 'New', last: 'Person' }, isEmailVerified: true });
  });

  it('never registers anyone while sign-up is disabled', async () => {
    const browser = new Browser();
    const { message } = await deliver(browser, await walkToCallback(browser, start('sign-up', closedOrigin), 'late.comer@example.com'));
    expect(message).toMatchObject({ outcome: 'no-account' });
    expect((await me(browser, closedOrigin)).status).toBe(403);
  });

  it('tells the opener the sign-in was cancelled when the person says no', async () => {
    const { page } = await deliver(new Browser(), `${origin}/api/linkedin/callback?error=user_cancelled_login&state=x`);
    expect(page).toContain('"error":"access_denied"');
    expect(page).toContain('The LinkedIn sign-in was cancelled.');
  });

  it("sends the provider back to the site's own origin with PKCE, state and nonce, never to the one a forged Host header names", async () => {
    // app.inject: fetch would not send a Host header of the test's choosing.
    const response = await app.inject({ url: '/api/linkedin/start', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(302);
    const authorization = new URL(String(response.headers.location));
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${origin}/api/linkedin/callback`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toEqual(expect.any(String));
    expect(authorization.searchParams.get('nonce')).toEqual(expect.any(String));
  });
});

describe('the local provider', () => {
  it('derives a readable name from the login typed on its page, verified unless asked otherwise', () => {
    expect(devAccountClaims('jon.snow')).toMatchObject({ email: 'jon.snow@linkedin.localhost', email_verified: true, given_name: 'Jon', family_name: 'Snow' });
    expect(devAccountClaims('unverified:jon.snow@example.com')).toMatchObject({ email: 'jon.snow@example.com', email_verified: false });
  });
});
