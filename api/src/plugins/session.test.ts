import type { App } from '../app-type';
import { createAccount, testPassword } from '../test/accounts';
import { TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { csrfCookieName } from '@nordhub/contracts';
import { SessionCache, sessionCookieName } from './session';

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

// The session cache (decision 031): what this instance ends, it forgets at once; what it looked up,
// it trusts for SESSION_CACHE_TTL_MS without asking the database.
forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { RATE_LIMIT_SIGN_IN: '100', SESSION_CACHE_TTL_MS: '60000' });
    await createAccount(db(), { email: 'cached@example.com', firstName: 'Cato' });
  });
  afterAll(async () => {
    await app.close();
  });
  const me = (browser: TestBrowser) => browser.get('/api/users/me').then((response) => response.statusCode);

  it('trusts a session it looked up without asking again, and forgets it at once when it signs out here', async () => {
    const browser = new TestBrowser(app);
    await browser.signIn('cached@example.com', testPassword);
    const token = browser.sessionToken as string;
    expect(await me(browser)).toBe(200);
    // Another instance ending it (the row gone) shows here only after the TTL: this request is served from memory.
    const [row] = await db().query<{ id: string; user_id: string; expires_at: Date; user_agent: string | null }>('SELECT id, user_id, expires_at, user_agent FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)', ['cached@example.com']);
    await db().query('DELETE FROM sessions WHERE id = $1', [row?.id]);
    expect(await me(browser)).toBe(200);
    await db().query('INSERT INTO sessions (id, user_id, expires_at, user_agent) VALUES ($1, $2, $3, $4)', [row?.id, row?.user_id, row?.expires_at, row?.user_agent]);

    expect((await browser.post('/api/users/sign-out', {})).statusCode).toBe(204);
    const replayed = new TestBrowser(app);
    replayed.cookies.set(sessionCookieName, token);
    expect(await me(replayed)).toBe(403);
  });

  it('forgets the other sessions of an account at once when its password changes here', async () => {
    const browser = new TestBrowser(app);
    await browser.signIn('cached@example.com', testPassword);
    const other = new TestBrowser(app);
    await other.signIn('cached@example.com', testPassword);
    expect(await me(other)).toBe(200);
    expect((await browser.put('/api/users/me', { currentPassword: testPassword, newPassword: 'Changed-pass2' })).statusCode).toBe(200);
    expect(await me(other)).toBe(403);
    expect(await me(browser)).toBe(200);
    await browser.put('/api/users/me', { currentPassword: 'Changed-pass2', newPassword: testPassword });
  });

  it('forgets the session a new sign-in replaces in the same browser', async () => {
    const browser = new TestBrowser(app);
    await browser.signIn('cached@example.com', testPassword);
    const first = browser.sessionToken as string;
    expect(await me(browser)).toBe(200);
    await browser.signIn('cached@example.com', testPassword);
    const old = new TestBrowser(app);
    old.cookies.set(sessionCookieName, first);
    expect(await me(old)).toBe(403);
  });
});

describe('SessionCache', () => {
  const user = (sessionId: string, userId = 'u1') => ({ sessionId, userId, isAdmin: false });

  it('keeps a session for its TTL, never past the session\'s own expiry', () => {
    const cache = new SessionCache(5_000);
    cache.set(user('a'), new Date(1_000_000 + 60_000), cache.generation, 1_000_000);
    cache.set(user('b'), new Date(1_000_000 + 2_000), cache.generation, 1_000_000);
    expect(cache.get('a', 1_004_999)).toMatchObject({ sessionId: 'a' });
    expect(cache.get('a', 1_005_000)).toBeNull();
    expect(cache.get('b', 1_001_999)).toMatchObject({ sessionId: 'b' });
    expect(cache.get('b', 1_002_000)).toBeNull();
  });

  it('does not keep a session whose lookup began before a session was forgotten (it may have been that one)', () => {
    const cache = new SessionCache(5_000);
    const later = new Date(Date.now() + 60_000);
    const lookedUpAt = cache.generation;
    cache.forget('a');
    cache.set(user('a'), later, lookedUpAt);
    expect(cache.get('a')).toBeNull();
    cache.set(user('a'), later, cache.generation);
    expect(cache.get('a')).toMatchObject({ sessionId: 'a' });
  });

  it('forgets one session, or every session of a user but the one kept, and nothing with a TTL of 0', () => {
    const cache = new SessionCache(5_000);
    const later = new Date(Date.now() + 60_000);
    for (const [id, owner] of [['a', 'u1'], ['b', 'u1'], ['c', 'u1'], ['d', 'u2']] as const) cache.set(user(id, owner), later);
    cache.forget('a');
    expect(cache.get('a')).toBeNull();
    cache.forgetUser('u1', 'b');
    expect([cache.get('b')?.sessionId, cache.get('c'), cache.get('d')?.sessionId]).toEqual(['b', null, 'd']);
    const off = new SessionCache(0);
    off.set(user('x'), later);
    expect(off.get('x')).toBeNull();
  });

  it('holds at most maxEntries sessions, the least recently used going first', () => {
    const cache = new SessionCache(5_000, 2);
    const later = new Date(Date.now() + 60_000);
    cache.set(user('a'), later);
    cache.set(user('b'), later);
    cache.get('a');
    cache.set(user('c'), later);
    expect([cache.get('a')?.sessionId, cache.get('b'), cache.get('c')?.sessionId]).toEqual(['a', null, 'c']);
    expect(cache.size).toBe(2);
  });
});
