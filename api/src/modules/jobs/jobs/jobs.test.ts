import {
  jobDetailSchema,
  jobSearchQuerySchema,
  jobListResponseSchema,
  jobListSchema,
  jobsAndFeaturedSchema,
  jobSuggestionsResponseSchema,
  type JobListItem,
} from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { effectiveJobSort, jobListingOrder } from '@nordhub/domain';
import { searchListings } from '../listings';
import { toJobFilters } from './service';
import { buildJobsTestApp, daysFromNow, insertJob } from './test/fixtures';
import { referenceSearchJobIds } from '../listings/test/reference-search';

forEachDatabase(({ db }) => {
  let app: App;
  const ids: Record<string, string> = {};
  const nameOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? id;
  const names = (jobs: readonly Pick<JobListItem, 'id'>[]) => jobs.map((job) => nameOf(job.id));

  const get = async (url: string) => app.inject({ url });
  const list = async (query: string) => {
    const response = await get(`/api/v2/jobs${query}`);
    expect(response.statusCode).toBe(200);
    return jobListResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    app = await buildJobsTestApp(db(), accountsTestEnv);
    const managerId = await createAccount(db(), { email: 'manager@example.com' });
    await createAccount(db(), { email: 'outsider@example.com' });
    await createAccount(db(), { email: 'admin@example.com', isAdmin: true });
    const fjord = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId });
    await db().query(`UPDATE companies SET logo_path = 'logos/fjord.png' WHERE id = $1`, [fjord]);
    const aurora = await createCompany(db(), { key: 'aurora-ai', name: 'Aurora AI' });

    ids.backendCph = await insertJob(db(), {
      companyId: fjord,
      title: 'Senior Backend Engineer',
      description: 'Build our APIs on PostgreSQL.',
      category: 'backend',
      createdAt: daysFromNow(-2),
      expirationDate: daysFromNow(40),
      benefits: [{ icon: 'gym', text: 'Gym membership' }, { icon: 'unknown-icon', text: 'Dropped' }],
      views: 1200,
    });
    ids.frontendOslo = await insertJob(db(), {
      companyId: aurora,
      title: 'Frontend Developer',
      category: 'frontend',
      locality: 'Oslo',
      country: 'Norway',
      countryCode: 'NO',
      isRemote: true,
      salaryType: 'range',
      salaryMin: 600_000,
      salaryMax: 750_000,
      salaryCurrency: 'NOK',
      createdAt: daysFromNow(-1),
      expirationDate: daysFromNow(20),
    });
    ids.boostedDesigner = await insertJob(db(), {
      companyId: aurora,
      title: 'Product Designer',
      category: 'design',
      locality: 'Stockholm',
      country: 'Sweden',
      countryCode: 'SE',
      createdAt: daysFromNow(-10),
      boostingExpiresAt: daysFromNow(5),
    });
    ids.boostedBackend = await insertJob(db(), {
      companyId: aurora,
      title: 'Backend Developer (Go)',
      category: 'backend',
      positionType: 'part-time',
      locality: 'Helsinki',
      country: 'Finland',
      countryCode: 'FI',
      createdAt: daysFromNow(-20),
      boostingExpiresAt: daysFromNow(2),
      expirationDate: daysFromNow(10),
    });
    ids.boostEnded = await insertJob(db(), {
      companyId: fjord,
      title: 'Marketing Intern',
      category: 'marketing',
      positionType: 'internship',
      salaryType: 'unpaid',
      locality: 'Aarhus',
      createdAt: daysFromNow(-3),
      boostingExpiresAt: daysFromNow(-1),
      expirationDate: null,
    });
    ids.uxCph = await insertJob(db(), {
      companyId: fjord,
      title: 'UX Designer',
      category: 'ux-ui-designer',
      createdAt: daysFromNow(-5),
      expirationDate: daysFromNow(3),
    });
    ids.dataCph = await insertJob(db(), {
      companyId: fjord,
      title: 'Data Engineer',
      description: 'Work closely with the backend team on our pipelines.',
      category: 'data-science',
      locality: 'copenhagen',
      createdAt: daysFromNow(-0.5),
    });
    // Never in public lists.
    ids.draft = await insertJob(db(), { companyId: fjord, title: 'Backend Engineer Draft', category: 'backend', status: 'DRAFT', approvedAt: null });
    ids.unapproved = await insertJob(db(), { companyId: fjord, title: 'Backend Engineer Unapproved', category: 'backend', approvedAt: null });
    ids.pending = await insertJob(db(), {
      companyId: fjord,
      title: 'Backend Engineer Pending',
      category: 'backend',
      status: 'PENDING_PAYMENT',
      approvedAt: null,
    });
    ids.pastDeadline = await insertJob(db(), {
      companyId: fjord,
      title: 'Backend Engineer Past Deadline',
      category: 'backend',
      createdAt: daysFromNow(-60),
      expirationDate: daysFromNow(-1),
    });
    ids.stopped = await insertJob(db(), { companyId: fjord, title: 'Backend Engineer Paused', category: 'backend', status: 'STOPPED' });
    ids.expired = await insertJob(db(), {
      companyId: fjord,
      title: 'Backend Engineer Expired',
      category: 'backend',
      status: 'EXPIRED',
      createdAt: daysFromNow(-90),
      expirationDate: daysFromNow(-30),
    });
  });
  afterAll(() => app.close());

  const publicNames = ['backendCph', 'frontendOslo', 'boostedDesigner', 'boostedBackend', 'boostEnded', 'uxCph', 'dataCph'];

  describe('GET /api/v2/jobs', () => {
    it('lists only ACTIVE, approved, unexpired jobs, newest first (a boost gives no place: it has featured slots)', async () => {
      const page = await list('');
      expect(names(page.docs)).toEqual(['dataCph', 'frontendOslo', 'backendCph', 'boostEnded', 'uxCph', 'boostedDesigner', 'boostedBackend']);
      expect(page).toMatchObject({ total: publicNames.length, page: 1, pageSize: 20 });
    });

    it('returns list items with the company, place and flags, without the description', async () => {
      const page = await list('?search=senior');
      expect(page.docs).toHaveLength(1);
      const [job] = page.docs;
      expect(job).toMatchObject({
        title: 'Senior Backend Engineer',
        status: 'ACTIVE',
        company: { key: 'fjord-labs', name: 'Fjord Labs', logoImage: { path: 'logos/fjord.png' } },
        location: { locality: 'Copenhagen', country: 'Denmark', countryCode: 'DK' },
        isRemote: false,
        views: 1200,
        saved: false,
        interestedAt: null,
        category: 'backend',
      });
      expect(job).not.toHaveProperty('description');
    });

    it('hides drafts, unapproved, pending, stopped and expired jobs from a search that matches them', async () => {
      const page = await list('?search=backend');
      for (const hidden of ['draft', 'unapproved', 'pending', 'pastDeadline', 'stopped', 'expired']) expect(names(page.docs)).not.toContain(hidden);
      expect(page.total).toBe(3);
    });

    it('ranks a search by relevance (title above description), boosted or not', async () => {
      const page = await list('?search=backend');
      expect(names(page.docs)).toEqual(['backendCph', 'boostedBackend', 'dataCph']);
    });

    it('sorts a search by newest or by deadline when asked', async () => {
      expect(names((await list('?search=backend&sort=newest')).docs)).toEqual(['dataCph', 'backendCph', 'boostedBackend']);
      expect(names((await list('?sort=deadline')).docs)).toEqual([
        'uxCph',
        'boostedBackend',
        'frontendOslo',
        'boostedDesigner',
        'dataCph',
        'backendCph',
        'boostEnded',
      ]);
    });

    it('needs every word and reads the last one as a prefix', async () => {
      // "Data Engineer" mentions the backend team in its description: a match, ranked lower.
      expect(names((await list('?search=backend%20engin')).docs)).toEqual(['backendCph', 'dataCph']);
      expect(names((await list('?search=senior%20engin')).docs)).toEqual(['backendCph']);
      expect(names((await list('?search=desig')).docs)).toEqual(['uxCph', 'boostedDesigner']);
      expect((await list(`?search=${encodeURIComponent("'&|!():*")}`)).total).toBe(publicNames.length);
    });

    it('filters by country, Remote and city', async () => {
      expect(names((await list('?country=DK')).docs).sort()).toEqual(['backendCph', 'boostEnded', 'dataCph', 'uxCph']);
      expect(names((await list('?country=REMOTE')).docs)).toEqual(['frontendOslo']);
      expect(names((await list('?country=DK&city=COPENHAGEN')).docs).sort()).toEqual(['backendCph', 'dataCph', 'uxCph']);
      expect(names((await list('?city=Oslo')).docs)).toEqual(['frontendOslo']);
    });

    it('searches words in a city: only that city, every word, and the count agrees', async () => {
      const backendInCopenhagen = await list('?search=backend&city=Copenhagen');
      expect(names(backendInCopenhagen.docs).sort()).toEqual(['backendCph', 'dataCph']);
      expect(backendInCopenhagen.total).toBe(2);
      expect(names((await list('?search=senior%20engin&city=copenhagen')).docs)).toEqual(['backendCph']);
      expect((await list('?search=backend&city=Oslo')).docs).toEqual([]);
      // A city name with the characters of the text-search syntax is a place, not a query.
      const odd = await list(`?search=backend&city=${encodeURIComponent("Copenhagen' & !oslo:*")}`);
      expect(odd).toMatchObject({ docs: [], total: 0 });
    });

    it('filters by category and by category group', async () => {
      expect(names((await list('?category=backend')).docs)).toEqual(['backendCph', 'boostedBackend']);
      expect(names((await list('?categoryGroup=design')).docs)).toEqual(['uxCph', 'boostedDesigner']);
      expect(names((await list('?categoryGroup=development')).docs)).toEqual(['frontendOslo', 'backendCph', 'boostedBackend']);
      expect((await list('?category=design&categoryGroup=development')).total).toBe(0);
    });

    it('filters by position type, remote and salary type', async () => {
      expect(names((await list('?positionType=part-time')).docs)).toEqual(['boostedBackend']);
      expect(names((await list('?remote=true')).docs)).toEqual(['frontendOslo']);
      expect((await list('?remote=false')).total).toBe(publicNames.length - 1);
      expect(names((await list('?salaryType=range')).docs)).toEqual(['frontendOslo']);
      expect(names((await list('?salaryType=unpaid')).docs)).toEqual(['boostEnded']);
      expect(names((await list('?company=fjord-labs&country=DK&search=engineer')).docs)).toEqual(['dataCph', 'backendCph']);
    });

    it('pages with the total of all matches; limit and pageSize both set the size', async () => {
      const first = await list('?limit=3');
      const second = await list('?limit=3&page=2');
      const third = await list('?pageSize=3&page=3');
      expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
      expect([...names(first.docs), ...names(second.docs), ...names(third.docs)]).toEqual(names((await list('')).docs));
      expect(third.docs).toHaveLength(1);
      const beyond = await list('?limit=3&page=9');
      expect(beyond).toMatchObject({ docs: [], total: 7, page: 9 });
      expect(first.totalIsCapped).toBeUndefined();
    });

    it('counts matches up to a cap (then the total is a lower bound) and pages exactly across title and other matches', async () => {
      const ranked = async (search: string, sort: 'relevance' | 'newest', page: number, countCap?: number) => {
        const filters = toJobFilters(jobSearchQuerySchema.parse({ search }));
        const result = await searchListings(db(), filters, jobListingOrder(sort), { limit: 1, offset: page - 1, ...(countCap ? { countCap } : {}) });
        return { ...result, ids: names(result.ids.map((id) => ({ id }))) };
      };
      // Two title matches (the newer first, boosted or not), then a description-only match: one job a page.
      const pages = [await ranked('backend', 'relevance', 1), await ranked('backend', 'relevance', 2), await ranked('backend', 'relevance', 3)];
      expect(pages.map((page) => page.ids)).toEqual([['backendCph'], ['boostedBackend'], ['dataCph']]);
      expect(pages.map((page) => [page.total, page.totalIsCapped])).toEqual([[3, false], [3, false], [3, false]]);
      expect(await ranked('backend', 'relevance', 4)).toEqual({ ids: [], total: 3, totalIsCapped: false });
      // Over the cap: the cap, or the rows seen so far when the page lies past it.
      expect(await ranked('backend', 'relevance', 1, 2)).toEqual({ ids: ['backendCph'], total: 2, totalIsCapped: true });
      expect(await ranked('backend', 'relevance', 3, 2)).toEqual({ ids: ['dataCph'], total: 3, totalIsCapped: true });
      expect((await ranked('', 'newest', 7, 2)).ids).toEqual(names((await list('')).docs).slice(6, 7));
      // Three words: a title holding any of them ranks; all three are still needed.
      expect((await ranked('senior backend engin', 'relevance', 1)).ids).toEqual(['backendCph']);
      expect((await ranked('backend team pipelines', 'relevance', 1)).ids).toEqual(['dataCph']);
    });

    it('answers every page exactly as the single query ranking and counting every match would', async () => {
      // Searches that cross the slices: boosted and not, title and description matches, a boost
      // that has ended (Marketing Intern), prefixes matching several boosted titles ("de"),
      // three words, repeated and stop words, and filters.
      const searches: Record<string, unknown>[] = [
        {}, { search: 'backend' }, { search: 'de' }, { search: 'engineer' }, { search: 'intern' }, { search: 'designer' },
        { search: 'senior backend engin' }, { search: 'backend backend' }, { search: 'the backend' }, { search: 'the' },
        { search: 'backend', country: 'DK' }, { search: 'e', city: 'Copenhagen' }, { search: 'backend', city: 'Copenhagen' },
        { categoryGroup: 'development', country: 'FI' },
        { country: 'DK' }, { search: 'developer', remote: true },
      ];
      let compared = 0;
      for (const input of searches) {
        for (const sort of ['relevance', 'newest', 'deadline'] as const) {
          const query = jobSearchQuerySchema.parse({ ...input, sort });
          const filters = toJobFilters(query);
          const order = jobListingOrder(effectiveJobSort(query.sort, filters.tsQuery !== null));
          for (const [limit, offset] of [[1, 0], [1, 1], [2, 1], [1, 3], [3, 3], [20, 0], [2, 40]] as const) {
            for (const countCap of [1, 2, 1000]) {
              const page = { limit, offset, countCap };
              const expected = await referenceSearchJobIds(db(), filters, order, page);
              expect({ input, sort, page, result: await searchListings(db(), filters, order, page) }).toEqual({ input, sort, page, result: expected });
              compared += 1;
            }
          }
        }
      }
      expect(compared).toBe(1008);
    });

    it.each([
      ['country=NI', 'country', 'Must be one of: DK, SE, NO, FI, IS, REMOTE'],
      ['category=astronaut', 'category', expect.stringContaining('Must be one of: backend')],
      ['categoryGroup=space', 'categoryGroup', expect.stringContaining('Must be one of: business-development')],
      ['positionType=forever', 'positionType', expect.stringContaining('Must be one of')],
      ['salaryType=lots', 'salaryType', expect.stringContaining('Must be one of')],
      ['remote=maybe', 'remote', 'Must be true or false'],
      ['sort=random', 'sort', 'Must be one of: relevance, newest, deadline'],
      ['page=0', 'page', 'Must be at least 1'],
      ['page=two', 'page', 'Must be a whole number'],
      ['limit=1000', 'limit', 'Must be at most 100'],
      ['pageSize=0', 'pageSize', 'Must be at least 1'],
      [`search=${'x'.repeat(201)}`, 'search', expect.stringContaining('200')],
    ])('answers 400 for %s, naming the field and the rule', async (query, field, message) => {
      const response = await get(`/api/v2/jobs?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('E_VALIDATION');
      expect(fieldErrorsOf(response.json())).toEqual({ [field]: message });
    });
  });

  describe('featured and latest jobs', () => {
    it('returns the boosted jobs, longest-running boost first, at most `limit` of them, ignoring the page', async () => {
      const featured = async (query: string) => {
        const response = await get(`/api/v2/featuredjobs${query}`);
        expect(response.statusCode).toBe(200);
        return names(jobListSchema.parse(response.json()));
      };
      expect(await featured('')).toEqual(['boostedDesigner', 'boostedBackend']);
      expect(await featured('?page=3&limit=1')).toEqual(['boostedDesigner']);
      expect(await featured('?pageSize=1')).toEqual(['boostedDesigner']);
      expect((await get('/api/v2/featuredjobs?limit=1000')).statusCode).toBe(400);
    });

    it('applies the search filters to featured jobs', async () => {
      expect(names(jobListSchema.parse((await get('/api/v2/featuredjobs?country=FI')).json()))).toEqual(['boostedBackend']);
      expect((await get('/api/v2/featuredjobs?country=NI')).statusCode).toBe(400);
    });

    it('returns a page of jobs and the featured jobs together', async () => {
      const response = await get('/api/v2/jobsandfeatured?category=backend&limit=1');
      expect(response.statusCode).toBe(200);
      const body = jobsAndFeaturedSchema.parse(response.json());
      expect(names(body.jobs.docs)).toEqual(['backendCph']);
      expect(body.jobs.total).toBe(2);
      expect(names(body.featuredJobs)).toEqual(['boostedBackend']);
    });

    it('features at most three boosted jobs a page, rotating across pages, none past the last page', async () => {
      const companyId = (await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'aurora-ai'`)).id;
      const extra: string[] = [];
      for (const [index, days] of [9, 8, 7].entries()) {
        extra.push(await insertJob(db(), { companyId, title: `Rotating Boost ${index}`, category: 'sales', createdAt: daysFromNow(-30), boostingExpiresAt: daysFromNow(days) }));
      }
      try {
        const page = async (number: number) => jobsAndFeaturedSchema.parse((await get(`/api/v2/jobsandfeatured?limit=2&page=${number}`)).json());
        // Five boosted jobs, the longest-running boost first: 9, 8, 7 days, then boostedDesigner (5) and boostedBackend (2).
        const order = [...extra, ids.boostedDesigner, ids.boostedBackend];
        expect((await page(1)).featuredJobs.map((job) => job.id)).toEqual(order.slice(0, 3));
        expect((await page(2)).featuredJobs.map((job) => job.id)).toEqual([...order.slice(3, 5), order[0]]);
        expect((await page(99)).featuredJobs).toEqual([]);
      } finally {
        await db().query('DELETE FROM jobs WHERE id = ANY($1::uuid[])', [extra]);
      }
    });

    it('shows a featured job once: in the featured slots, not among the page it is on', async () => {
      const body = jobsAndFeaturedSchema.parse((await get('/api/v2/jobsandfeatured?search=backend')).json());
      expect(names(body.featuredJobs)).toEqual(['boostedBackend']);
      expect(names(body.jobs.docs)).toEqual(['backendCph', 'dataCph']);
      // The search's own total and paging: every match counted once.
      expect(body.jobs).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    });

    it('features only boosted jobs that match the text at least as well as the page does', async () => {
      const companyId = (await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'aurora-ai'`)).id;
      const mentions = await insertJob(db(), {
        companyId,
        title: 'Office Manager',
        description: 'Keep our engineers happy.',
        category: 'operations',
        boostingExpiresAt: daysFromNow(4),
      });
      try {
        // Page 1 of one: a title match ("Data Engineer") sets the floor; a description match is below it.
        const onePerPage = jobsAndFeaturedSchema.parse((await get('/api/v2/jobsandfeatured?search=engineer&limit=1')).json());
        expect(names(onePerPage.jobs.docs)).toEqual(['dataCph']);
        expect(onePerPage.featuredJobs).toEqual([]);
        // A page that holds description matches too: the floor is theirs, so the boosted one is featured (and left out of the page).
        const all = jobsAndFeaturedSchema.parse((await get('/api/v2/jobsandfeatured?search=engineer')).json());
        expect(all.featuredJobs.map((job) => job.id)).toEqual([mentions]);
        expect(names(all.jobs.docs)).toEqual(['dataCph', 'backendCph']);
        expect(all.jobs.total).toBe(3);
      } finally {
        await db().query('DELETE FROM jobs WHERE id = $1', [mentions]);
      }
    });

    it('returns the three newest public jobs', async () => {
      const response = await get('/api/v2/jobs/latest/3');
      expect(response.statusCode).toBe(200);
      expect(names(jobListSchema.parse(response.json()))).toEqual(['dataCph', 'frontendOslo', 'backendCph']);
    });
  });

  describe('GET /api/v2/jobs/:id/related', () => {
    it('returns open jobs of the same category first, then its group, never the job itself', async () => {
      const response = await get(`/api/v2/jobs/${ids.backendCph}/related`);
      expect(response.statusCode).toBe(200);
      expect(names(jobListSchema.parse(response.json()))).toEqual(['boostedBackend', 'frontendOslo']);
      expect(names(jobListSchema.parse((await get(`/api/v2/jobs/${ids.uxCph}/related`)).json()))).toEqual(['boostedDesigner']);
    });

    it('suggests open jobs for a closed job, and 404s for drafts and unknown ids', async () => {
      expect(names(jobListSchema.parse((await get(`/api/v2/jobs/${ids.stopped}/related`)).json()))).toEqual([
        'backendCph',
        'boostedBackend',
        'frontendOslo',
      ]);
      expect((await get(`/api/v2/jobs/${ids.draft}/related`)).statusCode).toBe(404);
      expect((await get('/api/v2/jobs/not-a-job/related')).statusCode).toBe(404);
    });
  });

  describe('GET /api/jobs/single/:id', () => {
    it('returns a public job with its description and benefits', async () => {
      const response = await get(`/api/jobs/single/${ids.backendCph}`);
      expect(response.statusCode).toBe(200);
      const job = jobDetailSchema.parse(response.json());
      expect(job).toMatchObject({
        id: ids.backendCph,
        status: 'ACTIVE',
        description: 'Build our APIs on PostgreSQL.',
        benefits: [{ icon: 'gym', text: 'Gym membership' }],
      });
    });

    it('returns stopped and expired jobs with their status, so the page can say they are closed', async () => {
      expect(jobDetailSchema.parse((await get(`/api/jobs/single/${ids.stopped}`)).json()).status).toBe('STOPPED');
      expect(jobDetailSchema.parse((await get(`/api/jobs/single/${ids.expired}`)).json()).status).toBe('EXPIRED');
      // ACTIVE but past its deadline: reported as expired.
      expect(jobDetailSchema.parse((await get(`/api/jobs/single/${ids.pastDeadline}`)).json()).status).toBe('EXPIRED');
    });

    it('answers 404 for drafts, unapproved and pending jobs and unknown ids', async () => {
      for (const id of [ids.draft, ids.unapproved, ids.pending, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
        const response = await get(`/api/jobs/single/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('E_NOT_FOUND');
      }
    });

    it("shows a signed-in seeker's saved and interested flags", async () => {
      const seeker = await createAccount(db(), { email: 'seeker@example.com' });
      await db().query('INSERT INTO job_saves (user_id, job_id) VALUES ($1, $2)', [seeker, ids.frontendOslo]);
      await db().query(`INSERT INTO job_interests (user_id, job_id, interested_at) VALUES ($1, $2, '2026-01-05T10:00:00Z')`, [seeker, ids.frontendOslo]);
      const browser = new TestBrowser(app);
      await browser.signIn('seeker@example.com', testPassword);
      const job = jobDetailSchema.parse((await browser.get(`/api/jobs/single/${ids.frontendOslo}`)).json());
      expect(job).toMatchObject({ saved: true, interestedAt: '2026-01-05T10:00:00.000Z' });
      const [listed] = (await browser.get('/api/v2/jobs?country=REMOTE')).json().docs;
      expect(listed).toMatchObject({ saved: true });
      expect(jobDetailSchema.parse((await get(`/api/jobs/single/${ids.frontendOslo}`)).json()).saved).toBe(false);
    });
  });

  describe('GET /api/jobs/single/:id/hidden', () => {
    const as = async (email: string) => {
      const browser = new TestBrowser(app);
      await browser.signIn(email, testPassword);
      return browser;
    };

    it("gives the company's manager and admins a job in any status", async () => {
      const manager = await as('manager@example.com');
      const draft = await manager.get(`/api/jobs/single/${ids.draft}/hidden`);
      expect(draft.statusCode).toBe(200);
      expect(jobDetailSchema.parse(draft.json())).toMatchObject({ status: 'DRAFT', title: 'Backend Engineer Draft' });
      expect((await (await as('admin@example.com')).get(`/api/jobs/single/${ids.pending}/hidden`)).statusCode).toBe(200);
    });

    it('refuses guests and other users, and 404s an unknown job', async () => {
      const guest = await get(`/api/jobs/single/${ids.draft}/hidden`);
      expect(guest.statusCode).toBe(403);
      expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
      const outsider = await (await as('outsider@example.com')).get(`/api/jobs/single/${ids.draft}/hidden`);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().code).toBe('E_FORBIDDEN');
      const manager = await as('manager@example.com');
      expect((await manager.get('/api/jobs/single/00000000-0000-4000-8000-000000000000/hidden')).statusCode).toBe(404);
      // A manager of one company does not see another company's drafts.
      const auroraDraft = await insertJob(db(), {
        companyId: (await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'aurora-ai'`)).id,
        title: 'Aurora draft',
        status: 'DRAFT',
        approvedAt: null,
      });
      expect((await manager.get(`/api/jobs/single/${auroraDraft}/hidden`)).statusCode).toBe(403);
    });
  });

  describe('POST /api/jobs/:id/view', () => {
    const viewsOf = async (id: string | undefined) => (await db().one<{ views: number }>('SELECT views FROM jobs WHERE id = $1', [id])).views;

    it('counts one view per visitor per day, not per page load', async () => {
      const before = await viewsOf(ids.uxCph);
      const visitor = new TestBrowser(app, '10.0.0.1');
      const first = await visitor.post(`/api/jobs/${ids.uxCph}/view`, undefined, { headers: { 'user-agent': 'Firefox' } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ views: before + 1, counted: true });
      const again = await visitor.post(`/api/jobs/${ids.uxCph}/view`, undefined, { headers: { 'user-agent': 'Firefox' } });
      expect(again.json()).toEqual({ views: before + 1, counted: false });
      // Another browser on the same address, and another address, are other visitors.
      await visitor.post(`/api/jobs/${ids.uxCph}/view`, undefined, { headers: { 'user-agent': 'Safari' } });
      await new TestBrowser(app, '10.0.0.2').post(`/api/jobs/${ids.uxCph}/view`, undefined, { headers: { 'user-agent': 'Firefox' } });
      expect(await viewsOf(ids.uxCph)).toBe(before + 3);
      // Nothing that identifies the visitor is stored.
      const stored = await db().query<{ visitor: string }>('SELECT visitor FROM job_views WHERE job_id = $1', [ids.uxCph]);
      expect(stored.map((row) => row.visitor).join(' ')).not.toMatch(/10\.0\.0|Firefox/);
    });

    it('counts a signed-in user once whatever browser they use', async () => {
      const before = await viewsOf(ids.dataCph);
      for (const agent of ['Firefox', 'Chrome']) {
        const browser = new TestBrowser(app, agent === 'Firefox' ? '10.0.1.1' : '10.0.1.2');
        await browser.signIn('outsider@example.com', testPassword);
        await browser.post(`/api/jobs/${ids.dataCph}/view`, undefined, { headers: { 'user-agent': agent } });
      }
      expect(await viewsOf(ids.dataCph)).toBe(before + 1);
    });

    it('answers 404 for jobs the public cannot open', async () => {
      const response = await new TestBrowser(app).post(`/api/jobs/${ids.draft}/view`);
      expect(response.statusCode).toBe(404);
      expect(await viewsOf(ids.draft)).toBe(0);
    });
  });

  describe('GET /api/v2/jobs/suggestions', () => {
    const suggest = async (query: string) => {
      const response = await get(`/api/v2/jobs/suggestions?${query}`);
      expect(response.statusCode).toBe(200);
      return jobSuggestionsResponseSchema.parse(response.json());
    };

    it('suggests job titles despite a typo, only from live jobs', async () => {
      const { suggestions } = await suggest('field=search&q=backnd');
      const texts = suggestions.map((item) => item.text);
      expect(texts).toEqual(expect.arrayContaining(['Senior Backend Engineer', 'Backend Developer (Go)']));
      expect(texts.some((text) => /Draft|Unapproved|Pending|Paused|Expired/.test(text))).toBe(false);
      expect((await suggest('q=desinger')).suggestions.map((item) => item.text)).toEqual(['Product Designer', 'UX Designer']);
    });

    it('suggests places for the location box, best match first, with open job counts', async () => {
      const { field, suggestions } = await suggest('field=location&q=Copenhagn');
      expect(field).toBe('location');
      expect(suggestions[0]?.text).toBe('Copenhagen');
      expect((await suggest('field=location&q=norw')).suggestions).toEqual([{ text: 'Norway', jobs: 1 }]);
    });

    it('answers 400 without text or with an unknown field', async () => {
      const missing = await get('/api/v2/jobs/suggestions?field=search');
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(fieldErrorsOf(missing.json()))).toEqual(['q']);
      const badField = await get('/api/v2/jobs/suggestions?field=salary&q=x');
      expect(badField.statusCode).toBe(400);
      expect(Object.keys(fieldErrorsOf(badField.json()))).toEqual(['field']);
    });

    it('follows jobs as they are approved and closed, and lists at most 8', async () => {
      const companyId = (await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'aurora-ai'`)).id;
      const pendingId = await insertJob(db(), { companyId, title: 'Kotlin Wizard', approvedAt: null });
      expect((await suggest('q=kotlin')).suggestions).toEqual([]);
      await db().query('UPDATE jobs SET approved_at = now() WHERE id = $1', [pendingId]);
      expect((await suggest('q=kotlin')).suggestions).toEqual([{ text: 'Kotlin Wizard', jobs: 1 }]);
      await db().query(`UPDATE jobs SET status = 'STOPPED' WHERE id = $1`, [pendingId]);
      expect((await suggest('q=kotlin')).suggestions).toEqual([]);
      for (let index = 1; index <= 10; index += 1) await insertJob(db(), { companyId, title: `Kotlin Wizard ${index}` });
      expect((await suggest('q=kotlin%20wizard')).suggestions).toHaveLength(8);
      await db().query(`DELETE FROM jobs WHERE title LIKE 'Kotlin Wizard%'`);
      expect((await suggest('q=kotlin')).suggestions).toEqual([]);
    });
  });

  describe('the listing follows changes to jobs at once', () => {
    const featuredIds = async (query: string) => jobsAndFeaturedSchema.parse((await get(`/api/v2/jobsandfeatured${query}`)).json()).featuredJobs.map((job) => job.id);
    it('lists a job when it is approved, finds it by its new title, and drops it when stopped or deleted', async () => {
      const companyId = (await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'aurora-ai'`)).id;
      const id = await insertJob(db(), { companyId, title: 'Quantum Gardener', approvedAt: null });
      expect((await list('?search=quantum')).total).toBe(0);
      await db().query('UPDATE jobs SET approved_at = now() WHERE id = $1', [id]);
      expect((await list('?search=quantum')).docs.map((job) => job.id)).toEqual([id]);
      await db().query(`UPDATE jobs SET title = 'Orbital Gardener', description = 'Grow plants in orbit.', boosting_expires_at = now() + interval '1 day' WHERE id = $1`, [id]);
      expect((await list('?search=quantum')).total).toBe(0);
      expect((await list('?search=orbital')).docs.map((job) => job.id)).toEqual([id]);
      expect(await featuredIds('')).toContain(id);
      expect((await list('?search=orbital')).docs.map((job) => job.id)).toEqual([id]);
      // Boosted listings are also read from their narrow copy: ending the boost leaves it at once.
      await db().query('UPDATE jobs SET boosting_expires_at = NULL WHERE id = $1', [id]);
      expect(await featuredIds('')).toEqual([ids.boostedDesigner, ids.boostedBackend]);
      expect((await list('?search=orbital')).docs.map((job) => job.id)).toEqual([id]);
      await db().query(`UPDATE jobs SET boosting_expires_at = now() + interval '2 days' WHERE id = $1`, [id]);
      expect(await featuredIds('?search=orbital')).toEqual([id]);
      // Counting views leaves the listing alone.
      await db().query('UPDATE jobs SET views = views + 1 WHERE id = $1', [id]);
      expect((await list('?search=orbital')).total).toBe(1);
      await db().query(`UPDATE jobs SET status = 'STOPPED' WHERE id = $1`, [id]);
      expect((await list('?search=orbital')).total).toBe(0);
      await db().query(`UPDATE jobs SET status = 'ACTIVE' WHERE id = $1`, [id]);
      expect((await list('?search=orbital')).total).toBe(1);
      await db().query('DELETE FROM jobs WHERE id = $1', [id]);
      expect((await list('?search=orbital')).total).toBe(0);
    });
  });
});
