import { digestSettingsSchema, digestSubscribeResultSchema } from '@nordhub/contracts';
import type { App } from '../../app';
import { createAccount } from '../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../test/browser';
import { forEachDatabase } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';

forEachDatabase(({ db }) => {
  describe('job digest endpoints', () => {
    let app: App;
    const fieldsOf = (body: { fields?: { path: string; message: string }[] }) =>
      Object.fromEntries((body.fields ?? []).map((field) => [field.path, field.message]));
    const mailsTo = async (to: string) =>
      (await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json() as { subject: string; links: string[]; template: string }[];

    beforeAll(async () => {
      app = await buildTestApp(db(), { ...accountsTestEnv, RATE_LIMIT_DIGEST_SUBSCRIBE: '1000' });
      await createAccount(db(), { email: 'seeker@example.com' });
      await createAccount(db(), { email: 'other@example.com' });
    });
    afterAll(() => app.close());

    it('is described in the OpenAPI document', async () => {
      const document = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/digest', '/api/digest/mail/{email}', '/api/digest/{settingsKey}', '/api/digest/{settingsKey}/unsubscribe']),
      );
      expect(Object.keys(document.paths['/api/digest/{settingsKey}'] ?? {})).toEqual(expect.arrayContaining(['get', 'put']));
    });

    it('subscribes a new address and returns its settings with the key', async () => {
      const response = await new TestBrowser(app).post('/api/digest', {
        email: ' New.Person@Example.com ',
        frequency: 'daily',
        filters: { search: '  react ', countryCode: 'DK', categories: [] },
      });
      expect(response.statusCode).toBe(201);
      const result = digestSubscribeResultSchema.parse(response.json());
      expect(result.status).toBe('subscribed');
      expect(result.settings).toMatchObject({
        email: 'new.person@example.com',
        frequency: 'daily',
        subscribed: true,
        filters: { search: 'react', countryCode: 'DK' },
      });
      expect(result.settings?.settingsKey).toMatch(/^[0-9a-f]{32}$/);
    });

    it('rejects a bad address, frequency or filter with 400 naming the field', async () => {
      const browser = new TestBrowser(app);
      const bad = await browser.post('/api/digest', { email: 'not-an-address', frequency: 'daily' });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json())).toHaveProperty('email');
      const frequency = await browser.post('/api/digest', { email: 'x@example.com', frequency: 'monthly' });
      expect(frequency.statusCode).toBe(400);
      expect(fieldsOf(frequency.json())).toHaveProperty('frequency');
      const country = await browser.post('/api/digest', { email: 'x@example.com', frequency: 'daily', filters: { countryCode: 'NI' } });
      expect(country.statusCode).toBe(400);
      expect(fieldsOf(country.json())).toHaveProperty(['filters.countryCode']);
      const csrf = await browser.post('/api/digest', { email: 'x@example.com', frequency: 'daily' }, { csrf: false });
      expect(csrf.statusCode).toBe(403);
    });

    it('never hands a stranger the key of an existing address: it mails the owner instead', async () => {
      const owner = new TestBrowser(app);
      await owner.signIn('seeker@example.com', 'Secret-pass1');
      const first = digestSubscribeResultSchema.parse((await owner.post('/api/digest', { email: 'seeker@example.com', frequency: 'onceweek' })).json());
      expect(first.status).toBe('subscribed');

      const stranger = await new TestBrowser(app).post('/api/digest', { email: 'SEEKER@example.com', frequency: 'daily', filters: { search: 'spam' } });
      expect(stranger.statusCode).toBe(200);
      expect(stranger.json()).toEqual({ status: 'exists', settings: null });
      const [mail] = await mailsTo('seeker@example.com');
      expect(mail).toMatchObject({ template: 'digest-settings-link', subject: 'Your Nordhub job digest settings' });
      expect(mail?.links[0]).toMatch(new RegExp(`/profile-settings/${first.settings?.settingsKey}$`));
      // Nothing changed.
      const settings = digestSettingsSchema.parse((await app.inject({ url: `/api/digest/${first.settings?.settingsKey}` })).json());
      expect(settings).toMatchObject({ frequency: 'onceweek', filters: {} });

      // The signed-in owner may change it through the same call.
      const again = digestSubscribeResultSchema.parse((await owner.post('/api/digest', { email: 'seeker@example.com', frequency: 'daily', filters: { countryCode: 'SE' } })).json());
      expect(again).toMatchObject({ status: 'updated', settings: { settingsKey: first.settings?.settingsKey, frequency: 'daily', filters: { countryCode: 'SE' } } });
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
      expect(fieldsOf(bad.json())).toHaveProperty('email');
    });

    describe('settings by key', () => {
      let key: string;
      beforeAll(async () => {
        const result = digestSubscribeResultSchema.parse(
          (await new TestBrowser(app).post('/api/digest', { email: 'settings@example.com', frequency: 'daily', filters: { search: 'design', countryCode: 'FI' } })).json(),
        );
        key = result.settings?.settingsKey ?? '';
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
        expect(fieldsOf(bad.json())).toHaveProperty(['data.frequency']);
      });
    });

    describe('one-click unsubscribe (RFC 8058)', () => {
      let key: string;
      beforeEach(async () => {
        await db().query(`DELETE FROM digest_subscriptions WHERE email = 'oneclick@example.com'`);
        const result = digestSubscribeResultSchema.parse((await new TestBrowser(app).post('/api/digest', { email: 'oneclick@example.com', frequency: 'daily' })).json());
        key = result.settings?.settingsKey ?? '';
      });

      it('a mail app posts List-Unsubscribe=One-Click without cookies or CSRF token, and it unsubscribes', async () => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/digest/${key}/unsubscribe`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ subscribed: false });
        expect((await app.inject({ url: `/api/digest/${key}` })).json()).toMatchObject({ subscribed: false });
        // Twice is fine.
        expect((await app.inject({ method: 'POST', url: `/api/digest/${key}/unsubscribe` })).statusCode).toBe(200);
      });

      it('answers 404 for an unknown key', async () => {
        const response = await app.inject({ method: 'POST', url: '/api/digest/0123456789abcdef0123456789abcdef/unsubscribe', payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expect(response.statusCode).toBe(404);
      });

      it('opening the link (GET) does not unsubscribe: it lands on the settings page to confirm', async () => {
        const response = await app.inject({ url: `/api/digest/${key}/unsubscribe` });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`/profile-settings/${key}?unsubscribe=1`);
        expect((await app.inject({ url: `/api/digest/${key}` })).json()).toMatchObject({ subscribed: true });
      });

      it('subscribing again through the settings restarts the digest from now', async () => {
        await app.inject({ method: 'POST', url: `/api/digest/${key}/unsubscribe` });
        const before = await db().one<{ jobs_since: Date }>(`SELECT jobs_since FROM digest_subscriptions WHERE settings_key = $1`, [key]);
        await new TestBrowser(app).put(`/api/digest/${key}`, { data: { subscribed: true }, mergeData: true });
        const after = await db().one<{ jobs_since: Date; subscribed: boolean }>(`SELECT jobs_since, subscribed FROM digest_subscriptions WHERE settings_key = $1`, [key]);
        expect(after.subscribed).toBe(true);
        expect(after.jobs_since.getTime()).toBeGreaterThan(before.jobs_since.getTime());
      });
    });
  });
});
