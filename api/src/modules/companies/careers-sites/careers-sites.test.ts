import { careersSiteSchema, companySettingsSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { careersDomainMessages } from '../careers-domains';

jest.setTimeout(20_000);

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, MAIN_HOSTS: 'nordhub.test,localhost', WHITE_LABEL_SUFFIXES: '.feeds.nordhub.test' });
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    await createAccount(db(), { email: 'outsider@example.com' });
    const fjord = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId: manager });
    await db().query(
      `UPDATE companies SET careers_domain = 'careers.fjordlabs.example', careers_domain_status = 'verified', what_we_do = 'We build tidal turbines.', logo_path = 'logos/fjord.png',
              gallery_images = '[{"path":"gallery/fjord-1.jpg"}]'::jsonb, key_figures = '[{"name":"Employees","value":"42"}]'::jsonb
        WHERE id = $1`,
      [fjord],
    );
    await db().query(
      `INSERT INTO jobs (company_id, title, description, status, category, locality, country, country_code, approved_at)
       VALUES ($1, 'Turbine Engineer', 'Build turbines', 'ACTIVE', 'backend', 'Bergen', 'Norway', 'NO', now())`,
      [fjord],
    );
    const draft = await createCompany(db(), { key: 'draft-co', status: 'DRAFT' });
    await db().query(`UPDATE companies SET careers_domain = 'jobs.draftco.example', careers_domain_status = 'verified' WHERE id = $1`, [draft]);
    await createCompany(db(), { key: 'second-co', managerId: manager });
    await db().query(`INSERT INTO white_label_feeds (key, name, domain) VALUES ('partner-feed', 'Partner', 'jobs.partner.example')`);
  });
  afterAll(() => {
    browsers.clear();
    return app.close();
  });

  // One sign-in per account: the API limits sign-ins per e-mail.
  const browsers = new Map<string, TestBrowser>();
  const as = async (email: string) => {
    const known = browsers.get(email);
    if (known) return known;
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    browsers.set(email, browser);
    return browser;
  };
  const lookUp = (domain: string) => app.inject({ url: `/api/companies/domain/${encodeURIComponent(domain)}`, headers: { host: 'careers.fjordlabs.example:4200' } });

  describe('GET /api/companies/domain/:domain', () => {
    it("answers with the startup's careers site: branding, what it does, key figures and live job count", async () => {
      const response = await lookUp('careers.fjordlabs.example');
      expect(response.statusCode).toBe(200);
      const site = careersSiteSchema.parse(response.json());
      expect(site).toMatchObject({
        key: 'fjord-labs',
        name: 'Fjord Labs',
        domain: 'careers.fjordlabs.example',
        logoImage: { path: 'logos/fjord.png' },
        galleryImages: [{ path: 'gallery/fjord-1.jpg' }],
        whatWeDo: { description: 'We build tidal turbines.' },
        countries: [{ countryCode: 'DK' }],
        keyFigures: [{ name: 'Employees', value: '42' }],
        numberOfActiveJobs: 1,
        // Apply and "powered by" link here: the first main host, on the request's protocol and port.
        mainSiteUrl: 'http://nordhub.test:4200',
      });
      // Only what the careers site shows: no manager data.
      expect(response.json()).not.toHaveProperty('adminUrl');
    });

    it("answers the same at the documented /api/domains/{domain}/careers-site", async () => {
      const documented = await app.inject({ url: '/api/domains/careers.fjordlabs.example/careers-site', headers: { host: 'careers.fjordlabs.example:4200' } });
      expect(documented.statusCode).toBe(200);
      expect(documented.json()).toEqual((await lookUp('careers.fjordlabs.example')).json());
    });

    it.each(['CAREERS.FjordLabs.Example', 'careers.fjordlabs.example:4200', 'careers.fjordlabs.example.'])('ignores case, a port and a trailing dot (%s)', async (domain) => {
      const response = await lookUp(domain);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ key: 'fjord-labs', domain: 'careers.fjordlabs.example' });
    });

    it('answers 404 for an unknown domain, naming it', async () => {
      const response = await lookUp('careers.nobody.example');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'E_NOT_FOUND', message: 'No careers site is set up for careers.nobody.example' });
    });

    it('refuses a host name longer than 253 characters with a 400 naming the field, a longer one than the router allows too', async () => {
      for (const domain of [`${'a'.repeat(250)}.example`, `${'a'.repeat(400)}.example`]) {
        const response = await lookUp(domain);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'E_VALIDATION' });
        expect(JSON.stringify(response.json())).toContain('domain');
      }
    });

    it('answers 404 for a draft startup (its careers site opens once it is published)', async () => {
      expect((await lookUp('jobs.draftco.example')).statusCode).toBe(404);
      await db().query(`UPDATE companies SET status = 'ACTIVE' WHERE key = 'draft-co'`);
      expect((await lookUp('jobs.draftco.example')).statusCode).toBe(200);
      await db().query(`UPDATE companies SET status = 'DRAFT' WHERE key = 'draft-co'`);
    });
  });

  describe('the careers domain in PUT /api/companies/:key/settings', () => {
    it('is saved lower-case, shown in the settings, opens the careers site once verified; null removes it', async () => {
      const manager = await as('manager@example.com');
      const saved = await manager.put('/api/companies/second-co/settings', { careersDomain: '  Careers.Second.Example ' });
      expect(saved.statusCode).toBe(200);
      expect(companySettingsSchema.parse(saved.json()).careersDomain).toBe('careers.second.example');
      expect((await manager.get('/api/companies/second-co/settings')).json()).toMatchObject({ careersDomain: 'careers.second.example' });
      // Pending until the startup proves control (domain-verification.test.ts): not served yet.
      expect((await lookUp('careers.second.example')).statusCode).toBe(404);
      await db().query(`UPDATE companies SET careers_domain_status = 'verified' WHERE key = 'second-co'`);
      expect((await lookUp('careers.second.example')).json()).toMatchObject({ key: 'second-co' });

      // Other settings leave it (and its verification) alone; an empty value removes it.
      expect((await manager.put('/api/companies/second-co/settings', { linkedinId: '123' })).json()).toMatchObject({
        careersDomain: 'careers.second.example',
        careersDomainVerification: { status: 'verified' },
      });
      expect((await manager.put('/api/companies/second-co/settings', { careersDomain: '' })).json()).toMatchObject({ careersDomain: null });
      expect((await lookUp('careers.second.example')).statusCode).toBe(404);
    });

    it.each(['https://careers.second.example', 'careers.second.example/jobs', 'no spaces.example', 'localhost', '-bad.example'])(
      'refuses %s as not a host name (400 on careersDomain)',
      async (careersDomain) => {
        const manager = await as('manager@example.com');
        const response = await manager.put('/api/companies/second-co/settings', { careersDomain });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual([{ path: 'careersDomain', message: 'Please enter a host name only, such as careers.example.com (no https:// and no path)' }]);
      },
    );

    it.each([
      ['NordHub.test', careersDomainMessages.mainHost],
      ['acme.feeds.nordhub.test', careersDomainMessages.feedHost],
    ])('refuses %s, a host of the site itself (400 on careersDomain)', async (careersDomain, message) => {
      const manager = await as('manager@example.com');
      const response = await manager.put('/api/companies/second-co/settings', { careersDomain });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ path: 'careersDomain', message }]);
    });

    it.each(['careers.fjordlabs.example', 'JOBS.partner.example', 'jobs.draftco.example'])(
      "refuses %s, another startup's careers domain or a feed's domain (409 on careersDomain)",
      async (careersDomain) => {
        const manager = await as('manager@example.com');
        const response = await manager.put('/api/companies/second-co/settings', { careersDomain });
        expect(response.statusCode).toBe(409);
        expect(response.json().fields).toEqual([{ path: 'careersDomain', message: careersDomainMessages.taken }]);
      },
    );

    it("keeps a startup's own domain when it saves it again", async () => {
      const manager = await as('manager@example.com');
      const response = await manager.put('/api/companies/fjord-labs/settings', { careersDomain: 'careers.fjordlabs.example' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ careersDomain: 'careers.fjordlabs.example' });
    });

    it('gets the same checks when the startup profile sends it (PUT /api/companies/:key)', async () => {
      const manager = await as('manager@example.com');
      const main = await manager.put('/api/companies/second-co', { careersDomain: 'nordhub.test' });
      expect(main.statusCode).toBe(400);
      expect(main.json().fields).toEqual([{ path: 'careersDomain', message: careersDomainMessages.mainHost }]);
      const taken = await manager.put('/api/companies/second-co', { careersDomain: 'jobs.partner.example' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fields).toEqual([{ path: 'careersDomain', message: careersDomainMessages.taken }]);
    });

    it('is for the startup’s managers only', async () => {
      const outsider = await as('outsider@example.com');
      const response = await outsider.put('/api/companies/second-co/settings', { careersDomain: 'careers.stolen.example' });
      expect(response.statusCode).toBe(403);
    });
  });
});
