import { companyDashboardSchema, companySchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  let otherCompanyId: string;
  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    await createAccount(db(), { email: 'founder@example.com' });
    const other = await createAccount(db(), { email: 'other-manager@example.com' });
    await createAccount(db(), { email: 'staff@example.com', isAdmin: true });
    otherCompanyId = await createCompany(db(), { key: 'other-co', name: 'Other Co', managerId: other });
  });
  afterAll(() => app.close());

  const as = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };

  describe('POST /api/companies', () => {
    it('creates a DRAFT startup managed by its creator, with a key from the name and http:// on the website', async () => {
      const founder = await as('founder@example.com');
      const response = await founder.post('/api/companies', { name: 'Fjord Robotics', website: 'fjord.example' });
      expect(response.statusCode).toBe(201);
      const company = companySchema.parse(response.json());
      expect(company).toMatchObject({ key: 'fjord-robotics', name: 'Fjord Robotics', website: 'http://fjord.example', status: 'DRAFT' });

      const me = (await founder.get('/api/users/me')).json();
      expect(me.companies).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'fjord-robotics', status: 'DRAFT' })]));

      const again = await founder.post('/api/companies', { name: 'Fjord Robotics' });
      expect(again.json().key).toBe('fjord-robotics-2');
    });

    it('answers 400 naming each invalid field', async () => {
      const founder = await as('founder@example.com');
      const response = await founder.post('/api/companies', { name: '  ', website: 'not a site at all', stage: 'moon', foundedYear: 1200 });
      expect(response.statusCode).toBe(400);
      const paths = (response.json().fields as { path: string; message: string }[]).map((field) => field.path);
      expect(paths).toEqual(expect.arrayContaining(['name', 'website', 'foundedYear']));
      expect(response.json().fields).toEqual(expect.arrayContaining([{ path: 'name', message: 'Please enter the startup name' }]));

      const option = await founder.post('/api/companies', { name: 'Odd Options', website: '', stage: 'moon' });
      expect(option.statusCode).toBe(400);
      expect(option.json().fields).toEqual([{ path: 'stage', message: 'Choose one of the offered options' }]);
    });

    it('refuses a guest and a taken key', async () => {
      const guest = await new TestBrowser(app).post('/api/companies', { name: 'Nobody', website: '' });
      expect(guest.statusCode).toBe(403);
      expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
      const taken = await (await as('founder@example.com')).post('/api/companies', { name: 'Copy', key: 'other-co', website: '' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fields[0].path).toBe('key');
    });
  });

  describe('PUT /api/companies/:key', () => {
    it('saves every profile field and keeps linked investors unchanged while free ones are edited', async () => {
      const founder = await as('founder@example.com');
      await founder.post('/api/companies', { name: 'Polar Data', website: '' });
      const companyId = (await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'polar-data'`)).id;
      const linked = await db().one<{ id: string }>(
        `INSERT INTO portfolio_entries (owner_company_id, linked_company_id, name) VALUES ($1, $2, 'ignored') RETURNING id`,
        [companyId, otherCompanyId],
      );
      const response = await founder.put('/api/companies/polar-data', {
        website: 'polar.example',
        whatWeDo: { description: 'We map the Arctic.' },
        countries: [{ countryCode: 'NO' }, { countryCode: 'SE' }],
        industries: ['cleantech'],
        businessModel: 'saas',
        keyFigures: [{ name: 'customers', value: '120' }],
        stage: null,
        perks: [{ icon: 'coffee', text: 'Good coffee' }],
        team: [{ name: 'Ingrid Berg', title: 'CEO', linkedinUrl: 'linkedin.com/in/ingrid' }],
        galleryImages: [{ path: 'images/a.png' }],
        investors: [{ id: linked.id, name: 'Renamed', website: 'x.example' }, { name: 'Nordic Angels', website: 'angels.example' }],
      });
      expect(response.statusCode).toBe(200);
      const company = companySchema.parse(response.json());
      expect(company).toMatchObject({
        website: 'http://polar.example',
        whatWeDo: { description: 'We map the Arctic.' },
        countries: [{ countryCode: 'NO' }, { countryCode: 'SE' }],
        industries: ['cleantech'],
        businessModel: 'saas',
        keyFigures: [{ name: 'customers', value: '120' }],
        perks: [{ icon: 'coffee', text: 'Good coffee' }],
        team: [{ name: 'Ingrid Berg', title: 'CEO', linkedinUrl: 'http://linkedin.com/in/ingrid', image: null }],
        galleryImages: [{ path: 'images/a.png' }],
      });
      expect(company.investors.map((entry) => [entry.name, entry.website, entry.company?.key ?? null])).toEqual([
        ['Other Co', '', 'other-co'],
        ['Nordic Angels', 'http://angels.example', null],
      ]);
    });

    it('publishes a draft only when the required fields are there', async () => {
      const founder = await as('founder@example.com');
      await founder.post('/api/companies', { name: 'Aurora Labs', website: '' });
      const early = await founder.put('/api/companies/aurora-labs', { status: 'ACTIVE' });
      expect(early.statusCode).toBe(400);
      expect(early.json().fields.map((field: { path: string }) => field.path)).toEqual(['website', 'whatWeDo.description', 'countries', 'logoImage']);
      expect((await founder.get('/api/companies/aurora-labs/hidden')).json().status).toBe('DRAFT');

      const published = await founder.put('/api/companies/aurora-labs', {
        website: 'aurora.example',
        whatWeDo: { description: 'Northern lights as a service.' },
        countries: [{ countryCode: 'IS' }],
        logoImage: { path: 'images/aurora.png' },
        status: 'ACTIVE',
      });
      expect(published.statusCode).toBe(200);
      expect(published.json().status).toBe('ACTIVE');

      const back = await founder.put('/api/companies/aurora-labs', { status: 'DRAFT' });
      expect(back.statusCode).toBe(409);
      expect(back.json().code).toBe('E_CONFLICT');
    });

    it("refuses another company's manager and a guest, and lets an admin pass", async () => {
      const other = await (await as('other-manager@example.com')).put('/api/companies/aurora-labs', { name: 'Hijacked' });
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('E_FORBIDDEN');
      const guest = await new TestBrowser(app).put('/api/companies/aurora-labs', { name: 'Hijacked' });
      expect(guest.statusCode).toBe(403);
      const admin = await (await as('staff@example.com')).put('/api/companies/aurora-labs', { name: 'Aurora Labs AS' });
      expect(admin.statusCode).toBe(200);
      // Fields left out stay as they were.
      expect(admin.json()).toMatchObject({ name: 'Aurora Labs AS', website: 'http://aurora.example', status: 'ACTIVE' });
    });
  });

  describe('GET /api/companies/:key/dashboard', () => {
    it('counts jobs by status, applicants by stage, and views and applicants per day', async () => {
      const founder = await as('founder@example.com');
      const companyId = (await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'aurora-labs'`)).id;
      const addJob = (status: string) =>
        db().one<{ id: string }>(`INSERT INTO jobs (company_id, title, category, status) VALUES ($1, 'Engineer', 'backend', $2) RETURNING id`, [companyId, status]);
      const live = await addJob('ACTIVE');
      await addJob('DRAFT');
      for (const [index, stage] of ['applied', 'applied', 'hired'].entries()) {
        const user = await createAccount(db(), { email: `applicant${index}@example.com` });
        const applicant = await db().one<{ id: string }>('INSERT INTO applicant_profiles (user_id) VALUES ($1) RETURNING id', [user]);
        await db().query('INSERT INTO applications (job_id, applicant_id, stage) VALUES ($1, $2, $3)', [live.id, applicant.id, stage]);
      }
      await db().query(`INSERT INTO job_views (job_id, day, visitor) VALUES ($1, current_date, 'a'), ($1, current_date, 'b'), ($1, current_date - 1, 'a')`, [live.id]);

      const response = await founder.get('/api/companies/aurora-labs/dashboard');
      expect(response.statusCode).toBe(200);
      const dashboard = companyDashboardSchema.parse(response.json());
      expect(dashboard.jobsByStatus).toEqual(expect.arrayContaining([{ status: 'ACTIVE', count: 1 }, { status: 'DRAFT', count: 1 }, { status: 'STOPPED', count: 0 }]));
      expect(dashboard.applicantsByStage).toEqual(expect.arrayContaining([{ stage: 'applied', count: 2 }, { stage: 'hired', count: 1 }, { stage: 'rejected', count: 0 }]));
      // Before the board is first opened: its default columns, the custom one named as the board names it.
      expect(dashboard.applicantsByColumn.map((row) => [row.name, row.count])).toEqual([['Applied', 2], ['Interview', 0], ['Hired', 1], ['To be rejected', 0], ['Rejected', 0]]);
      expect(dashboard.timeline).toHaveLength(30);
      expect(dashboard.timeline.at(-1)).toMatchObject({ views: 2, applicants: 3 });
      expect(dashboard.timeline.at(-2)).toMatchObject({ views: 1, applicants: 0 });
      expect(dashboard.totals).toMatchObject({ applicants: 3, jobs: 2 });

      // A custom column the startup renamed shows under its own name, with the applicants moved there.
      await founder.get('/api/companies/aurora-labs/applicants');
      const custom = await db().one<{ id: string }>(`SELECT id FROM kanban_columns WHERE company_id = $1 AND stage = 'custom'`, [companyId]);
      await db().query(`UPDATE kanban_columns SET name = 'Culture chat' WHERE id = $1`, [custom.id]);
      await db().query(`UPDATE applications SET stage = 'custom', column_id = $1 WHERE stage = 'hired'`, [custom.id]);
      const renamed = companyDashboardSchema.parse((await founder.get('/api/companies/aurora-labs/dashboard')).json());
      expect(renamed.applicantsByColumn).toContainEqual({ name: 'Culture chat', stage: 'custom', count: 1 });

      const other = await (await as('other-manager@example.com')).get('/api/companies/aurora-labs/dashboard');
      expect(other.statusCode).toBe(403);
    });
  });
});
