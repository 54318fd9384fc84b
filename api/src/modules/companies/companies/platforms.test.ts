import { companySchema, investorSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { insertJob } from '../../jobs/jobs/test/fixtures';

// Two deployments on one database, as the main site and the impact site share the login and data.
forEachDatabase(({ db }) => {
  let main: App;
  let impact: App;
  beforeAll(async () => {
    main = await buildTestApp(db(), accountsTestEnv);
    impact = await buildTestApp(db(), { ...accountsTestEnv, PLATFORM: 'impact' });
    await createAccount(db(), { email: 'founder@example.com' });
    const mainOnly = await createCompany(db(), { key: 'harbour-main', name: 'Harbour Main' });
    await insertJob(db(), { companyId: mainOnly, title: 'Harbour Kelp Engineer' });
  });
  afterAll(async () => {
    await main.close();
    await impact.close();
  });

  const names = (body: { docs: Array<{ name?: string; key?: string; title?: string }> }) => body.docs.map((doc) => doc.key ?? doc.title);

  it('gives a startup and an investor created on the impact site to impact: listed there, not on the main site', async () => {
    const founder = new TestBrowser(impact);
    await founder.signIn('founder@example.com', testPassword);
    const startup = await founder.post('/api/companies', { name: 'Tide Power', website: 'tide.example' });
    expect(startup.statusCode).toBe(201);
    expect(companySchema.parse(startup.json()).platform).toEqual({ impact: true });
    const investor = await founder.post('/api/investors', { name: 'Tide Fund', type: 'VENTURES', website: 'tidefund.example' });
    expect(investor.statusCode).toBe(201);
    expect(investorSchema.parse(investor.json()).platform).toEqual({ impact: true });

    // Publishing has its own rules and tests; here the profiles go live directly.
    await db().query(`UPDATE companies SET status = 'ACTIVE' WHERE key = 'tide-power'`);
    await db().query(`UPDATE investors SET status = 'ACTIVE' WHERE key = 'tide-fund'`);
    const tide = await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'tide-power'`);
    await insertJob(db(), { companyId: tide.id, title: 'Tide Kelp Engineer' });

    const startups = (app: App) => app.inject({ url: '/api/companies?pageSize=50' }).then((response) => names(response.json()));
    expect(await startups(impact)).toEqual(['tide-power']);
    expect(await startups(main)).toEqual(['harbour-main']);

    const investors = (app: App) => app.inject({ url: '/api/investors?pageSize=50' }).then((response) => names(response.json()));
    expect(await investors(impact)).toEqual(['tide-fund']);
    expect(await investors(main)).not.toContain('tide-fund');

    const jobs = (app: App) => app.inject({ url: '/api/v2/jobs?search=kelp' }).then((response) => names(response.json()));
    expect(await jobs(impact)).toEqual(['Tide Kelp Engineer']);
    expect(await jobs(main)).toEqual(['Harbour Kelp Engineer']);
    const both = (app: App) => app.inject({ url: '/api/v2/jobsandfeatured?search=kelp' }).then((response) => names(response.json().jobs));
    expect(await both(impact)).toEqual(['Tide Kelp Engineer']);

    // A startup created on the main site stays the main site's.
    const mainFounder = new TestBrowser(main);
    await mainFounder.signIn('founder@example.com', testPassword);
    expect(companySchema.parse((await mainFounder.post('/api/companies', { name: 'Harbour Two' })).json()).platform).toEqual({ main: true });
  });
});
