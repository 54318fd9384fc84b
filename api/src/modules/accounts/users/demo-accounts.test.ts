import { userSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { DEMO_PASSWORD, demoAccounts, demoAngel, demoCareersCompany, demoInvestor, demoMultiCompany } from '../../../seed/demo';
import { seedIfEmpty } from '../../../seed/seed';
import { createLocalFileStore } from '../../../storage/local-file-store';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp, tempDir } from '../../../test/test-app';

// The documented demo accounts (README, start-up banner) must work with the documented password.
forEachDatabase(({ db }) => {
  let app: App;
  let uploads: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    uploads = tempDir();
    await seedIfEmpty(db(), { files: createLocalFileStore(uploads.dir), size: { companies: 30, jobs: 60, investors: 8, applicants: 3 } });
    app = await buildTestApp(db(), { ...accountsTestEnv, UPLOADS_DIR: uploads.dir });
  });
  afterAll(async () => {
    await app.close();
    uploads.remove();
  });

  it.each(demoAccounts.map((account) => [account.role, account] as const))('the %s demo account signs in with its profiles', async (_role, account) => {
    const browser = new TestBrowser(app);
    const response = await browser.signIn(account.email, DEMO_PASSWORD);
    const user = userSchema.parse(response.json());
    expect(user.email).toBe(account.email);
    const companies = user.companies.map((company) => company.key);
    const investors = user.investors.map((investor) => investor.key);
    switch (account.role) {
      case 'admin':
        expect(user.isAdmin).toBe(true);
        expect((await browser.get(`/api/companies/${demoCareersCompany.key}/hidden`)).statusCode).toBe(200);
        break;
      case 'company':
        expect(companies).toEqual([demoCareersCompany.key]);
        expect((await browser.get(`/api/companies/${demoCareersCompany.key}/hidden`)).statusCode).toBe(200);
        expect((await browser.get(`/api/companies/${demoMultiCompany.key}/hidden`)).statusCode).toBe(403);
        break;
      case 'investor':
        expect(investors).toEqual([demoInvestor.key]);
        break;
      case 'applicant':
        expect(user.applicant?.enabled).toBe(true);
        break;
      case 'all-profiles':
        expect(companies).toEqual([demoMultiCompany.key]);
        expect(investors).toEqual([demoAngel.key]);
        expect(user.applicant?.enabled).toBe(true);
        break;
    }
  });
});
