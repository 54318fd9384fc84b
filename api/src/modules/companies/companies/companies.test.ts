import { companySchema, userSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    await createAccount(db(), { email: 'outsider@example.com' });
    await createAccount(db(), { email: 'admin@example.com', isAdmin: true });
    const companyId = await createCompany(db(), { key: 'draft-co', name: 'Draft Co', status: 'DRAFT', platform: { main: true }, managerId: manager });
    await db().query(
      `INSERT INTO portfolio_entries (owner_company_id, name, website, intro) VALUES ($1, 'Angel Fund', 'https://angel.example', 'Early backer')`,
      [companyId],
    );
  });
  afterAll(() => app.close());

  const as = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };

  describe('GET /api/companies/:key/hidden', () => {
    it('gives a manager the company in any status, drafts included', async () => {
      const response = await (await as('manager@example.com')).get('/api/companies/draft-co/hidden');
      expect(response.statusCode).toBe(200);
      const company = companySchema.parse(response.json());
      expect(company).toMatchObject({
        key: 'draft-co',
        name: 'Draft Co',
        status: 'DRAFT',
        adminUrl: '/client/startups/draft-co',
        countries: [{ countryCode: 'DK' }],
        numberOfActiveJobs: 0,
        followed: false,
        investors: [{ name: 'Angel Fund', website: 'https://angel.example', company: null, investor: null, basicInfo: { intro: 'Early backer' } }],
      });
    });

    it('lets an admin pass', async () => {
      expect((await (await as('admin@example.com')).get('/api/companies/draft-co/hidden')).statusCode).toBe(200);
    });

    it('refuses a signed-in non-manager with 403 E_FORBIDDEN and a guest with 403 E_NOT_SIGNED_IN', async () => {
      const outsider = await (await as('outsider@example.com')).get('/api/companies/draft-co/hidden');
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().code).toBe('E_FORBIDDEN');
      const guest = await app.inject({ url: '/api/companies/draft-co/hidden' });
      expect(guest.statusCode).toBe(403);
      expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
    });

    it('answers 404 for an unknown company', async () => {
      const response = await (await as('admin@example.com')).get('/api/companies/no-such-co/hidden');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('E_NOT_FOUND');
    });
  });

  describe('POST /api/companies/:key/platform', () => {
    it('connects the company to a platform and answers with the user', async () => {
      const browser = await as('manager@example.com');
      const response = await browser.post('/api/companies/draft-co/platform', { platform: 'impact' });
      expect(response.statusCode).toBe(200);
      const user = userSchema.parse(response.json());
      expect(user.companies[0]).toMatchObject({ key: 'draft-co', platform: { main: true, impact: true } });
    });

    it('refuses a non-manager, lets an admin pass and checks the platform name', async () => {
      const outsider = await (await as('outsider@example.com')).post('/api/companies/draft-co/platform', { platform: 'main' });
      expect(outsider.statusCode).toBe(403);
      const admin = await as('admin@example.com');
      expect((await admin.post('/api/companies/draft-co/platform', { platform: 'main' })).statusCode).toBe(200);
      const bad = await admin.post('/api/companies/draft-co/platform', { platform: 'mars' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0].path).toBe('platform');
    });
  });
});
