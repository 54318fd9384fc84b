import { atsConnectionSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { loadConfig } from '../../../config';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { Browser, loginAndConsent, popupMessage, signInBrowser, startApp } from '../../../test/oauth-browser';
import { linkedInSetup } from '../linkedin/settings';
import { tokenSecretBox } from '../../../security/secret-box';
import { atsAccessToken, atsSetup, devAtsScope } from './ats';

// The applicant-tracking popup  against the local OpenID provider.
forEachDatabase(({ db }) => {
  let app: App;
  let origin: string;

  beforeAll(async () => {
    ({ app, origin } = await startApp(db()));
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    await createAccount(db(), { email: 'other-manager@example.com' });
    await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId: manager });
  });
  afterAll(() => app.close());

  const signedIn = async (email: string) => {
    const browser = new Browser();
    await signInBrowser(browser, origin, email, testPassword);
    return browser;
  };
  const status = async (browser: Browser) => atsConnectionSchema.parse(await (await browser.go(`${origin}/api/companies/fjord-labs/ats`)).json());

  it('connects a startup with the scopes read jobs and write candidates, the token staying on the server', async () => {
    const manager = await signedIn('manager@example.com');
    expect(await status(manager)).toMatchObject({ configured: true, connected: false });
    const start = await manager.follow(`${origin}/api/companies/fjord-labs/ats/start`);
    const done = await loginAndConsent(manager, start, 'recruiter@example.com');
    expect(done.url).toContain('/api/ats/callback');
    const page = await done.response.text();
    expect(popupMessage(page)).toEqual({ source: 'nordhub-ats', connected: true });
    expect(page).not.toContain('access_token');

    const connected = await status(manager);
    expect(connected).toMatchObject({ configured: true, connected: true, provider: 'Applicant tracking' });
    expect(connected.scope?.split(' ')).toEqual(expect.arrayContaining(['jobs:read', 'candidates:write']));
    // Stored encrypted: the row holds neither the token nor anything a caller could use.
    const stored = await db().one<Record<string, unknown>>('SELECT * FROM company_ats_connections');
    expect(stored).not.toHaveProperty('access_token');
    const company = await db().one<{ id: string }>("SELECT id FROM companies WHERE key = 'fjord-labs'");
    const token = await atsAccessToken(db(), undefined, company.id);
    expect(token?.length).toBeGreaterThan(10);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(String(stored.access_token_encrypted)).toMatch(/^v1\./);
    // Bound to its company: copied to another startup's row it does not open.
    await expect(tokenSecretBox(db(), undefined).then((box) => box.open(String(stored.access_token_encrypted), 'ats:another-company'))).rejects.toThrow();

    // Disconnecting forgets the token.
    const csrf = manager.cookie(new URL(origin).host, 'XSRF-TOKEN') ?? '';
    expect((await manager.go(`${origin}/api/companies/fjord-labs/ats`, { method: 'DELETE', headers: { 'x-xsrf-token': csrf } })).status).toBe(204);
    expect(await status(manager)).toMatchObject({ connected: false });
  });

  it('counts access_denied (the person says no at the provider) as not authorised', async () => {
    const manager = await signedIn('manager@example.com');
    const start = await manager.follow(`${origin}/api/companies/fjord-labs/ats/start`);
    const done = await loginAndConsent(manager, start, 'recruiter@example.com', false);
    expect(done.url).toContain('error=access_denied');
    expect(popupMessage(await done.response.text())).toMatchObject({ source: 'nordhub-ats', error: 'access_denied' });
    expect(await status(manager)).toMatchObject({ connected: false });
  });

  it("refuses another company's manager and guests, in the popup and in the API", async () => {
    const other = await signedIn('other-manager@example.com');
    const start = await other.go(`${origin}/api/companies/fjord-labs/ats/start`);
    expect(popupMessage(await start.text())).toMatchObject({ source: 'nordhub-ats', error: 'failed', description: 'You do not manage this startup' });
    expect((await other.go(`${origin}/api/companies/fjord-labs/ats`)).status).toBe(403);
    expect((await new Browser().go(`${origin}/api/companies/fjord-labs/ats`)).status).toBe(403);
  });

  it('asks the provider with PKCE (S256) and a state, and only the browser that started may finish', async () => {
    const manager = await signedIn('manager@example.com');
    const start = await manager.go(`${origin}/api/companies/fjord-labs/ats/start`);
    expect(start.status).toBe(302);
    const authorization = new URL(String(start.headers.get('location')));
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toEqual(expect.any(String));
    expect(authorization.searchParams.get('state')).toEqual(expect.any(String));
    // The same manager in another browser (no flow cookie) finds no flow to finish.
    const elsewhere = await signedIn('manager@example.com');
    const page = await (await elsewhere.go(`${origin}/api/ats/callback?code=abc&state=${authorization.searchParams.get('state')}`)).text();
    expect(popupMessage(page)).toMatchObject({ error: 'failed', description: 'This connection link has expired. Please start again.' });
  });

  it('refuses a callback whose state is not the one the popup started with', async () => {
    const manager = await signedIn('manager@example.com');
    await manager.go(`${origin}/api/companies/fjord-labs/ats/start`);
    const page = await (await manager.go(`${origin}/api/ats/callback?code=abc&state=forged`)).text();
    expect(popupMessage(page)).toMatchObject({ error: 'failed', description: 'This connection link has expired. Please start again.' });
  });
});

describe('atsSetup', () => {
  const linkedIn = linkedInSetup({ port: 4200, mainHosts: ['localhost'], publicUrl: undefined, linkedInClientId: undefined, linkedInClientSecret: undefined, production: false });

  it('uses the configured provider when all its settings are given', () => {
    const config = loadConfig({
      ATS_NAME: 'Teamtailor',
      ATS_CLIENT_ID: 'id',
      ATS_CLIENT_SECRET: 'secret',
      ATS_AUTHORIZATION_URL: 'https://ats.example/oauth/authorize',
      ATS_TOKEN_URL: 'https://ats.example/oauth/token',
      ATS_CANDIDATES_URL: 'https://ats.example/api/candidates',
    });
    expect(atsSetup(config, linkedIn)).toMatchObject({
      settings: {
        kind: 'oauth',
        name: 'Teamtailor',
        server: { authorizationUrl: 'https://ats.example/oauth/authorize', tokenUrl: 'https://ats.example/oauth/token' },
        loopbackOrigin: null,
        scope: 'jobs:read candidates:write',
        candidatesUrl: 'https://ats.example/api/candidates',
      },
      devClient: null,
    });
  });

  it('falls back to the local provider outside production, and to none in production', () => {
    const setup = atsSetup(loadConfig({}), linkedIn);
    expect(setup).toMatchObject({
      settings: { kind: 'dev', scope: devAtsScope, candidatesUrl: 'http://localhost:4200/dev/ats/candidates', server: { issuer: 'http://localhost:4200/dev/oidc' }, loopbackOrigin: 'http://127.0.0.1:4200' },
      devClient: { redirectUris: ['http://localhost:4200/api/ats/callback'] },
    });
    expect(atsSetup(loadConfig({}), null)).toBeNull();
  });
});
