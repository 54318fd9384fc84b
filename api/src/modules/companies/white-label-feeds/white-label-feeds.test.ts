import { ownedFeedSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, MAIN_HOSTS: 'localhost,nordhub.test' });
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    const rival = await createAccount(db(), { email: 'rival@example.com' });
    const company = await createCompany(db(), { key: 'feed-co', managerId: manager });
    await createCompany(db(), { key: 'rival-co', managerId: rival });
    await db().query(`UPDATE companies SET careers_domain = 'careers.rival.test' WHERE key = 'rival-co'`);
    await db().query(
      `INSERT INTO jobs (company_id, title, status, category, country_code, approved_at) VALUES
         ($1, 'Backend in DK', 'ACTIVE', 'backend', 'DK', now()), ($1, 'Design in SE', 'ACTIVE', 'design', 'SE', now()),
         ($1, 'Draft backend', 'DRAFT', 'backend', 'DK', NULL)`,
      [company],
    );
  });
  afterAll(() => app.close());

  const as = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };
  const feed = { name: 'Nordic Backend Jobs', description: 'Backend roles in Denmark', domain: 'https://Jobs.Backend.Example/', filters: { categories: ['backend'], countryCodes: ['DK'] } };

  it('creates a feed with a tidied domain, counts the live jobs it lists, lists and deletes it', async () => {
    const manager = await as('manager@example.com');
    const created = await manager.post('/api/companies/feed-co/white-label-feeds', feed);
    expect(created.statusCode).toBe(201);
    expect(ownedFeedSchema.parse(created.json())).toMatchObject({
      key: 'nordic-backend-jobs',
      name: 'Nordic Backend Jobs',
      domain: 'jobs.backend.example',
      filters: { categories: ['backend'], countryCodes: ['DK'], companyKeys: [], search: '' },
      language: 'en',
      numberOfJobs: 1,
    });
    const list = (await manager.get('/api/companies/feed-co/white-label-feeds')).json();
    expect(list.map((item: { domain: string }) => item.domain)).toEqual(['jobs.backend.example']);
    expect((await manager.request('DELETE', `/api/companies/feed-co/white-label-feeds/${created.json().id}`)).statusCode).toBe(200);
    expect((await manager.get('/api/companies/feed-co/white-label-feeds')).json()).toEqual([]);
  });

  it('keeps domains unique across feeds, careers sites and the main hosts (409 on domain)', async () => {
    const manager = await as('manager@example.com');
    expect((await manager.post('/api/companies/feed-co/white-label-feeds', { ...feed, domain: 'jobs.unique.example' })).statusCode).toBe(201);
    for (const domain of ['JOBS.unique.example', 'careers.rival.test', 'nordhub.test']) {
      const taken = await manager.post('/api/companies/feed-co/white-label-feeds', { ...feed, domain });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fields).toEqual([{ path: 'domain', message: 'This domain is already used by another feed or careers site' }]);
    }
  });

  it('answers 400 naming the field for a missing name or an invalid domain', async () => {
    const manager = await as('manager@example.com');
    const noName = await manager.post('/api/companies/feed-co/white-label-feeds', { ...feed, name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields[0]).toMatchObject({ path: 'name', message: 'Please enter the feed name' });
    for (const domain of ['not a domain', 'localhost', 'jobs..example.com', 'jobs.example.com/path', '-bad.example.com']) {
      const bad = await manager.post('/api/companies/feed-co/white-label-feeds', { ...feed, domain });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0].path).toBe('domain');
    }
  });

  it('creates a feed in the language chosen, changes it, and the feed served on its host speaks it', async () => {
    const manager = await as('manager@example.com');
    const created = await manager.post('/api/companies/feed-co/white-label-feeds', { ...feed, domain: 'tyopaikat.example.com', language: 'fi' });
    expect(created.statusCode).toBe(201);
    expect(created.json().language).toBe('fi');
    const id = created.json().id as string;
    await db().query(`UPDATE white_label_feeds SET domain_status = 'verified' WHERE id = $1`, [id]);
    expect((await app.inject({ url: '/api/companies/white-label-feed-domain/tyopaikat.example.com' })).json().language).toBe('fi');

    const changed = await manager.request('PATCH', `/api/companies/feed-co/white-label-feeds/${id}`, { payload: { language: 'sv' } });
    expect(changed.statusCode).toBe(200);
    expect(ownedFeedSchema.parse(changed.json())).toMatchObject({ id, language: 'sv', domain: 'tyopaikat.example.com' });
    expect((await app.inject({ url: '/api/companies/white-label-feed-domain/tyopaikat.example.com' })).json().language).toBe('sv');
  });

  it('answers 400 naming the language field for a language the feeds do not speak', async () => {
    const manager = await as('manager@example.com');
    const created = await manager.post('/api/companies/feed-co/white-label-feeds', { ...feed, domain: 'jobs.german.example', language: 'de' });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields[0]).toMatchObject({ path: 'language', message: 'Choose one of en (English), da (Dansk), sv (Svenska), nb (Norsk bokmål), fi (Suomi), is (Íslenska)' });
    const [mine] = (await manager.get('/api/companies/feed-co/white-label-feeds')).json();
    const patched = await manager.request('PATCH', `/api/companies/feed-co/white-label-feeds/${mine.id}`, { payload: { language: 'no' } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().fields[0].path).toBe('language');
  });

  it("refuses another company's manager and a guest", async () => {
    const rival = await as('rival@example.com');
    expect((await rival.get('/api/companies/feed-co/white-label-feeds')).statusCode).toBe(403);
    expect((await rival.post('/api/companies/feed-co/white-label-feeds', { ...feed, domain: 'x.example.com' })).statusCode).toBe(403);
    const mine = (await (await as('manager@example.com')).get('/api/companies/feed-co/white-label-feeds')).json();
    expect((await rival.request('DELETE', `/api/companies/rival-co/white-label-feeds/${mine[0].id}`)).statusCode).toBe(404);
    expect((await rival.request('PATCH', `/api/companies/feed-co/white-label-feeds/${mine[0].id}`, { payload: { language: 'da' } })).statusCode).toBe(403);
    expect((await rival.request('PATCH', `/api/companies/rival-co/white-label-feeds/${mine[0].id}`, { payload: { language: 'da' } })).statusCode).toBe(404);
    const guest = await new TestBrowser(app).get('/api/companies/feed-co/white-label-feeds');
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
  });
});
