import { companyFollowSchema, companySchema, engagementLogResponseSchema, paged, startupListItemSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, createInvestor, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

const startupPage = paged(startupListItemSchema);

forEachDatabase(({ db }) => {
  let app: App;
  let fjordId: string;
  let auroraId: string;
  let draftId: string;
  let investorId: string;
  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    await createAccount(db(), { email: 'seeker@example.com' });
    await createAccount(db(), { email: 'other@example.com' });
    fjordId = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs' });
    auroraId = await createCompany(db(), { key: 'aurora-ai', name: 'Aurora AI' });
    await createCompany(db(), { key: 'birch-works', name: 'Birch Works' });
    draftId = await createCompany(db(), { key: 'secret-draft', name: 'Secret Draft', status: 'DRAFT' });
    investorId = await createInvestor(db(), { key: 'north-vc', name: 'North VC' });
    await db().query(
      `UPDATE companies SET country_codes = '{SE,NO}', industries = '{fintech}', stage = 'growth', funding_stage = 'seed',
              number_of_employees = '11-50', what_we_do = 'Payments for Nordic shops', website = 'https://fjord.example',
              founded_year = 2019, logo_path = 'logos/fjord.png'
        WHERE id = $1`,
      [fjordId],
    );
    await db().query(`UPDATE companies SET industries = '{healthtech}', stage = 'idea', number_of_employees = '1-10' WHERE id = $1`, [auroraId]);
    await db().query(
      `INSERT INTO jobs (company_id, title, status, category, country_code, approved_at, expiration_date) VALUES
         ($1, 'Backend in SE', 'ACTIVE', 'backend', 'SE', now(), NULL),
         ($1, 'Design in NO', 'ACTIVE', 'design', 'NO', now(), now() + interval '10 days'),
         ($1, 'Old job', 'ACTIVE', 'design', 'NO', now() - interval '40 days', now() - interval '1 day'),
         ($1, 'Draft job', 'DRAFT', 'backend', 'SE', NULL, NULL),
         ($2, 'Draft startup job', 'ACTIVE', 'backend', 'DK', now(), NULL)`,
      [fjordId, draftId],
    );
  });
  afterAll(() => app.close());

  // One sign-in per account for the file (sign-ins are rate limited).
  const as = signedInBrowsers(() => app, testPassword);
  const list = async (query: string, browser?: TestBrowser) => {
    const response = browser ? await browser.get(`/api/companies${query}`) : await app.inject({ url: `/api/companies${query}` });
    expect(response.statusCode).toBe(200);
    return startupPage.parse(response.json());
  };
  const keys = (page: { docs: { key: string }[] }) => page.docs.map((doc) => doc.key);

  describe('GET /api/companies', () => {
    it('lists public startups by name, drafts left out, with logo, what-we-do, countries and live job count', async () => {
      const page = await list('');
      expect(keys(page)).toEqual(['aurora-ai', 'birch-works', 'fjord-labs']);
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(page.docs[2]).toMatchObject({
        name: 'Fjord Labs',
        logoImage: { path: 'logos/fjord.png' },
        whatWeDo: { description: 'Payments for Nordic shops' },
        countries: [{ countryCode: 'SE' }, { countryCode: 'NO' }],
        // Live jobs only: not the expired one, not the draft.
        numberOfActiveJobs: 2,
        followed: false,
      });
    });

    it('filters by search text, country, industry, stage, funding stage, employees and hiring', async () => {
      expect(keys(await list('?search=payments'))).toEqual(['fjord-labs']);
      expect(keys(await list('?search=aur'))).toEqual(['aurora-ai']);
      expect(keys(await list('?country=SE'))).toEqual(['fjord-labs']);
      expect(keys(await list('?country=DK'))).toEqual(['aurora-ai', 'birch-works']);
      expect(keys(await list('?industry=healthtech'))).toEqual(['aurora-ai']);
      expect(keys(await list('?stage=growth'))).toEqual(['fjord-labs']);
      expect(keys(await list('?fundingStage=seed'))).toEqual(['fjord-labs']);
      expect(keys(await list('?numberOfEmployees=1-10'))).toEqual(['aurora-ai']);
      expect(keys(await list('?hiring=true'))).toEqual(['fjord-labs']);
      expect(keys(await list('?hiring=false'))).toEqual(['aurora-ai', 'birch-works']);
      expect(keys(await list('?country=SE&industry=healthtech'))).toEqual([]);
    });

    it('sorts by most live jobs first when asked (sort=jobs), then by name', async () => {
      expect(keys(await list('?sort=jobs'))).toEqual(['fjord-labs', 'aurora-ai', 'birch-works']);
      expect(keys(await list('?sort=name'))).toEqual(['aurora-ai', 'birch-works', 'fjord-labs']);
    });

    it('pages', async () => {
      const second = await list('?page=2&pageSize=2');
      expect(keys(second)).toEqual(['fjord-labs']);
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    });

    it.each([
      ['country=XX', 'country'],
      ['industry=knitting', 'industry'],
      ['stage=huge', 'stage'],
      ['fundingStage=series-z', 'fundingStage'],
      ['numberOfEmployees=9000', 'numberOfEmployees'],
      ['hiring=maybe', 'hiring'],
      ['sort=newest', 'sort'],
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const response = await app.inject({ url: `/api/companies?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.map((item: { path: string }) => item.path)).toContain(field);
    });

    it('lists the followed startups of the signed-in user; guests get 403 E_NOT_SIGNED_IN', async () => {
      const seeker = await as('other@example.com');
      await seeker.post('/api/companies/aurora-ai/follow');
      const followed = await list('?followed=true', seeker);
      expect(keys(followed)).toEqual(['aurora-ai']);
      expect(followed.docs[0]?.followed).toBe(true);
      const guest = await app.inject({ url: '/api/companies?followed=true' });
      expect(guest.statusCode).toBe(403);
      expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
    });
  });

  describe('GET /api/companies/:key', () => {
    it('answers the public profile with its live job count', async () => {
      const response = await app.inject({ url: '/api/companies/fjord-labs' });
      expect(response.statusCode).toBe(200);
      expect(companySchema.parse(response.json())).toMatchObject({ key: 'fjord-labs', numberOfActiveJobs: 2, followed: false, foundedYear: 2019 });
    });

    it('answers 404 for a draft and an unknown key', async () => {
      for (const key of ['secret-draft', 'no-such-startup']) {
        const response = await app.inject({ url: `/api/companies/${key}` });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('E_NOT_FOUND');
      }
    });
  });

  describe('POST /api/companies/:key/follow and /unfollow', () => {
    it('follows and unfollows, idempotently, and the flag shows in the list and the profile', async () => {
      const seeker = await as('seeker@example.com');
      for (let i = 0; i < 2; i += 1) {
        const response = await seeker.post('/api/companies/fjord-labs/follow');
        expect(response.statusCode).toBe(200);
        expect(companyFollowSchema.parse(response.json())).toEqual({ id: fjordId, key: 'fjord-labs', followed: true });
      }
      expect((await seeker.get('/api/companies/fjord-labs')).json().followed).toBe(true);
      expect((await list('?country=SE', seeker)).docs[0]?.followed).toBe(true);
      // Another user's flag is their own.
      expect((await list('?country=SE', await as('other@example.com'))).docs[0]?.followed).toBe(false);

      const unfollowed = await seeker.post('/api/companies/fjord-labs/unfollow');
      expect(unfollowed.json()).toEqual({ id: fjordId, key: 'fjord-labs', followed: false });
      expect((await seeker.post('/api/companies/fjord-labs/unfollow')).statusCode).toBe(200);
      expect((await seeker.get('/api/companies/fjord-labs')).json().followed).toBe(false);
    });

    it('refuses guests with 403 E_NOT_SIGNED_IN', async () => {
      for (const action of ['follow', 'unfollow']) {
        const response = await new TestBrowser(app).post(`/api/companies/fjord-labs/${action}`);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('E_NOT_SIGNED_IN');
      }
    });

    it('cannot follow a draft or an unknown startup (404)', async () => {
      const seeker = await as('seeker@example.com');
      expect((await seeker.post('/api/companies/secret-draft/follow')).statusCode).toBe(404);
      expect((await seeker.post('/api/companies/nope/follow')).statusCode).toBe(404);
    });
  });

  describe('POST /api/engagement/log', () => {
    it('counts a profile view once per visitor and day, logs clicks, and the profile shows the views', async () => {
      const before = (await app.inject({ url: '/api/companies/aurora-ai' })).json().views as number;
      const guest = new TestBrowser(app);
      const first = await guest.post('/api/engagement/log', { event: 'profile-view', company: auroraId });
      expect(first.statusCode).toBe(200);
      expect(engagementLogResponseSchema.parse(first.json())).toEqual({ counted: true, views: before + 1 });
      expect((await guest.post('/api/engagement/log', { event: 'profile-view', company: auroraId })).json()).toEqual({ counted: false, views: before + 1 });
      const seeker = await as('seeker@example.com');
      expect((await seeker.post('/api/engagement/log', { event: 'profile-view', company: auroraId })).json()).toEqual({ counted: true, views: before + 2 });
      const click = await seeker.post('/api/engagement/log', { event: 'website-click', company: auroraId, data: { url: 'https://aurora.example' } });
      expect(click.json()).toEqual({ counted: false, views: before + 2 });

      expect((await app.inject({ url: '/api/companies/aurora-ai' })).json().views).toBe(before + 2);
      const logs = await db().query<{ event: string; data: unknown }>(`SELECT event, data FROM engagement_logs WHERE company_id = $1 ORDER BY created_at, event`, [auroraId]);
      expect(logs.map((log) => log.event)).toEqual(['profile-view', 'profile-view', 'profile-view', 'website-click']);
      const day = await db().one<{ count: number }>(`SELECT count FROM view_counts WHERE entity_type = 'company' AND entity_id = $1`, [auroraId]);
      expect(day.count).toBe(2);
    });

    it('counts investor profile views too', async () => {
      const response = await new TestBrowser(app).post('/api/engagement/log', { event: 'profile-view', investor: investorId });
      expect(response.json()).toEqual({ counted: true, views: 1 });
    });

    it('answers 400 without a profile, with a malformed id or both, and 404 for a draft', async () => {
      const guest = new TestBrowser(app);
      const none = await guest.post('/api/engagement/log', { event: 'profile-view' });
      expect(none.statusCode).toBe(400);
      expect(none.json().fields[0].path).toBe('company');
      const malformed = await guest.post('/api/engagement/log', { event: 'profile-view', company: 'fjord-labs' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields[0].path).toBe('company');
      const both = await guest.post('/api/engagement/log', { event: 'profile-view', company: fjordId, investor: investorId });
      expect(both.statusCode).toBe(400);
      const noEvent = await guest.post('/api/engagement/log', { company: fjordId });
      expect(noEvent.statusCode).toBe(400);
      expect((await guest.post('/api/engagement/log', { event: 'profile-view', company: draftId })).statusCode).toBe(404);
    });
  });

  describe('server-rendered startup profile', () => {
    it('writes title, description, Open Graph and Organization JSON-LD; a draft is a 404 page', async () => {
      // The SEO renderer answers through the static plugin; its unit is shellPageFor.
      const { shellPageFor } = await import('../../operations/seo/service');
      const page = await shellPageFor(db(), '/startups/fjord-labs', 'https://nordhub.test');
      expect(page?.status).toBe(200);
      expect(page?.head).toMatchObject({
        title: 'Fjord Labs: jobs and company profile',
        description: 'Payments for Nordic shops',
        canonical: 'https://nordhub.test/startups/fjord-labs',
        image: 'https://nordhub.test/api/files/logos/fjord.png',
        jsonLd: {
          '@type': 'Organization',
          name: 'Fjord Labs',
          url: 'https://nordhub.test/startups/fjord-labs',
          logo: 'https://nordhub.test/api/files/logos/fjord.png',
          sameAs: ['https://fjord.example/'],
          foundingDate: '2019',
          numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 11, maxValue: 50 },
        },
      });
      expect((await shellPageFor(db(), '/startups/secret-draft', 'https://nordhub.test'))?.status).toBe(404);
      expect(await shellPageFor(db(), '/startups/join', 'https://nordhub.test')).toBeNull();
      expect(await shellPageFor(db(), '/startups', 'https://nordhub.test')).toBeNull();
      const welcome = await shellPageFor(db(), '/startups/fjord-labs/welcome', 'https://nordhub.test');
      expect(welcome?.head.robots).toBe('noindex');
    });
  });
});
