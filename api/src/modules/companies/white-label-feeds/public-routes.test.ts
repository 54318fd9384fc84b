import { jobDetailSchema, jobListResponseSchema, publicFeedSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { feedPageFor } from './feed-head';

jest.setTimeout(20_000);

forEachDatabase(({ db }) => {
  let app: App;
  const jobIds: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, MAIN_HOSTS: 'localhost,nordhub.test' });
    const manager = await createAccount(db(), { email: 'feed-owner@example.com' });
    const fjord = await createCompany(db(), { key: 'fjord', name: 'Fjord', managerId: manager });
    const other = await createCompany(db(), { key: 'other', name: 'Other' });
    const insert = async (title: string, company: string, category: string, countryCode: string, extra = '') => {
      const row = await db().one<{ id: string }>(
        `INSERT INTO jobs (company_id, title, status, category, country_code, is_remote, approved_at, created_at)
         VALUES ($1, $2, 'ACTIVE', $3, $4, $5, now(), now() - ($6 || ' minutes')::interval) RETURNING id`,
        [company, title, category, countryCode, extra === 'remote', String(Object.keys(jobIds).length)],
      );
      jobIds[title] = row.id;
    };
    await insert('Rust Backend Engineer', fjord, 'backend', 'DK');
    await insert('Go Backend Engineer', fjord, 'backend', 'SE');
    await insert('Remote Backend Engineer', fjord, 'backend', 'NO', 'remote');
    await insert('Product Designer', fjord, 'design', 'DK');
    await insert('Backend Engineer at Other', other, 'backend', 'DK');
    await db().query(`INSERT INTO jobs (company_id, title, status, category, country_code) VALUES ($1, 'Draft Backend Engineer', 'DRAFT', 'backend', 'DK')`, [fjord]);
    await db().query(
      `INSERT INTO white_label_feeds (key, name, description, domain, filters, owner_company_id, logo_path, domain_status) VALUES
         ('fjord-engineers', 'Fjord Engineers', 'Backend jobs at Fjord', 'jobs.fjord.test', $1::jsonb, $2, 'feeds/fjord.png', 'verified'),
         ('everything', 'Everything', '', 'all.feeds.localhost', '{}'::jsonb, NULL, NULL, 'verified')`,
      [JSON.stringify({ categories: ['backend'], countryCodes: ['DK', 'SE', 'NO'], companyKeys: ['fjord'], search: 'engineer' }), fjord],
    );
  });
  // Guarded: when set-up failed there is no app to close.
  afterAll(() => app?.close());

  const titlesOf = async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    const page = jobListResponseSchema.parse(response.json());
    return { titles: page.docs.map((job) => job.title), total: page.total };
  };

  it('finds the feed of a host name whatever its case or port, with its header and rules', async () => {
    const response = await app.inject({ url: '/api/companies/white-label-feed-domain/Jobs.Fjord.TEST:4200', headers: { host: 'jobs.fjord.test:4200' } });
    expect(response.statusCode).toBe(200);
    expect(publicFeedSchema.parse(response.json())).toEqual({
      id: expect.any(String),
      key: 'fjord-engineers',
      name: 'Fjord Engineers',
      logo: { path: 'feeds/fjord.png' },
      description: 'Backend jobs at Fjord',
      domain: 'jobs.fjord.test',
      // A feed speaks English until its owner chooses another language.
      language: 'en',
      filters: { categories: ['backend'], countryCodes: ['DK', 'SE', 'NO'], companyKeys: ['fjord'], search: 'engineer' },
      // No PUBLIC_URL: the first main host on the request's port.
      mainSiteUrl: 'http://localhost:4200',
    });
  });

  it("writes the head of a feed's pages in its language: <html lang>, the feed's name, its job's JobPosting", async () => {
    await db().query(`UPDATE white_label_feeds SET language = 'fi' WHERE key = 'fjord-engineers'`);
    const home = await feedPageFor(db(), 'Jobs.Fjord.test', '/', 'http://jobs.fjord.test');
    expect(home?.head).toMatchObject({ title: 'Fjord Engineers', description: 'Backend jobs at Fjord', canonical: 'http://jobs.fjord.test/', lang: 'fi' });
    const job = await feedPageFor(db(), 'jobs.fjord.test', `/whiteLabelFeed/jobs/${jobIds['Rust Backend Engineer']}`, 'http://jobs.fjord.test');
    expect(job?.status).toBe(200);
    expect(job?.head).toMatchObject({ title: 'Rust Backend Engineer · Fjord Engineers', lang: 'fi', canonical: `http://jobs.fjord.test/whiteLabelFeed/jobs/${jobIds['Rust Backend Engineer']}` });
    expect(job?.head.jsonLd).toMatchObject({ '@type': 'JobPosting', inLanguage: 'fi' });
    // A job outside the feed's rules is not found under its name; other paths and hosts keep index.html as built.
    expect((await feedPageFor(db(), 'jobs.fjord.test', `/whiteLabelFeed/jobs/${jobIds['Product Designer']}`, 'http://jobs.fjord.test'))?.status).toBe(404);
    expect(await feedPageFor(db(), 'jobs.fjord.test', '/somewhere', 'http://jobs.fjord.test')).toBeNull();
    expect(await feedPageFor(db(), 'nowhere.feeds.localhost', '/', 'http://nowhere.feeds.localhost')).toBeNull();
    await db().query(`UPDATE white_label_feeds SET language = 'en' WHERE key = 'fjord-engineers'`);
  });

  it('answers 404 naming the domain when no feed is set up for it', async () => {
    const response = await app.inject({ url: '/api/companies/white-label-feed-domain/nowhere.feeds.localhost' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'E_NOT_FOUND', message: 'No job feed is set up for nowhere.feeds.localhost' });
  });

  it("lists only the jobs that follow the feed's rules, newest first", async () => {
    expect(await titlesOf('/api/white-label-feeds/fjord-engineers/jobs')).toEqual({
      titles: ['Rust Backend Engineer', 'Go Backend Engineer', 'Remote Backend Engineer'],
      total: 3,
    });
  });

  it("narrows the feed by the visitor's search and country, never widening it", async () => {
    expect((await titlesOf('/api/white-label-feeds/fjord-engineers/jobs?search=rus')).titles).toEqual(['Rust Backend Engineer']);
    expect((await titlesOf('/api/white-label-feeds/fjord-engineers/jobs?country=SE')).titles).toEqual(['Go Backend Engineer']);
    expect((await titlesOf('/api/white-label-feeds/fjord-engineers/jobs?country=REMOTE')).titles).toEqual(['Remote Backend Engineer']);
    // Iceland is outside the feed's countries, and the designer outside its category.
    expect((await titlesOf('/api/white-label-feeds/fjord-engineers/jobs?country=IS')).titles).toEqual([]);
    expect((await titlesOf('/api/white-label-feeds/fjord-engineers/jobs?search=designer')).titles).toEqual([]);
  });

  it('pages the feed', async () => {
    expect(await titlesOf('/api/white-label-feeds/fjord-engineers/jobs?pageSize=2&page=2')).toEqual({ titles: ['Remote Backend Engineer'], total: 3 });
    expect((await titlesOf('/api/white-label-feeds/everything/jobs?pageSize=2')).total).toBe(5);
  });

  it("opens a job of the feed, and 404s for a job outside it or a draft", async () => {
    const inFeed = await app.inject({ url: `/api/white-label-feeds/fjord-engineers/jobs/${jobIds['Go Backend Engineer']}` });
    expect(inFeed.statusCode).toBe(200);
    expect(jobDetailSchema.parse(inFeed.json()).title).toBe('Go Backend Engineer');
    const outside = await app.inject({ url: `/api/white-label-feeds/fjord-engineers/jobs/${jobIds['Backend Engineer at Other']}` });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toContain('is not in this feed');
    expect((await app.inject({ url: `/api/white-label-feeds/fjord-engineers/jobs/not-a-job` })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/white-label-feeds/no-such-feed/jobs' })).statusCode).toBe(404);
  });

  it("carries each job's pay range as its ad states it", async () => {
    const id = jobIds['Go Backend Engineer'];
    await db().query(
      `UPDATE jobs SET salary_type = 'range', salary_min = 45000, salary_max = 55000, salary_currency = 'SEK', salary_period = 'monthly' WHERE id = $1`,
      [id],
    );
    const pay = { type: 'range', min: 45_000, max: 55_000, currency: 'SEK', period: 'monthly' };
    const list = jobListResponseSchema.parse((await app.inject({ url: '/api/white-label-feeds/fjord-engineers/jobs' })).json());
    expect(list.docs.find((job) => job.id === id)?.salary).toEqual(pay);
    expect(list.docs.find((job) => job.title === 'Rust Backend Engineer')?.salary).toMatchObject({ type: 'competitive' });
  });

  it("counts the same jobs for the owner in the company portal as the feed lists", async () => {
    const owner = new TestBrowser(app);
    await owner.signIn('feed-owner@example.com', testPassword);
    const feeds = (await owner.get('/api/companies/fjord/white-label-feeds')).json();
    expect(feeds).toEqual([expect.objectContaining({ key: 'fjord-engineers', numberOfJobs: 3 })]);
  });

  it('describes the feed look-up, its jobs and the aggregator feeds in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/domains/{domain}/white-label-feed',
        '/api/white-label-feeds/{key}/jobs',
        '/api/white-label-feeds/{key}/jobs/{id}',
        '/api/feeds/indeed.xml',
      ]),
    );
  });

  it('drops a job from the feed once it is stopped', async () => {
    await db().query(`UPDATE jobs SET status = 'STOPPED' WHERE id = $1`, [jobIds['Rust Backend Engineer']]);
    expect((await titlesOf('/api/white-label-feeds/fjord-engineers/jobs')).titles).toEqual(['Go Backend Engineer', 'Remote Backend Engineer']);
  });
});
