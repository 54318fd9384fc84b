import { jobListResponseSchema, portfolioJobsSchema, type JobListItem } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, createInvestor, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildJobsTestApp, daysFromNow, insertJob } from './test/fixtures';

jest.setTimeout(20_000);

// Funding-aware search: GET /v2/jobs?stage=&fundingStage=&funding=&investor= and
// GET /investors/{key}/portfolio-jobs.
forEachDatabase(({ db }) => {
  let app: App;
  const titles = (jobs: readonly Pick<JobListItem, 'title'>[]) => jobs.map((job) => job.title).sort();
  const list = async (query: string) => {
    const response = await app.inject({ url: `/api/v2/jobs${query}` });
    expect(response.statusCode).toBe(200);
    return jobListResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    app = await buildJobsTestApp(db(), accountsTestEnv);
    await createAccount(db(), { email: 'seeker@example.com' });
    const startup = async (key: string, columns: { stage?: string; fundingStage?: string }) => {
      const id = await createCompany(db(), { key, name: key });
      await db().query('UPDATE companies SET stage = $2, funding_stage = $3 WHERE id = $1', [id, columns.stage ?? null, columns.fundingStage ?? null]);
      return id;
    };
    // Seed-backed growth startup, recently funded by North Fund and long ago by Old Fund.
    const seedling = await startup('seedling', { stage: 'growth', fundingStage: 'seed' });
    // Scale-up backed only long ago, by Old Fund.
    const veteran = await startup('veteran', { stage: 'scale-up', fundingStage: 'series-b' });
    // Bootstrapped and no investor.
    const selfmade = await startup('selfmade', { stage: 'growth', fundingStage: 'bootstrapped' });
    // Says bootstrapped, but a live investor lists it: counted as funded.
    const listed = await startup('listed', { stage: 'idea', fundingStage: 'bootstrapped' });
    // Nothing known.
    const quiet = await startup('quiet', {});

    const north = await createInvestor(db(), { key: 'north-fund', name: 'North Fund' });
    const old = await createInvestor(db(), { key: 'old-fund', name: 'Old Fund' });
    const hidden = await createInvestor(db(), { key: 'hidden-fund', name: 'Hidden Fund', status: 'DRAFT' });
    const invest = (investor: string, company: string, daysAgo: number) =>
      db().query('INSERT INTO portfolio_entries (owner_investor_id, linked_company_id, created_at) VALUES ($1, $2, $3)', [investor, company, daysFromNow(-daysAgo)]);
    await invest(north, seedling, 20);
    await invest(old, seedling, 900);
    await invest(old, veteran, 800);
    await invest(old, listed, 700);
    // A draft investor's portfolio does not count.
    await invest(hidden, quiet, 5);
    // A startup's own list of its investors is not the investor's portfolio.
    await db().query('INSERT INTO portfolio_entries (owner_company_id, linked_investor_id) VALUES ($1, $2)', [selfmade, north]);

    await insertJob(db(), { companyId: seedling, title: 'Seedling backend', createdAt: daysFromNow(-1) });
    await insertJob(db(), { companyId: seedling, title: 'Seedling designer', createdAt: daysFromNow(-2) });
    await insertJob(db(), { companyId: veteran, title: 'Veteran sales', createdAt: daysFromNow(-3) });
    await insertJob(db(), { companyId: selfmade, title: 'Selfmade support', createdAt: daysFromNow(-4) });
    await insertJob(db(), { companyId: listed, title: 'Listed founder associate', createdAt: daysFromNow(-5) });
    await insertJob(db(), { companyId: quiet, title: 'Quiet analyst', createdAt: daysFromNow(-6) });
    // Not listed: expired and draft jobs of a portfolio startup.
    await insertJob(db(), { companyId: seedling, title: 'Seedling expired', expirationDate: daysFromNow(-1) });
    await insertJob(db(), { companyId: seedling, title: 'Seedling draft', status: 'DRAFT', approvedAt: null });
  });
  afterAll(() => app.close());

  it('filters by the startup stage and funding round of the site configuration', async () => {
    expect(titles((await list('?stage=growth')).docs)).toEqual(['Seedling backend', 'Seedling designer', 'Selfmade support']);
    expect(titles((await list('?fundingStage=series-b')).docs)).toEqual(['Veteran sales']);
    expect(titles((await list('?stage=growth&fundingStage=bootstrapped')).docs)).toEqual(['Selfmade support']);
    // An unknown stage matches nothing (the value comes from the configuration's list).
    expect((await list('?stage=unicorn')).total).toBe(0);
  });

  it('filters by funding status: bootstrapped, funded, recently funded', async () => {
    expect(titles((await list('?funding=bootstrapped')).docs)).toEqual(['Selfmade support']);
    expect(titles((await list('?funding=funded')).docs)).toEqual(['Listed founder associate', 'Seedling backend', 'Seedling designer', 'Veteran sales']);
    expect(titles((await list('?funding=recently-funded')).docs)).toEqual(['Seedling backend', 'Seedling designer']);
  });

  it('rejects an unknown funding status naming the field and the values', async () => {
    const response = await app.inject({ url: '/api/v2/jobs?funding=rich' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Must be one of: bootstrapped, funded, recently-funded');
  });

  it('filters by investors: one key, several keys (any of them), and only live investors', async () => {
    expect(titles((await list('?investor=north-fund')).docs)).toEqual(['Seedling backend', 'Seedling designer']);
    expect(titles((await list('?investor=north-fund,old-fund')).docs)).toEqual(['Listed founder associate', 'Seedling backend', 'Seedling designer', 'Veteran sales']);
    expect(titles((await list('?investor=north-fund&investor=old-fund&stage=scale-up')).docs)).toEqual(['Veteran sales']);
    expect((await list('?investor=hidden-fund')).total).toBe(0);
    expect((await list('?investor=nobody')).total).toBe(0);
  });

  it('rejects a malformed investor list with the field and the rule', async () => {
    const response = await app.inject({ url: '/api/v2/jobs?investor=North%20Fund' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Must be investor keys separated by commas (at most 10)');
    expect(JSON.stringify(response.json())).toContain('investor');
  });

  it('lists the open jobs of an investor portfolio, paged, with the total the job search shows', async () => {
    const first = await app.inject({ url: '/api/investors/old-fund/portfolio-jobs?pageSize=2' });
    expect(first.statusCode).toBe(200);
    const page = portfolioJobsSchema.parse(first.json());
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    // Newest first, as the job search filtered by the investor ranks them.
    expect(page.docs.map((job) => job.title)).toEqual(['Seedling backend', 'Seedling designer']);
    const second = portfolioJobsSchema.parse((await app.inject({ url: '/api/investors/old-fund/portfolio-jobs?pageSize=2&page=2' })).json());
    expect(second.docs.map((job) => job.title)).toEqual(['Veteran sales', 'Listed founder associate']);
    const search = await list('?investor=old-fund&pageSize=2');
    expect(search.total).toBe(page.total);
  });

  it('answers 404 for an unknown or hidden investor, and 400 for a bad page size', async () => {
    expect((await app.inject({ url: '/api/investors/nobody/portfolio-jobs' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/investors/hidden-fund/portfolio-jobs' })).statusCode).toBe(404);
    const tooMany = await app.inject({ url: '/api/investors/old-fund/portfolio-jobs?pageSize=500' });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('Must be at most 50');
  });

  it('saves a search with funding filters and counts what the search lists', async () => {
    const seeker = new TestBrowser(app);
    await seeker.signIn('seeker@example.com', testPassword);
    const key = JSON.stringify({ search: '', location: '', countryCode: null });
    const since = daysFromNow(-30).toISOString();
    const saved = await seeker.post('/api/job-search', { key, filters: { investor: 'old-fund', stage: 'growth' }, since });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ filters: { investor: 'old-fund', stage: 'growth' }, count: 2 });
    const counts = await seeker.post('/api/jobs/count/bulk', {
      items: [
        { key, filters: { funding: 'recently-funded' }, since },
        { key, filters: { fundingStage: 'bootstrapped', funding: 'bootstrapped' }, since },
      ],
    });
    expect(counts.json()).toEqual({ results: [{ key, count: 2 }, { key, count: 1 }] });
    const bad = await seeker.post('/api/job-search', { key, filters: { investor: 'Not A Key' }, since });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Must be investor keys separated by commas (at most 10)');
  });
});
