import {
  duplicateJobErrorSchema,
  jobConfirmationSchema,
  jobDetailSchema,
  jobListResponseSchema,
  jobListSchema,
  jobSearchQuerySchema,
  type JobInput,
} from '@nordhub/contracts';
import { jobListingOrder } from '@nordhub/domain';
import type { App } from '../../../app-type';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { jsonLdOf, SHELL_INDEX_HTML, shellIndexRoot } from '../../../test/page-head';
import { buildTestApp, type tempDir } from '../../../test/test-app';
import { expireDueJobs } from '../company-jobs/queries';
import { searchListings } from '../listings';
import { toJobFilters } from '../jobs/service';
import { daysFromNow, insertJob, jobInput } from '../jobs/test/fixtures';
import { referenceSearchJobIds } from '../listings/test/reference-search';
import { runConfirmationReminders, type ReminderDeps } from './service';
import { confirmationToken } from './token';

jest.setTimeout(20_000);


const robotsOf = (html: string) => [...html.matchAll(/<meta name="robots" content="([^"]*)" \/>/g)].map((match) => match[1]);
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

const jobForm = (overrides: Partial<JobInput> = {}) => jobInput({ title: 'Kelp Farm Engineer', description: 'Grow our kelp.', ...overrides });

forEachDatabase(({ db }) => {
  let app: App;
  let folder: ReturnType<typeof tempDir>;
  let companyId: string;
  let deps: ReminderDeps;
  const origin = 'https://nordhub.example';
  const as = signedInBrowsers(() => app, testPassword);
  const guest = () => new TestBrowser(app);
  const job = (title: string, extra: Omit<Parameters<typeof insertJob>[1], 'companyId' | 'title'> = {}) =>
    insertJob(db(), { companyId, title, locality: 'Bergen', country: 'Norway', countryCode: 'NO', ...extra });
  const confirmedAt = async (id: string) =>
    (await db().one<{ confirmed_at: Date }>('SELECT confirmed_at FROM jobs WHERE id = $1', [id])).confirmed_at;

  beforeAll(async () => {
    folder = shellIndexRoot(SHELL_INDEX_HTML);
    app = await buildTestApp(db(), accountsTestEnv, folder.dir);
    await app.ready();
    const managerId = await createAccount(db(), { email: 'fresh-manager@example.com', firstName: 'Freja' });
    const secondManagerId = await createAccount(db(), { email: 'fresh-second@example.com' });
    const otherId = await createAccount(db(), { email: 'fresh-other@example.com' });
    await createAccount(db(), { email: 'fresh-admin@example.com', isAdmin: true });
    companyId = await createCompany(db(), { key: 'kelp-co', name: 'Kelp Co', managerId });
    await db().query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [companyId, secondManagerId]);
    await createCompany(db(), { key: 'other-co', name: 'Other Co', managerId: otherId });
    deps = { db: db(), mailer: app.mailer, origin, log: app.log };
  });
  afterAll(async () => {
    await app.close();
    folder.remove();
  });

  describe('confirming a job open', () => {
    it('is for managers of the startup and admins, checked on the server', async () => {
      const id = await job('Confirmable Engineer', { confirmedAt: daysFromNow(-20) });
      const url = `/api/jobs/${id}/confirm-open`;
      const anonymous = await guest().post(url);
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
      const other = await (await as('fresh-other@example.com')).post(url);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'E_FORBIDDEN' });
      expect((await confirmedAt(id)).getTime()).toBeLessThan(daysFromNow(-19).getTime());

      const before = Date.now();
      const manager = await (await as('fresh-manager@example.com')).post(url);
      expect(manager.statusCode).toBe(200);
      const confirmation = jobConfirmationSchema.parse(manager.json());
      expect(new Date(confirmation.confirmedOpenAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await confirmedAt(id)).toISOString()).toBe(confirmation.confirmedOpenAt);
      expect((await (await as('fresh-admin@example.com')).post(url)).statusCode).toBe(200);

      // The public job says so.
      const page = jobDetailSchema.parse((await app.inject({ url: `/api/jobs/single/${id}` })).json());
      expect(page.confirmedOpenAt).toBe((await confirmedAt(id)).toISOString());
    });

    it('refuses unknown jobs and jobs that are not open', async () => {
      const unknown = await (await as('fresh-manager@example.com')).post('/api/jobs/00000000-0000-4000-8000-000000000000/confirm-open');
      expect(unknown.statusCode).toBe(404);
      const paused = await job('Paused Engineer', { status: 'STOPPED' });
      const pastDate = await job('Past Date Engineer', { expirationDate: daysFromNow(-1) });
      for (const id of [paused, pastDate]) {
        const response = await (await as('fresh-manager@example.com')).post(`/api/jobs/${id}/confirm-open`);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toMatch(/^Only an open job can be confirmed: this job is (STOPPED|EXPIRED)$/);
      }
    });

    it('an edit confirms the job', async () => {
      const id = await job('Edited Engineer', { confirmedAt: daysFromNow(-40) });
      const response = await (await as('fresh-manager@example.com')).put(`/api/jobs/${id}`, jobForm({ title: 'Edited Engineer', description: 'Now with more kelp.' }));
      expect(response.statusCode).toBe(200);
      expect(Date.now() - new Date(jobDetailSchema.parse(response.json()).confirmedOpenAt).getTime()).toBeLessThan(60_000);
    });

    it("the startup's job list carries when each job was confirmed", async () => {
      const response = await (await as('fresh-manager@example.com')).get('/api/companies/kelp-co/jobs');
      const jobs = jobListSchema.parse(response.json());
      expect(jobs.length).toBeGreaterThan(0);
      for (const item of jobs) expect(item.confirmedOpenAt).toBe((await confirmedAt(item.id)).toISOString());
    });
  });

  describe('reminder e-mails', () => {
    beforeEach(async () => {
      await db().query(`UPDATE jobs SET status = 'STOPPED' WHERE company_id = $1`, [companyId]);
      await db().query('DELETE FROM outbox_mails');
    });

    it('go to every manager once per 14-day period, and the link confirms without a log-in', async () => {
      const id = await job('Reminded Engineer', { confirmedAt: daysFromNow(-15), expirationDate: daysFromNow(60) });
      await job('Just Confirmed Engineer', { expirationDate: daysFromNow(60) });

      const runs = await Promise.all([runConfirmationReminders(deps), runConfirmationReminders(deps), runConfirmationReminders(deps)]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
      expect((await runConfirmationReminders(deps)).sent).toBe(0);
      const mails = await mailsTo(db(), 'fresh-manager@example.com');
      expect(mails).toHaveLength(1);
      expect(await mailsTo(db(), 'fresh-second@example.com')).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ subject: 'Is Reminded Engineer still open?', template: 'job-confirmation-reminder' });
      expect(mail?.text).toContain('Hi Freja,');
      expect(mail?.text).toContain('last confirmed open 15 days ago');
      const link = mail?.links.find((url) => url.includes('/confirm-open?token='));
      expect(link).toMatch(new RegExp(`^${origin}/jobs/${id}/confirm-open\\?token=`));
      expect(mail?.links).toContain(`${origin}/client/startups/kelp-co/jobs/${id}`);

      // Not due again 13 days later; due 14 days after the reminder (with the job confirmed today).
      expect((await runConfirmationReminders(deps, daysFromNow(13))).sent).toBe(0);
      expect((await runConfirmationReminders(deps, daysFromNow(14.01))).sent).toBe(2);

      // The link's page posts its token: no session needed.
      const token = new URL(link ?? '').searchParams.get('token') ?? '';
      const tampered = await guest().post(`/api/jobs/${id}/confirm-open`, { token: `${token.slice(0, -2)}xx` });
      expect(tampered.statusCode).toBe(403);
      expect(tampered.json()).toMatchObject({ code: 'E_INVALID_TOKEN', message: expect.stringContaining('not valid') });
      const otherJob = await job('Another Engineer');
      expect((await guest().post(`/api/jobs/${otherJob}/confirm-open`, { token })).statusCode).toBe(403);
      const confirmed = await guest().post(`/api/jobs/${id}/confirm-open`, { token });
      expect(confirmed.statusCode).toBe(200);
      expect(Date.now() - (await confirmedAt(id)).getTime()).toBeLessThan(60_000);
      // Confirmed: a new period starts, so nothing is due now.
      expect((await runConfirmationReminders(deps, daysFromNow(13))).checked).toBe(0);
    });

    it('links expire after 30 days', async () => {
      const id = await job('Late Engineer');
      const old = await confirmationToken(db(), id, daysFromNow(-31));
      const response = await guest().post(`/api/jobs/${id}/confirm-open`, { token: old });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'E_INVALID_TOKEN', message: expect.stringContaining('expired') });
    });

    it('skip jobs that are not live', async () => {
      await job('Paused Reminder', { status: 'STOPPED', confirmedAt: daysFromNow(-20) });
      await job('Expired Reminder', { confirmedAt: daysFromNow(-20), expirationDate: daysFromNow(-1) });
      await job('Draft Reminder', { status: 'DRAFT', approvedAt: null, confirmedAt: daysFromNow(-20) });
      expect(await runConfirmationReminders(deps)).toMatchObject({ checked: 0, sent: 0 });
    });
  });

  describe('stale jobs in search', () => {
    const word = 'zostera';
    const search = async (query: string) => jobListResponseSchema.parse((await app.inject({ url: `/api/v2/jobs?${query}` })).json()).docs.map((item) => item.title);

    beforeAll(async () => {
      await job(`Zostera Zostera Lead`, { createdAt: daysFromNow(-2), confirmedAt: daysFromNow(-31) });
      await job(`Zostera Engineer`, { createdAt: daysFromNow(-50), confirmedAt: daysFromNow(-29) });
      await job(`Seagrass Analyst (zostera)`, { description: 'Zostera fields.', createdAt: daysFromNow(-60), confirmedAt: daysFromNow(-1) });
      await job(`Boosted Zostera Diver`, { createdAt: daysFromNow(-70), confirmedAt: daysFromNow(-45), boostingExpiresAt: daysFromNow(3) });
    });

    it('ranks a job not confirmed for 30 days below confirmed ones, boosted or not (boosts have featured slots)', async () => {
      const ranked = ['Zostera Engineer', 'Seagrass Analyst (zostera)', 'Zostera Zostera Lead', 'Boosted Zostera Diver'];
      expect(await search(`search=${word}`)).toEqual(ranked);
      expect(await search(`search=${word}&sort=newest`)).toEqual(ranked);
      // Without text the default sort is newest: the stale job, newest of all, still comes after the fresh ones.
      expect((await search('company=kelp-co&pageSize=100')).filter((title) => /zostera/i.test(title))).toEqual(ranked);
    });

    it('keeps the deadline sort a plain date order', async () => {
      const titles = await search(`search=${word}&sort=deadline`);
      // The same deadline for all: newest first, the stale one included.
      expect(titles[0]).toBe('Zostera Zostera Lead');
      expect(titles).toContain('Boosted Zostera Diver');
    });

    it('pages through the slices exactly as the plain reference ranking', async () => {
      for (const sort of ['relevance', 'newest'] as const) {
        const filters = toJobFilters(jobSearchQuerySchema.parse({ search: word }));
        const order = jobListingOrder(sort);
        for (const page of [{ limit: 1, offset: 0 }, { limit: 2, offset: 1 }, { limit: 10, offset: 0 }]) {
          expect(await searchListings(db(), filters, order, page)).toEqual(await referenceSearchJobIds(db(), filters, order, page));
        }
      }
    });
  });

  describe('closed jobs and search engines', () => {
    let ids: Record<'open' | 'pastDate' | 'stopped' | 'expired', string>;
    const page = (url: string) => app.inject({ url, headers: { host: 'localhost' } });

    beforeAll(async () => {
      ids = {
        open: await job('Open Kelp Job'),
        // Live in the database, but its date has passed: it is expired the moment the date passes.
        pastDate: await job('Past Date Kelp Job', { expirationDate: daysFromNow(-0.01) }),
        stopped: await job('Stopped Kelp Job', { status: 'STOPPED', expirationDate: daysFromNow(20) }),
        expired: await job('Expired Kelp Job', { status: 'EXPIRED', createdAt: daysFromNow(-90), approvedAt: daysFromNow(-89), expirationDate: daysFromNow(-30) }),
      };
    });

    it('the API reports a job past its date as EXPIRED (closed) and the clock stores it', async () => {
      const single = jobDetailSchema.parse((await app.inject({ url: `/api/jobs/single/${ids.pastDate}` })).json());
      expect(single.status).toBe('EXPIRED');
      expect((await app.inject({ url: `/api/jobs/single/${ids.stopped}` })).json()).toMatchObject({ status: 'STOPPED' });
      expect(await expireDueJobs(db())).toBeGreaterThanOrEqual(1);
      const stored = await db().one<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [ids.pastDate]);
      expect(stored.status).toBe('EXPIRED');
    });

    it('closed job pages are noindex, with no JobPosting claiming they are open', async () => {
      const open = await page(`/jobs/${ids.open}`);
      expect(robotsOf(open.body)).toEqual([]);
      expect(jsonLdOf(open.body)).toMatchObject({ '@type': 'JobPosting' });
      for (const id of [ids.pastDate, ids.expired]) {
        const response = await page(`/jobs/${id}`);
        expect(response.statusCode).toBe(200);
        expect(robotsOf(response.body)).toEqual(['noindex']);
        const validThrough = jsonLdOf(response.body)?.validThrough;
        expect(new Date(String(validThrough)).getTime()).toBeLessThan(Date.now());
      }
      const stopped = await page(`/jobs/${ids.stopped}`);
      expect(robotsOf(stopped.body)).toEqual(['noindex']);
      expect(jsonLdOf(stopped.body)).toBeNull();
    });

    it("the reminder link's page is never indexed", async () => {
      const response = await page(`/jobs/${ids.open}/confirm-open?token=1.x`);
      expect(response.statusCode).toBe(200);
      expect(robotsOf(response.body)).toEqual(['noindex']);
    });

    it('the sitemap lists open jobs only', async () => {
      const locs = locsOf((await page('/sitemap.xml')).body);
      expect(locs).toContain(`http://localhost/jobs/${ids.open}`);
      for (const id of [ids.pastDate, ids.stopped, ids.expired]) expect(locs).not.toContain(`http://localhost/jobs/${id}`);
    });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(document.paths['/api/jobs/{id}/confirm-open'].post.responses['200']).toBeDefined();
    expect(document.paths['/api/companies/{key}/jobs'].post.responses['409']).toBeDefined();
  });

  describe('the duplicate guard', () => {
    const post = async (body: JobInput) => (await as('fresh-manager@example.com')).post('/api/companies/kelp-co/jobs', body);

    it('asks to update the open job with the same title and place instead', async () => {
      const existing = await job('Kelp Harvest Lead', { locality: 'Bergen', countryCode: 'NO' });
      const response = await post(jobForm({ title: '  kelp harvest LEAD ', location: { locality: 'bergen', countryCode: 'NO' } }));
      expect(response.statusCode).toBe(409);
      const body = duplicateJobErrorSchema.parse(response.json());
      expect(body.existingJob).toEqual({
        id: existing,
        title: 'Kelp Harvest Lead',
        location: 'Bergen, Norway',
        link: `/client/startups/kelp-co/jobs/${existing}`,
        publicLink: `/jobs/${existing}`,
      });
      expect(body.message).toContain("You already have an open job 'Kelp Harvest Lead' in Bergen, Norway.");

      const anyway = await post(jobForm({ title: 'Kelp Harvest Lead', allowDuplicate: true }));
      expect(anyway.statusCode).toBe(201);
      expect(jobDetailSchema.parse(anyway.json())).toMatchObject({ title: 'Kelp Harvest Lead', status: 'DRAFT' });
    });

    it('lets other places, closed jobs and other startups be', async () => {
      await job('Kelp Diver', { locality: 'Bergen', countryCode: 'NO', status: 'STOPPED' });
      await job('Kelp Diver', { locality: 'Bergen', countryCode: 'NO', status: 'DRAFT', approvedAt: null });
      expect((await post(jobForm({ title: 'Kelp Diver' }))).statusCode).toBe(201);
      await job('Kelp Boat Captain', { locality: 'Tromsø', countryCode: 'NO' });
      expect((await post(jobForm({ title: 'Kelp Boat Captain' }))).statusCode).toBe(201);
      const otherCompany = (await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'other-co'`)).id;
      await insertJob(db(), { companyId: otherCompany, title: 'Kelp Chef', locality: 'Bergen', countryCode: 'NO' });
      expect((await post(jobForm({ title: 'Kelp Chef' }))).statusCode).toBe(201);
    });
  });
});
