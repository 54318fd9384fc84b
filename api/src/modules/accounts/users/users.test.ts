import { authTexts, userSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, createInvestor, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

const origin = 'http://nordhub.test:4200';
const signUpForm = (email: string, reCaptchaResponse: string) => ({
  name: { first: 'Astrid', last: 'Lund' },
  email,
  password: 'Fjord-walk9',
  reCaptchaResponse,
});
const keyOf = (link: string, parameter: string) => new URL(link).searchParams.get(parameter) as string;

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    // Generous limits here: the rate limits have their own suite below.
    app = await buildTestApp(db(), { ...accountsTestEnv, PUBLIC_URL: origin, RATE_LIMIT_SIGN_UP: '100', RATE_LIMIT_SIGN_IN: '100', RATE_LIMIT_FORGOT_PASSWORD: '100' });
  });
  afterAll(() => app.close());

  describe('sign-up', () => {
    it('creates the account, signs the browser in and mails a verification link that works once', async () => {
      const browser = new TestBrowser(app);
      const response = await browser.post('/api/users/sign-up', signUpForm(' Astrid.Lund@Example.com ', await browser.solveRobotCheck()));
      expect(response.statusCode).toBe(201);
      const user = userSchema.parse(response.json());
      expect(user).toMatchObject({
        fullName: 'Astrid Lund',
        email: 'astrid.lund@example.com',
        isEmailVerified: false,
        isAdmin: false,
        companies: [],
        investors: [],
        applicant: null,
        profile: null,
      });
      const sessionCookie = response.cookies.find((cookie) => cookie.name === 'nordhub.sid');
      expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect((await browser.get('/api/users/me')).json().email).toBe('astrid.lund@example.com');

      const [mail] = await mailsTo(db(), 'astrid.lund@example.com');
      expect(mail?.template).toBe('verify-email');
      const link = mail?.links[0] as string;
      expect(link.startsWith(`${origin}/?email-verification-key=`)).toBe(true);

      // The link opened in another browser (not signed in) verifies and signs that browser in.
      const other = new TestBrowser(app);
      const verified = await other.post('/api/users/verify-email', { emailVerificationKey: keyOf(link, 'email-verification-key') });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ email: 'astrid.lund@example.com', isEmailVerified: true });
      expect((await other.get('/api/users/me')).statusCode).toBe(200);

      const again = await other.post('/api/users/verify-email', { emailVerificationKey: keyOf(link, 'email-verification-key') });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'E_INVALID_TOKEN' });
    });

    it('answers 409 E_ACCOUNT_EXISTS for a taken e-mail, whatever its case', async () => {
      await createAccount(db(), { email: 'taken@example.com' });
      const browser = new TestBrowser(app);
      const response = await browser.post('/api/users/sign-up', signUpForm('TAKEN@example.com', await browser.solveRobotCheck()));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ statusCode: 409, code: 'E_ACCOUNT_EXISTS', message: 'Email address found, please log in' });
      expect(browser.sessionToken).toBeUndefined();
    });

    it('names every invalid field with the spec message, the password rule included', async () => {
      const browser = new TestBrowser(app);
      const response = await browser.post('/api/users/sign-up', {
        name: { first: '', last: 'x'.repeat(51) },
        email: 'not-an-email',
        password: 'password',
        reCaptchaResponse: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('E_VALIDATION');
      expect(Object.fromEntries(response.json().fields.map((field: { path: string; message: string }) => [field.path, field.message]))).toEqual({
        'name.first': 'Please enter first name',
        'name.last': 'Last name must be at most 50 characters',
        email: 'Please enter your email address',
        password: 'Please enter a valid password',
        reCaptchaResponse: 'Please verify you are not a robot',
      });
    });

    it('refuses a wrong robot answer and a replayed one with E_ROBOT_CHECK', async () => {
      const browser = new TestBrowser(app);
      const wrong = await browser.post('/api/users/sign-up', signUpForm('robot@example.com', Buffer.from('{"number":1}').toString('base64')));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'E_ROBOT_CHECK', message: 'Please verify you are not a robot' });

      // A correct answer to a challenge, but with a different number (a guess), fails too.
      const answer = await browser.solveRobotCheck();
      const guessed = JSON.parse(Buffer.from(answer, 'base64').toString()) as { number: number };
      const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(answer, 'base64').toString()), number: guessed.number + 1 })).toString('base64');
      expect((await browser.post('/api/users/sign-up', signUpForm('robot@example.com', forged))).json().code).toBe('E_ROBOT_CHECK');

      expect((await browser.post('/api/users/sign-up', signUpForm('first@example.com', answer))).statusCode).toBe(201);
      const replay = await new TestBrowser(app).post('/api/users/sign-up', signUpForm('second@example.com', answer));
      expect(replay.statusCode).toBe(400);
      expect(replay.json().code).toBe('E_ROBOT_CHECK');
    });

    it('is refused with 403 when sign-up is disabled', async () => {
      const closed = await buildTestApp(db(), { ...accountsTestEnv, DISABLE_SIGN_UP: 'true' });
      try {
        // Its own address: the sign-up limit is counted in the database, across instances.
        const browser = new TestBrowser(closed, '10.0.9.1');
        const response = await browser.post('/api/users/sign-up', signUpForm('closed@example.com', await browser.solveRobotCheck()));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'E_FORBIDDEN', message: 'Sign-up is disabled' });
      } finally {
        await closed.close();
      }
    });
  });

  describe('sign-in and sign-out', () => {
    beforeAll(async () => {
      await createAccount(db(), { email: 'signin@example.com', firstName: 'Sigrid', lastName: 'Nes' });
    });

    it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
      const browser = new TestBrowser(app);
      const wrong = await browser.post('/api/users/sign-in', { email: 'signin@example.com', password: 'Wrong-pass1' });
      const unknown = await browser.post('/api/users/sign-in', { email: 'nobody@example.com', password: testPassword });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ statusCode: 401, code: 'E_INVALID_CREDENTIALS', message: authTexts.invalidLogIn });
      }
      expect(browser.sessionToken).toBeUndefined();
    });

    it('signs in (e-mail in any case) and out; the old session cookie stops working', async () => {
      const browser = new TestBrowser(app);
      const response = await browser.post('/api/users/sign-in', { email: 'SignIn@Example.com', password: testPassword, exists: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ fullName: 'Sigrid Nes', name: { first: 'Sigrid', last: 'Nes' } });
      const token = browser.sessionToken as string;
      expect(token).toBeTruthy();
      expect(await db().query('SELECT id FROM sessions WHERE id = $1', [token])).toEqual([]); // only the hash is stored

      const out = await browser.post('/api/users/sign-out');
      expect(out.statusCode).toBe(204);
      expect(browser.sessionToken).toBeUndefined();
      expect((await browser.get('/api/users/me')).statusCode).toBe(403);

      const replayed = await app.inject({ url: '/api/users/me', cookies: { 'nordhub.sid': token } });
      expect(replayed.statusCode).toBe(403);
    });
  });

  describe('session lifetime', () => {
    beforeAll(async () => {
      await createAccount(db(), { email: 'sliding@example.com' });
    });

    it('slides the 30-day expiry forward on use (at most hourly) and renews the cookie', async () => {
      const browser = new TestBrowser(app);
      const signIn = await browser.signIn('sliding@example.com', testPassword);
      expect(signIn.cookies.find((cookie) => cookie.name === 'nordhub.sid')?.maxAge).toBe(30 * 24 * 60 * 60);
      const userId = signIn.json().id as string;
      await db().query(`UPDATE sessions SET last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 day' WHERE user_id = $1`, [userId]);
      const me = await browser.get('/api/users/me');
      expect(me.statusCode).toBe(200);
      expect(me.cookies.find((cookie) => cookie.name === 'nordhub.sid')?.maxAge).toBe(30 * 24 * 60 * 60);
      const row = await db().one<{ days: number }>(`SELECT extract(day FROM expires_at - now())::int AS days FROM sessions WHERE user_id = $1`, [userId]);
      expect(row.days).toBeGreaterThanOrEqual(29);
      // A fresh session is not rewritten on every request.
      expect((await browser.get('/api/users/me')).cookies.some((cookie) => cookie.name === 'nordhub.sid')).toBe(false);
    });

    it('treats an expired session as signed out and clears its cookie', async () => {
      const browser = new TestBrowser(app);
      const userId = (await browser.signIn('sliding@example.com', testPassword)).json().id as string;
      await db().query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);
      const me = await browser.get('/api/users/me');
      expect(me.statusCode).toBe(403);
      expect(me.json().code).toBe('E_NOT_SIGNED_IN');
      expect(browser.sessionToken).toBeUndefined();
    });
  });

  describe('CSRF protection', () => {
    it('gives every browser a readable XSRF-TOKEN cookie', async () => {
      const response = await app.inject({ url: '/api/users/me' });
      const cookie = response.cookies.find((item) => item.name === 'XSRF-TOKEN');
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.value.length).toBeGreaterThan(20);
      const config = await app.inject({ url: '/api/site/configuration-cached' });
      expect(config.cookies.some((item) => item.name === 'XSRF-TOKEN')).toBe(true);
    });

    it('refuses a state-changing call without the header, or with a header that does not match', async () => {
      const browser = new TestBrowser(app);
      await browser.get('/api/health');
      const missing = await browser.post('/api/users/sign-in', { email: 'signin@example.com', password: testPassword }, { csrf: false });
      const wrong = await browser.post('/api/users/sign-in', { email: 'signin@example.com', password: testPassword }, { csrf: false, headers: { 'x-xsrf-token': 'forged' } });
      const noCookie = await app.inject({ method: 'POST', url: '/api/users/sign-out', headers: { 'x-xsrf-token': 'forged' } });
      for (const response of [missing, wrong, noCookie]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          statusCode: 403,
          code: 'E_CSRF',
          message: 'The request could not be verified. Reload the page and try again.',
        });
      }
      expect(browser.sessionToken).toBeUndefined();
    });
  });

  describe('forgot and reset password', () => {
    beforeAll(async () => {
      await createAccount(db(), { email: 'forgetful@example.com', firstName: 'Frida' });
    });

    it('answers the same whether or not the account exists, and mails only a real account', async () => {
      const browser = new TestBrowser(app);
      const known = await browser.post('/api/users/forgot-password', { email: 'forgetful@example.com' });
      const unknown = await browser.post('/api/users/forgot-password', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ message: authTexts.forgotPasswordSent });
      expect(await mailsTo(db(), 'ghost@example.com')).toEqual([]);
      const [mail] = await mailsTo(db(), 'forgetful@example.com');
      expect(mail?.template).toBe('reset-password');
      expect(mail?.links[0]?.startsWith(`${origin}/client/reset-password?resetKey=`)).toBe(true);
    });

    it('sets the new password from the link, signs in, and the link then stops working', async () => {
      const browser = new TestBrowser(app);
      const stale = new TestBrowser(app);
      await stale.signIn('forgetful@example.com', testPassword);
      await browser.post('/api/users/forgot-password', { email: 'forgetful@example.com' });
      const [mail] = await mailsTo(db(), 'forgetful@example.com');
      const resetKey = keyOf(mail?.links[0] as string, 'resetKey');

      const weak = await browser.post('/api/users/reset-password', { resetKey, password: 'weak' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields).toEqual([{ path: 'password', message: 'Please enter a valid password' }]);

      const reset = await browser.post('/api/users/reset-password', { resetKey, password: 'Brand-new2' });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ email: 'forgetful@example.com', isEmailVerified: true });
      expect((await browser.get('/api/users/me')).statusCode).toBe(200);
      // Sessions opened with the old password end.
      expect((await stale.get('/api/users/me')).statusCode).toBe(403);

      const used = await browser.post('/api/users/reset-password', { resetKey, password: 'Another-one3' });
      expect(used.statusCode).toBe(400);
      expect(used.json()).toMatchObject({ code: 'E_INVALID_TOKEN', message: 'This reset link is invalid or has expired' });

      expect((await new TestBrowser(app).post('/api/users/sign-in', { email: 'forgetful@example.com', password: testPassword })).statusCode).toBe(401);
      await new TestBrowser(app).signIn('forgetful@example.com', 'Brand-new2');
    });

    it('refuses an expired or unknown reset key', async () => {
      const browser = new TestBrowser(app);
      await browser.post('/api/users/forgot-password', { email: 'forgetful@example.com' });
      const [mail] = await mailsTo(db(), 'forgetful@example.com');
      await db().query(`UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = 'reset-password' AND used_at IS NULL`);
      for (const resetKey of [keyOf(mail?.links[0] as string, 'resetKey'), 'made-up-key']) {
        const response = await browser.post('/api/users/reset-password', { resetKey, password: 'Brand-new2' });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('E_INVALID_TOKEN');
      }
    });
  });

  describe('GET and PUT /api/users/me', () => {
    let userId: string;
    beforeAll(async () => {
      userId = await createAccount(db(), { email: 'me@example.com', firstName: 'Mette', lastName: 'Dahl' });
      await createAccount(db(), { email: 'someone-else@example.com' });
      await createCompany(db(), { key: 'me-startup', name: 'Me Startup', status: 'DRAFT', platform: { main: true, impact: false }, managerId: userId });
      await createInvestor(db(), { key: 'me-fund', name: 'Me Fund', managerId: userId });
    });

    it('answers a guest 403 E_NOT_SIGNED_IN', async () => {
      const response = await app.inject({ url: '/api/users/me' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, code: 'E_NOT_SIGNED_IN', message: 'Please log in' });
      const put = await new TestBrowser(app).put('/api/users/me', { profile: null });
      expect(put.json().code).toBe('E_NOT_SIGNED_IN');
    });

    it('tells the app who is signed in through GET /api/session, a 200 for a guest too', async () => {
      const guest = await app.inject({ url: '/api/session' });
      expect(guest.statusCode).toBe(200);
      expect(guest.headers['cache-control']).toBe('no-store');
      expect(guest.json()).toEqual({ user: null });
      const browser = new TestBrowser(app);
      await browser.signIn('me@example.com', testPassword);
      const signedIn = await browser.get('/api/session');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toEqual((await browser.get('/api/users/me')).json());
      await browser.post('/api/users/sign-out');
      expect((await browser.get('/api/session')).json()).toEqual({ user: null });
    });

    it('builds the user from the database: managed profiles with adminUrl and platform', async () => {
      const browser = new TestBrowser(app);
      await browser.signIn('me@example.com', testPassword);
      const user = userSchema.parse((await browser.get('/api/users/me')).json());
      expect(user.companies).toEqual([
        { key: 'me-startup', status: 'DRAFT', name: 'Me Startup', logoImage: null, platform: { main: true, impact: false }, linkedinId: null, adminUrl: '/client/startups/me-startup' },
      ]);
      expect(user.investors).toEqual([
        { key: 'me-fund', status: 'ACTIVE', name: 'Me Fund', logoImage: null, platform: { main: true }, adminUrl: '/client/investors/me-fund' },
      ]);
      expect(user.applicant).toBeNull();
    });

    it('remembers (and forgets) the profile and accumulates reached UI features', async () => {
      const browser = new TestBrowser(app);
      await browser.signIn('me@example.com', testPassword);
      const first = await browser.put('/api/users/me', { profile: 'company:me-startup', uiFeatures: [{ name: 'kanban-intro', reachedAt: '2026-03-01T10:00:00.000Z' }] });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ profile: 'company:me-startup', uiFeatures: [{ name: 'kanban-intro' }] });
      const second = await browser.put('/api/users/me', { profile: null, uiFeatures: [{ name: 'scout-intro', reachedAt: '2026-03-02T10:00:00.000Z' }] });
      expect(second.json().profile).toBeNull();
      expect(second.json().uiFeatures.map((feature: { name: string }) => feature.name)).toEqual(['kanban-intro', 'scout-intro']);
      expect((await browser.put('/api/users/me', {})).statusCode).toBe(400);
    });

    it('changes the name; a taken e-mail is 409 naming email', async () => {
      const browser = new TestBrowser(app);
      await browser.signIn('me@example.com', testPassword);
      const taken = await browser.put('/api/users/me', { email: 'Someone-Else@example.com', currentPassword: testPassword });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'E_ACCOUNT_EXISTS', fields: [{ path: 'email' }] });

      const tooLong = await browser.put('/api/users/me', { name: { first: 'x'.repeat(51), last: 'Dahl' } });
      expect(tooLong.json().fields).toEqual([{ path: 'name.first', message: 'First name must be at most 50 characters' }]);

      const changed = await browser.put('/api/users/me', { name: { first: 'Mette ', last: 'Dahl-Berg' } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ fullName: 'Mette Dahl-Berg', email: 'me@example.com', isEmailVerified: true });
    });

    it('changes the password only with the correct current password', async () => {
      const browser = new TestBrowser(app);
      await browser.signIn('me@example.com', testPassword);
      const other = new TestBrowser(app);
      await other.signIn('me@example.com', testPassword);

      const wrong = await browser.put('/api/users/me', { currentPassword: 'Not-mine1', newPassword: 'Changed-pass2' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct' }]);
      const weak = await browser.put('/api/users/me', { currentPassword: testPassword, newPassword: 'short' });
      expect(weak.json().fields).toEqual([{ path: 'newPassword', message: 'Please enter a valid password' }]);

      expect((await browser.put('/api/users/me', { currentPassword: testPassword, newPassword: 'Changed-pass2' })).statusCode).toBe(200);
      expect((await browser.get('/api/users/me')).statusCode).toBe(200);
      expect((await other.get('/api/users/me')).statusCode).toBe(403);
      await new TestBrowser(app).signIn('me@example.com', 'Changed-pass2');
      await browser.put('/api/users/me', { currentPassword: 'Changed-pass2', newPassword: testPassword });
    });

    it('refuses an image path that was not uploaded, and removes the image with null', async () => {
      const browser = new TestBrowser(app);
      await browser.signIn('me@example.com', testPassword);
      const response = await browser.put('/api/users/me', { imagePath: 'images/not-uploaded.png' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ path: 'imagePath', message: 'Upload the image first' }]);
      const removed = await browser.put('/api/users/me', { imagePath: null });
      expect(removed.json()).toMatchObject({ image: null, imageUrl: null });
    });
  });

  describe('changing the e-mail', () => {
    const newEmail = 'mette.new@example.com';
    const changeKeyOf = async (to: string) => {
      const [mail] = await mailsTo(db(), to);
      expect(mail?.template).toBe('change-email-confirm');
      const link = mail?.links[0] as string;
      expect(link.startsWith(`${origin}/client/confirm-email-change?emailChangeKey=`)).toBe(true);
      return keyOf(link, 'emailChangeKey');
    };
    beforeAll(async () => {
      await createAccount(db(), { email: 'mover@example.com', firstName: 'Mia' });
      await createAccount(db(), { email: 'network@example.com' });
      await createAccount(db(), { email: 'late-taken@example.com' });
    });

    it('refuses a new e-mail without the current password, or with a wrong one, with 400 naming currentPassword', async () => {
      const browser = new TestBrowser(app);
      await browser.signIn('mover@example.com', testPassword);
      const missing = await browser.put('/api/users/me', { email: newEmail });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual([{ path: 'currentPassword', message: 'Enter your current password to change your email address' }]);
      const wrong = await browser.put('/api/users/me', { email: newEmail, currentPassword: 'Not-mine1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct' }]);
      expect((await browser.get('/api/users/me')).json().email).toBe('mover@example.com');
      expect(await mailsTo(db(), newEmail)).toEqual([]);
    });

    it('refuses an account without a password (network sign-in) and says to set one first', async () => {
      const browser = new TestBrowser(app);
      await browser.signIn('network@example.com', testPassword);
      // As the network sign-in leaves it: an account with no password.
      await db().query(`UPDATE users SET password_hash = NULL WHERE email = 'network@example.com'`);
      const response = await browser.put('/api/users/me', { email: 'network.new@example.com', currentPassword: 'anything' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ path: 'currentPassword', message: expect.stringContaining('no password yet') }]);
      expect(await mailsTo(db(), 'network.new@example.com')).toEqual([]);
    });

    it('with the password keeps the old e-mail until the new address follows its link; the old address is told both times, and its pending links stop working', async () => {
      const browser = new TestBrowser(app);
      await browser.signIn('mover@example.com', testPassword);
      const response = await browser.put('/api/users/me', { email: newEmail, currentPassword: testPassword });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: 'mover@example.com', isEmailVerified: true });
      // Sign-in still uses the old address; the new one does not work yet.
      expect((await new TestBrowser(app).post('/api/users/sign-in', { email: newEmail, password: testPassword })).statusCode).toBe(401);
      expect((await new TestBrowser(app).post('/api/users/sign-in', { email: 'mover@example.com', password: testPassword })).statusCode).toBe(200);
      const [notice] = await mailsTo(db(), 'mover@example.com');
      expect(notice).toMatchObject({ template: 'change-email-requested' });
      expect(notice?.text).toContain(newEmail);
      // The key is stored only as its hash.
      const key = await changeKeyOf(newEmail);
      expect(await db().maybeOne(`SELECT 1 AS found FROM email_tokens WHERE token_hash = $1`, [key])).toBeNull();

      // A reset link sent to the old address meanwhile.
      await new TestBrowser(app).post('/api/users/forgot-password', { email: 'mover@example.com' });
      const resetKey = keyOf((await mailsTo(db(), 'mover@example.com'))[0]?.links[0] as string, 'resetKey');

      // The link works without a session, once.
      const confirmed = await new TestBrowser(app).post('/api/users/confirm-email-change', { emailChangeKey: key });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ email: newEmail });
      expect((await browser.get('/api/users/me')).json()).toMatchObject({ email: newEmail, isEmailVerified: true });
      expect((await new TestBrowser(app).post('/api/users/sign-in', { email: newEmail, password: testPassword })).statusCode).toBe(200);
      expect((await new TestBrowser(app).post('/api/users/sign-in', { email: 'mover@example.com', password: testPassword })).statusCode).toBe(401);
      const [done] = await mailsTo(db(), 'mover@example.com');
      expect(done).toMatchObject({ template: 'change-email-done' });
      expect(done?.text).toContain(newEmail);

      // Links pending for the old address stop working.
      expect((await new TestBrowser(app).post('/api/users/reset-password', { resetKey, password: 'Taken-over9' })).statusCode).toBe(400);

      const again = await new TestBrowser(app).post('/api/users/confirm-email-change', { emailChangeKey: key });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'E_INVALID_TOKEN' });
    });

    it('refuses to confirm an address another account took meanwhile, and an unknown key', async () => {
      const browser = new TestBrowser(app);
      await browser.signIn('late-taken@example.com', testPassword);
      expect((await browser.put('/api/users/me', { email: 'contested@example.com', currentPassword: testPassword })).statusCode).toBe(200);
      const key = await changeKeyOf('contested@example.com');
      await createAccount(db(), { email: 'Contested@example.com' });
      const response = await new TestBrowser(app).post('/api/users/confirm-email-change', { emailChangeKey: key });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'E_ACCOUNT_EXISTS', fields: [{ path: 'email' }] });
      expect((await browser.get('/api/users/me')).json().email).toBe('late-taken@example.com');

      const unknown = await new TestBrowser(app).post('/api/users/confirm-email-change', { emailChangeKey: 'not-a-key' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'E_INVALID_TOKEN' });
    });
  });
});

describe('rate limits', () => {
  forEachDatabase(({ db }) => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(db(), { ...accountsTestEnv, RATE_LIMIT_SIGN_IN: '2', RATE_LIMIT_SIGN_UP: '1', RATE_LIMIT_FORGOT_PASSWORD: '2' });
      await createAccount(db(), { email: 'limited@example.com' });
    });
    afterAll(() => app.close());

    const expectLimited = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ statusCode: 429, code: 'E_RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' });
    };

    it('limits sign-in attempts per address and e-mail', async () => {
      const browser = new TestBrowser(app, '10.0.0.1');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await browser.post('/api/users/sign-in', { email: 'limited@example.com', password: 'Wrong-pass1' })).statusCode).toBe(401);
      }
      expectLimited(await browser.post('/api/users/sign-in', { email: 'limited@example.com', password: testPassword }));
      // Another e-mail from the same address, and the same e-mail from elsewhere, still get through.
      expect((await browser.post('/api/users/sign-in', { email: 'other@example.com', password: 'Wrong-pass1' })).statusCode).toBe(401);
      expect((await new TestBrowser(app, '10.0.0.2').post('/api/users/sign-in', { email: 'limited@example.com', password: testPassword })).statusCode).toBe(200);
    });

    it('limits sign-up and forgot-password attempts per address', async () => {
      const browser = new TestBrowser(app, '10.0.0.3');
      const form = { name: { first: 'A', last: 'B' }, email: 'limited@example.com', password: 'Fjord-walk9', reCaptchaResponse: 'x' };
      expect((await browser.post('/api/users/sign-up', form)).statusCode).toBe(400);
      expectLimited(await browser.post('/api/users/sign-up', form));

      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await browser.post('/api/users/forgot-password', { email: 'limited@example.com' })).statusCode).toBe(200);
      }
      expectLimited(await browser.post('/api/users/forgot-password', { email: 'limited@example.com' }));
    });
  });
});
