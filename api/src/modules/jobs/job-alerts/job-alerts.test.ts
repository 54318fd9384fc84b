import { digestSettingsSchema, digestSubscribeResultSchema, type DigestSettings } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { insertJob } from '../jobs/test/fixtures';
import { runJobAlerts } from './scheduler';

forEachDatabase(({ db }) => {
  describe('job digest endpoints', () => {
    let app: App;
    const mailsTo = async (to: string) =>
      (await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json() as { subject: string; links: string[]; template: string }[];
    const confirmKeyOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('confirmKey') ?? '';
    /** Subscribes as a guest and follows the confirmation mail's link: the settings it answers. */
    const subscribeConfirmed = async (body: object): Promise<DigestSettings> => {
      const email = (body as { email: string }).email.trim().toLowerCase();
      expect((await new TestBrowser(app).post('/api/digest', body)).statusCode).toBe(202);
      const [mail] = await mailsTo(email);
      expect(mail?.template).toBe('digest-confirm');
      const confirmed = await new TestBrowser(app).post('/api/digest/confirm', { confirmKey: confirmKeyOf(mail?.links[0]) });
      expect(confirmed.statusCode).toBe(200);
      return digestSettingsSchema.parse(confirmed.json());
    };

    beforeAll(async () => {
      app = await buildTestApp(db(), { ...accountsTestEnv, RATE_LIMIT_DIGEST_SUBSCRIBE: '1000' });
      await createAccount(db(), { email: 'seeker@example.com' });
      await createAccount(db(), { email: 'other@example.com' });
    });
    afterAll(() => app.close());

    it('is described in the OpenAPI document', async () => {
      const document = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/digest', '/api/digest/confirm', '/api/digest/mail/{email}', '/api/digest/{settingsKey}', '/api/digest/unsubscribe/{settingsKey}']),
      );
      expect(Object.keys(document.paths['/api/digest/{settingsKey}'] ?? {})).toEqual(expect.arrayContaining(['get', 'put']));
    });

    it('double opt-in: a guest gets no settings key, the address one confirmation mail and nothing else until it confirms', async () => {
      const companyId = await createCompany(db(), { key: 'optin-co' });
      await insertJob(db(), { companyId, title: 'Opt-in Engineer', createdAt: new Date(), approvedAt: new Date() });
      const response = await new TestBrowser(app).post('/api/digest', {
        email: ' New.Person@Example.com ',
        frequency: 'daily',
        filters: { search: '  react ', countryCode: 'DK', categories: [] },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'pending', settings: null });
      expect(response.body).not.toMatch(/[0-9a-f]{32}/);

      const mails = await mailsTo('new.person@example.com');
      expect(mails.map((mail) => mail.template)).toEqual(['digest-confirm']);
      expect(mails[0]?.subject).toBe('Confirm your Nordhub job alerts');
      const link = mails[0]?.links[0] ?? '';
      expect(link).toMatch(/\/emailsignup\?confirmKey=/);
      // The key is stored only as its hash; the mail holds no settings key.
      expect(await db().maybeOne('SELECT 1 AS found FROM digest_subscriptions WHERE confirm_key_hash = $1', [confirmKeyOf(link)])).toBeNull();
      const row = await db().one<{ settings_key: string; confirmed_at: Date | null }>(`SELECT settings_key, confirmed_at FROM digest_subscriptions WHERE email = 'new.person@example.com'`);
      expect(row.confirmed_at).toBeNull();
      expect(mails[0]?.links.join(' ')).not.toContain(row.settings_key);

      // The scheduler sends no digest to an unconfirmed address.
      await db().query(`UPDATE digest_subscriptions SET jobs_since = now() - interval '2 days', filters = '{}'::jsonb WHERE email = 'new.person@example.com'`);
      await runJobAlerts({ db: db(), mailer: app.mailer, origin: 'http://localhost', log: app.log });
      expect((await mailsTo('new.person@example.com')).map((mail) => mail.template)).toEqual(['digest-confirm']);

      // A repeat within a day answers the same and sends nothing.
      const repeat = await new TestBrowser(app).post('/api/digest', { email: 'new.person@example.com', frequency: 'onceweek' });
      expect(repeat.statusCode).toBe(202);
      expect(repeat.json()).toEqual({ status: 'pending', settings: null });
      expect(await mailsTo('new.person@example.com')).toHaveLength(1);

      // The link confirms once and hands the settings (with the key) to whoever holds the mail.
      const confirmed = await new TestBrowser(app).post('/api/digest/confirm', { confirmKey: confirmKeyOf(link) });
      expect(confirmed.statusCode).toBe(200);
      expect(digestSettingsSchema.parse(confirmed.json())).toMatchObject({ settingsKey: row.settings_key, email: 'new.person@example.com', subscribed: true });
      const reused = await new TestBrowser(app).post('/api/digest/confirm', { confirmKey: confirmKeyOf(link) });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ code: 'E_INVALID_TOKEN', fields: [{ path: 'confirmKey' }] });

      // Confirmed: digests go out (jobs from the confirmation on).
      await insertJob(db(), { companyId, title: 'After-confirm Engineer', createdAt: new Date(Date.now() + 1000), approvedAt: new Date(Date.now() + 1000) });
      await runJobAlerts({ db: db(), mailer: app.mailer, origin: 'http://localhost', log: app.log }, new Date(Date.now() + 2000));
      const after = await mailsTo('new.person@example.com');
      expect(after.map((mail) => mail.template)).toEqual(['job-digest', 'digest-confirm']);
      expect(after[0]?.subject).toBe('1 new job for you: After-confirm Engineer');
    });

    it('writes the confirmation and the digests in the language the subscriber chose; the settings change it', async () => {
      const companyId = await createCompany(db(), { key: 'kieli-co', name: 'Kieli' });
      const settings = await subscribeConfirmed({ email: 'aino@example.com', frequency: 'daily', language: 'fi', filters: { search: 'lakehouse' } });
      expect(settings.language).toBe('fi');
      expect((await mailsTo('aino@example.com'))[0]?.subject).toBe('Vahvista Nordhubin työpaikkavahtisi');

      await insertJob(db(), { companyId, title: 'Lakehouse Data Engineer', createdAt: new Date(Date.now() + 1000), approvedAt: new Date(Date.now() + 1000) });
      await runJobAlerts({ db: db(), mailer: app.mailer, origin: 'http://localhost', log: app.log }, new Date(Date.now() + 2000));
      const [digest] = await mailsTo('aino@example.com');
      expect(digest?.template).toBe('job-digest');
      expect(digest?.subject).toBe('1 uusi työpaikka sinulle: Lakehouse Data Engineer');

      const changed = await new TestBrowser(app).put(`/api/digest/${settings.settingsKey}`, { data: { language: 'sv' } });
      expect(changed.statusCode).toBe(200);
      expect(digestSettingsSchema.parse(changed.json())).toMatchObject({ language: 'sv', frequency: 'daily', subscribed: true });
      // A stranger asking to subscribe the address gets the owner mailed in the owner's language, not theirs.
      await db().query(`UPDATE digest_subscriptions SET request_mailed_at = NULL WHERE email = 'aino@example.com'`);
      expect((await new TestBrowser(app).post('/api/digest', { email: 'aino@example.com', frequency: 'onceweek', language: 'da' })).statusCode).toBe(202);
      const [settingsLink] = await mailsTo('aino@example.com');
      expect(settingsLink).toMatchObject({ template: 'digest-settings-link', subject: 'Inställningar för din jobbevakning på Nordhub' });
    });

    it('a repeat for an unconfirmed address after a day mails a fresh link; the old one stops working', async () => {
      await new TestBrowser(app).post('/api/digest', { email: 'later@example.com', frequency: 'daily' });
      const [first] = await mailsTo('later@example.com');
      await db().query(`UPDATE digest_subscriptions SET request_mailed_at = now() - interval '25 hours' WHERE email = 'later@example.com'`);
      expect((await new TestBrowser(app).post('/api/digest', { email: 'later@example.com', frequency: 'onceweek' })).statusCode).toBe(202);
      const mails = await mailsTo('later@example.com');
      expect(mails.map((mail) => mail.template)).toEqual(['digest-confirm', 'digest-confirm']);
      expect((await new TestBrowser(app).post('/api/digest/confirm', { confirmKey: confirmKeyOf(first?.links[0]) })).statusCode).toBe(400);
      const confirmed = await new TestBrowser(app).post('/api/digest/confirm', { confirmKey: confirmKeyOf(mails[0]?.links[0]) });
      expect(confirmed.json()).toMatchObject({ email: 'later@example.com', frequency: 'onceweek' });
    });

    it('rejects a bad address, frequency or filter with 400 naming the field', async () => {
      const browser = new TestBrowser(app);
      const bad = await browser.post('/api/digest', { email: 'not-an-address', frequency: 'daily' });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrorsOf(bad.json())).toHaveProperty('email');
      const frequency = await browser.post('/api/digest', { email: 'x@example.com', frequency: 'monthly' });
      expect(frequency.statusCode).toBe(400);
      expect(fieldErrorsOf(frequency.json())).toHaveProperty('frequency');
      const country = await browser.post('/api/digest', { email: 'x@example.com', frequency: 'daily', filters: { countryCode: 'NI' } });
      expect(country.statusCode).toBe(400);
      expect(fieldErrorsOf(country.json())).toHaveProperty(['filters.countryCode']);
      const language = await browser.post('/api/digest', { email: 'x@example.com', frequency: 'daily', language: 'de' });
      expect(language.statusCode).toBe(400);
      expect(fieldErrorsOf(language.json())).toEqual({ language: 'Choose one of en (English), da (Dansk), sv (Svenska), nb (Norsk bokmål), fi (Suomi), is (Íslenska)' });
      const csrf = await browser.post('/api/digest', { email: 'x@example.com', frequency: 'daily' }, { csrf: false });
      expect(csrf.statusCode).toBe(403);
    });

    it('never hands a stranger the key of an existing address: it answers as for a new one and mails the owner, once a day', async () => {
      const owner = new TestBrowser(app);
      await owner.signIn('seeker@example.com', 'Secret-pass1');
      // The signed-in owner of a verified address is subscribed at once.
      const firstResponse = await owner.post('/api/digest', { email: 'seeker@example.com', frequency: 'onceweek' });
      expect(firstResponse.statusCode).toBe(201);
      const first = digestSubscribeResultSchema.parse(firstResponse.json());
      expect(first.status).toBe('subscribed');
      expect(await mailsTo('seeker@example.com')).toEqual([]);

      const stranger = await new TestBrowser(app).post('/api/digest', { email: 'SEEKER@example.com', frequency: 'daily', filters: { search: 'spam' } });
      expect(stranger.statusCode).toBe(202);
      expect(stranger.json()).toEqual({ status: 'pending', settings: null });
      const [mail] = await mailsTo('seeker@example.com');
      expect(mail).toMatchObject({ template: 'digest-settings-link', subject: 'Your Nordhub job digest settings' });
      expect(mail?.links[0]).toMatch(new RegExp(`/profile-settings/${first.settings?.settingsKey}$`));
      // Again within the day: the same answer, no second mail.
      const again = await new TestBrowser(app).post('/api/digest', { email: 'seeker@example.com', frequency: 'daily' });
      expect(again.statusCode).toBe(202);
      expect(await mailsTo('seeker@example.com')).toHaveLength(1);
      // Nothing changed.
      const settings = digestSettingsSchema.parse((await app.inject({ url: `/api/digest/${first.settings?.settingsKey}` })).json());
      expect(settings).toMatchObject({ frequency: 'onceweek', filters: {} });

      // The signed-in owner may change it through the same call.
      const changed = digestSubscribeResultSchema.parse((await owner.post('/api/digest', { email: 'seeker@example.com', frequency: 'daily', filters: { countryCode: 'SE' } })).json());
      expect(changed).toMatchObject({ status: 'updated', settings: { settingsKey: first.settings?.settingsKey, frequency: 'daily', filters: { countryCode: 'SE' } } });
    });

    it('treats a signed-in user with an unverified address as a guest: no key, a confirmation mail', async () => {
      await createAccount(db(), { email: 'unverified@example.com' });
      await db().query(`UPDATE users SET is_email_verified = false WHERE email = 'unverified@example.com'`);
      const browser = new TestBrowser(app);
      await browser.signIn('unverified@example.com', 'Secret-pass1');
      const response = await browser.post('/api/digest', { email: 'unverified@example.com', frequency: 'daily' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'pending', settings: null });
      expect((await browser.get('/api/digest/mail/unverified@example.com')).json()).toEqual({ settingsKey: null });
    });

    it('GET digest/mail/{email} gives the key only to the signed-in owner of the address', async () => {
      const owner = new TestBrowser(app);
      await owner.signIn('seeker@example.com', 'Secret-pass1');
      const own = await owner.get('/api/digest/mail/Seeker@Example.com');
      expect(own.statusCode).toBe(200);
      expect(own.json().settingsKey).toMatch(/^[0-9a-f]{32}$/);
      expect((await owner.get('/api/digest/mail/new.person@example.com')).json()).toEqual({ settingsKey: null });

      const other = new TestBrowser(app);
      await other.signIn('other@example.com', 'Secret-pass1');
      expect((await other.get('/api/digest/mail/seeker@example.com')).json()).toEqual({ settingsKey: null });
      expect((await new TestBrowser(app).get('/api/digest/mail/seeker@example.com')).json()).toEqual({ settingsKey: null });
      // Signed in without a subscription: null too.
      expect((await other.get('/api/digest/mail/other@example.com')).json()).toEqual({ settingsKey: null });

      const bad = await new TestBrowser(app).get('/api/digest/mail/not-an-address');
      expect(bad.statusCode).toBe(400);
      expect(fieldErrorsOf(bad.json())).toHaveProperty('email');
    });

    describe('settings by key', () => {
      let key: string;
      beforeAll(async () => {
        key = (await subscribeConfirmed({ email: 'settings@example.com', frequency: 'daily', filters: { search: 'design', countryCode: 'FI' } })).settingsKey;
      });

      it('reads the settings without logging in; an unknown key is 404', async () => {
        const response = await app.inject({ url: `/api/digest/${key}` });
        expect(response.statusCode).toBe(200);
        expect(digestSettingsSchema.parse(response.json())).toMatchObject({ email: 'settings@example.com', frequency: 'daily', subscribed: true });
        const unknown = await app.inject({ url: '/api/digest/0123456789abcdef0123456789abcdef' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ code: 'E_NOT_FOUND' });
      });

      it('PUT with mergeData changes only what it names; without, replaces the filters', async () => {
        const browser = new TestBrowser(app);
        const weekly = await browser.put(`/api/digest/${key}`, { data: { frequency: 'onceweek' }, mergeData: true });
        expect(weekly.statusCode).toBe(200);
        expect(weekly.json()).toMatchObject({ frequency: 'onceweek', subscribed: true, filters: { search: 'design', countryCode: 'FI' } });

        const cleared = await browser.put(`/api/digest/${key}`, { data: { filters: { countryCode: null } }, mergeData: true });
        expect(cleared.json().filters).toEqual({ search: 'design' });

        const replaced = await browser.put(`/api/digest/${key}`, { data: { filters: { countryCode: 'REMOTE' } }, mergeData: false });
        expect(replaced.json()).toMatchObject({ frequency: 'onceweek', filters: { countryCode: 'REMOTE' } });

        const off = await browser.put(`/api/digest/${key}`, { data: { subscribed: false }, mergeData: true });
        expect(off.json()).toMatchObject({ subscribed: false, frequency: 'onceweek' });
      });

      it('PUT answers 404 for an unknown key and 400 for bad data', async () => {
        const browser = new TestBrowser(app);
        expect((await browser.put('/api/digest/0123456789abcdef0123456789abcdef', { data: { frequency: 'daily' }, mergeData: true })).statusCode).toBe(404);
        const bad = await browser.put(`/api/digest/${key}`, { data: { frequency: 'hourly' }, mergeData: true });
        expect(bad.statusCode).toBe(400);
        expect(fieldErrorsOf(bad.json())).toHaveProperty(['data.frequency']);
      });
    });

    describe('one-click unsubscribe (RFC 8058)', () => {
      let key: string;
      beforeEach(async () => {
        await db().query(`DELETE FROM digest_subscriptions WHERE email = 'oneclick@example.com'`);
        await db().query(`DELETE FROM outbox_mails WHERE to_address = 'oneclick@example.com'`);
        key = (await subscribeConfirmed({ email: 'oneclick@example.com', frequency: 'daily' })).settingsKey;
      });

      it('a mail app posts List-Unsubscribe=One-Click without cookies or CSRF token, and it unsubscribes', async () => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/digest/unsubscribe/${key}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ subscribed: false });
        expect((await app.inject({ url: `/api/digest/${key}` })).json()).toMatchObject({ subscribed: false });
        // Twice is fine.
        expect((await app.inject({ method: 'POST', url: `/api/digest/unsubscribe/${key}` })).statusCode).toBe(200);
      });

      it('answers 404 for an unknown key', async () => {
        const response = await app.inject({ method: 'POST', url: '/api/digest/unsubscribe/0123456789abcdef0123456789abcdef', payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expect(response.statusCode).toBe(404);
      });

      it('opening the link (GET) does not unsubscribe: it lands on the settings page to confirm', async () => {
        const response = await app.inject({ url: `/api/digest/unsubscribe/${key}` });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`/profile-settings/${key}?unsubscribe=1`);
        expect((await app.inject({ url: `/api/digest/${key}` })).json()).toMatchObject({ subscribed: true });
      });

      it('still serves the address of mails sent before, outside the OpenAPI document', async () => {
        const landing = await app.inject({ url: `/api/digest/${key}/unsubscribe` });
        expect([landing.statusCode, landing.headers.location]).toEqual([303, `/profile-settings/${key}?unsubscribe=1`]);
        const oneClick = await app.inject({ method: 'POST', url: `/api/digest/${key}/unsubscribe`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
        expect([oneClick.statusCode, oneClick.json()]).toEqual([200, { subscribed: false }]);
        const document = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
        expect(document.paths).not.toHaveProperty(['/api/digest/{settingsKey}/unsubscribe']);
      });

      it('subscribing again through the settings restarts the digest from now', async () => {
        await app.inject({ method: 'POST', url: `/api/digest/unsubscribe/${key}` });
        const before = await db().one<{ jobs_since: Date }>(`SELECT jobs_since FROM digest_subscriptions WHERE settings_key = $1`, [key]);
        await new TestBrowser(app).put(`/api/digest/${key}`, { data: { subscribed: true }, mergeData: true });
        const after = await db().one<{ jobs_since: Date; subscribed: boolean }>(`SELECT jobs_since, subscribed FROM digest_subscriptions WHERE settings_key = $1`, [key]);
        expect(after.subscribed).toBe(true);
        expect(after.jobs_since.getTime()).toBeGreaterThan(before.jobs_since.getTime());
      });
    });
  });
});
