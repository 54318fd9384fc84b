import { jobDetailSchema, jobListResponseSchema, jobListSchema, jobSuggestionsResponseSchema, type JobInput } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { daysFromNow, insertJob, jobInput } from '../jobs/test/fixtures';
import { scheduledTask } from '../../../scheduling/interval-task';
import { expireDueJobs } from './queries';
import { jobExpirySchedule } from './service';

forEachDatabase(({ db }) => {
  let app: App;
  let fjordId: string;
  const as = signedInBrowsers(() => app, testPassword);
  const guest = () => new TestBrowser(app);

  const createJob = async (overrides: Partial<JobInput> = {}) => {
    const response = await (await as('manager@example.com')).post('/api/companies/fjord-labs/jobs', jobInput(overrides));
    expect(response.statusCode).toBe(201);
    return jobDetailSchema.parse(response.json());
  };
  const transition = async (email: string, id: string, action: string) =>
    (await as(email)).post(`/api/jobs/${id}/transitions`, { action });
  const publicSearch = async (search: string) => {
    const response = await app.inject({ url: `/api/v2/jobs?search=${encodeURIComponent(search)}` });
    return jobListResponseSchema.parse(response.json()).docs.map((job) => job.id);
  };
  const titleSuggestions = async (q: string) => {
    const response = await app.inject({ url: `/api/v2/jobs/suggestions?field=search&q=${encodeURIComponent(q)}` });
    return jobSuggestionsResponseSchema.parse(response.json()).suggestions.map((item) => item.text);
  };

  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    await app.ready();
    const managerId = await createAccount(db(), { email: 'manager@example.com' });
    const otherManagerId = await createAccount(db(), { email: 'other-manager@example.com' });
    await createAccount(db(), { email: 'admin@example.com', isAdmin: true });
    fjordId = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId });
    await createCompany(db(), { key: 'aurora-ai', name: 'Aurora AI', managerId: otherManagerId });
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/companies/:key/jobs', () => {
    it('creates a DRAFT of the company, hidden from the public', async () => {
      const job = await createJob({
        salary: { type: 'competitive', min: 5, max: 10, currency: 'NOK' },
        receiveApplicants: 'platform',
        applicationEmail: 'jobs@example.com',
      });
      expect(job).toMatchObject({
        title: 'Quantum Kelp Engineer',
        status: 'DRAFT',
        approvedAt: null,
        company: { key: 'fjord-labs', name: 'Fjord Labs' },
        // The country name comes from the Nordic country code.
        location: { locality: 'Bergen', country: 'Norway', countryCode: 'NO' },
        // Values that do not apply to the chosen types are not stored.
        salary: { type: 'competitive', min: null, max: null, currency: null },
        applicationEmail: null,
      });
      expect(await publicSearch('Quantum Kelp')).not.toContain(job.id);
    });

    it('answers 400 naming each field and its rule', async () => {
      const manager = await as('manager@example.com');
      const response = await manager.post('/api/companies/fjord-labs/jobs', { ...jobInput({ title: '  ' }), category: 'astrology' });
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response.json())).toMatchObject({ title: 'Please enter the job title' });
      expect(Object.keys(fieldErrorsOf(response.json()))).toEqual(expect.arrayContaining(['title', 'category']));
      const range = await manager.post('/api/companies/fjord-labs/jobs', jobInput({ salary: { type: 'range', min: 900, max: 100, currency: 'EUR' } }));
      expect(range.statusCode).toBe(400);
      expect(fieldErrorsOf(range.json())).toEqual({ 'salary.max': 'The highest salary must not be below the lowest' });
    });

    it("refuses guests, other companies' managers, unknown companies and requests without the CSRF header", async () => {
      const fromGuest = await guest().post('/api/companies/fjord-labs/jobs', jobInput());
      expect(fromGuest.statusCode).toBe(403);
      expect(fromGuest.json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
      const fromOther = await (await as('other-manager@example.com')).post('/api/companies/fjord-labs/jobs', jobInput());
      expect(fromOther.statusCode).toBe(403);
      expect(fromOther.json()).toMatchObject({ code: 'E_FORBIDDEN', message: 'You do not manage this startup' });
      const unknown = await (await as('manager@example.com')).post('/api/companies/no-such-startup/jobs', jobInput());
      expect(unknown.statusCode).toBe(404);
      const forged = await (await as('manager@example.com')).post('/api/companies/fjord-labs/jobs', jobInput(), { csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'E_CSRF' });
    });

    it('stores the benefits of the form and keeps them when an edit leaves them out', async () => {
      const job = await createJob({ title: 'Benefit Role', benefits: [{ icon: 'coffee', text: ' Good coffee ' }] });
      expect(job.benefits).toEqual([{ icon: 'coffee', text: 'Good coffee' }]);
      const edited = await (await as('manager@example.com')).put(`/api/jobs/${job.id}`, jobInput({ title: 'Benefit Role 2' }));
      expect(edited.json()).toMatchObject({ title: 'Benefit Role 2', benefits: [{ icon: 'coffee', text: 'Good coffee' }] });
      const bad = await (await as('manager@example.com')).post('/api/companies/fjord-labs/jobs', jobInput({ benefits: [{ icon: 'coffee', text: '' }] }));
      expect(bad.statusCode).toBe(400);
      expect(fieldErrorsOf(bad.json())).toEqual({ 'benefits.0.text': 'Please describe the benefit' });
    });

    it('lets an admin create a job for any company', async () => {
      const response = await (await as('admin@example.com')).post('/api/companies/aurora-ai/jobs', jobInput({ title: 'Admin Posted Role' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ status: 'DRAFT', company: { key: 'aurora-ai' } });
    });
  });

  describe('PUT /api/jobs/:id', () => {
    it('saves the form and answers with the job', async () => {
      const job = await createJob({ title: 'Editable Role' });
      const response = await (await as('manager@example.com')).put(`/api/jobs/${job.id}`, jobInput({
        title: 'Edited Role',
        isRemote: true,
        salary: { type: 'range', min: 500_000, max: 600_000, currency: 'nok' },
        receiveApplicants: 'url',
        applicationUrl: 'https://example.com/apply',
      }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: job.id,
        title: 'Edited Role',
        status: 'DRAFT',
        isRemote: true,
        salary: { type: 'range', min: 500_000, max: 600_000, currency: 'NOK' },
        receiveApplicants: 'url',
        applicationUrl: 'https://example.com/apply',
      });
    });

    it('makes a live job findable by the words of its edit at once, in the title and in the description', async () => {
      const job = await createJob({ title: 'Glacier Cartographer', description: 'Map the ice sheets.' });
      await transition('manager@example.com', job.id, 'submit');
      await transition('admin@example.com', job.id, 'approve');
      expect(await publicSearch('Glacier Cartographer')).toEqual([job.id]);
      const edited = await (await as('manager@example.com')).put(`/api/jobs/${job.id}`, jobInput({
        title: 'Fjord Hydrographer',
        description: 'Survey seabeds with sonar drones.',
        location: { locality: 'Stavanger', countryCode: 'NO' },
      }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ status: 'ACTIVE', title: 'Fjord Hydrographer' });
      expect(await publicSearch('Glacier Cartographer')).toEqual([]);
      expect(await publicSearch('ice sheets')).toEqual([]);
      expect(await publicSearch('Fjord Hydrographer')).toEqual([job.id]);
      expect(await publicSearch('sonar drones')).toEqual([job.id]);
      expect(await publicSearch('hydrographer Stavanger')).toEqual([job.id]);
    });

    it('answers 400 for a bad form, 404 for no job, 403 for guests and other managers', async () => {
      const job = await createJob({ title: 'Guarded Role' });
      const manager = await as('manager@example.com');
      const bad = await manager.put(`/api/jobs/${job.id}`, jobInput({ receiveApplicants: 'email', applicationEmail: null }));
      expect(bad.statusCode).toBe(400);
      expect(fieldErrorsOf(bad.json())).toEqual({ applicationEmail: 'Please enter the email address for applications' });
      expect((await manager.put('/api/jobs/00000000-0000-4000-8000-000000000000', jobInput())).statusCode).toBe(404);
      expect((await manager.put('/api/jobs/not-a-uuid', jobInput())).statusCode).toBe(404);
      const fromGuest = await guest().put(`/api/jobs/${job.id}`, jobInput());
      expect(fromGuest.statusCode).toBe(403);
      expect(fromGuest.json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
      expect((await (await as('other-manager@example.com')).put(`/api/jobs/${job.id}`, jobInput())).statusCode).toBe(403);
      // Nothing changed.
      const list = jobListSchema.parse((await manager.get('/api/companies/fjord-labs/jobs')).json());
      expect(list.find((item) => item.id === job.id)?.title).toBe('Guarded Role');
    });
  });

  describe('POST /api/jobs/:id/transitions', () => {
    it('takes a job from draft to live, where search and suggestions show it at once, and through pause and resume', async () => {
      const job = await createJob({ title: 'Walrus Whisperer', location: { locality: 'Tromsø', countryCode: 'NO' } });
      const submitted = await transition('manager@example.com', job.id, 'submit');
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({ status: 'PENDING_PAYMENT', approvedAt: null });
      expect(await publicSearch('Walrus Whisperer')).toEqual([]);

      const approved = await transition('admin@example.com', job.id, 'approve');
      expect(approved.statusCode).toBe(200);
      const live = jobDetailSchema.parse(approved.json());
      expect(live.status).toBe('ACTIVE');
      expect(live.approvedAt).not.toBeNull();
      expect(await publicSearch('Walrus Whisperer')).toEqual([job.id]);
      expect(await publicSearch('Tromsø')).toContain(job.id);
      expect(await titleSuggestions('Walrus Whisp')).toContain('Walrus Whisperer');
      expect((await app.inject({ url: `/api/jobs/single/${job.id}` })).statusCode).toBe(200);

      const paused = await transition('manager@example.com', job.id, 'pause');
      expect(paused.json()).toMatchObject({ status: 'STOPPED' });
      expect(await publicSearch('Walrus Whisperer')).toEqual([]);
      expect(await titleSuggestions('Walrus Whisp')).not.toContain('Walrus Whisperer');

      const resumed = await transition('manager@example.com', job.id, 'resume');
      expect(resumed.json()).toMatchObject({ status: 'ACTIVE', approvedAt: live.approvedAt });
      expect(await publicSearch('Walrus Whisperer')).toEqual([job.id]);
    });

    it('refuses a move the state machine does not allow with 409 naming the status and the action', async () => {
      const job = await createJob({ title: 'Stuck Draft' });
      const response = await transition('manager@example.com', job.id, 'pause');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'E_CONFLICT',
        message: 'Cannot pause a job in status DRAFT: pause is possible only from ACTIVE',
      });
      const twice = await transition('manager@example.com', job.id, 'submit');
      expect(twice.statusCode).toBe(200);
      const again = await transition('manager@example.com', job.id, 'submit');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: 'Cannot submit a job in status PENDING_PAYMENT: submit is possible only from DRAFT' });
    });

    it('keeps approving to admins, and paying and expiring to the checkout and the clock (403)', async () => {
      const job = await createJob({ title: 'Self Approved' });
      const approve = await transition('manager@example.com', job.id, 'approve');
      expect(approve.statusCode).toBe(403);
      expect(approve.json()).toMatchObject({ code: 'E_FORBIDDEN', message: 'Only an admin may approve a job' });
      await transition('manager@example.com', job.id, 'submit');
      const pay = await transition('manager@example.com', job.id, 'pay');
      expect(pay.statusCode).toBe(403);
      expect(pay.json()).toMatchObject({ message: 'A job is paid only through a confirmed checkout' });
      expect((await transition('admin@example.com', job.id, 'pay')).statusCode).toBe(403);
      expect((await transition('admin@example.com', job.id, 'expire')).statusCode).toBe(403);
      expect((await transition('manager@example.com', job.id, 'expire')).statusCode).toBe(403);
    });

    it('answers 400 for an unknown action, 404 for no job, 403 for guests and other managers', async () => {
      const job = await createJob({ title: 'Guarded Transition' });
      const unknown = await transition('manager@example.com', job.id, 'launch');
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(fieldErrorsOf(unknown.json()))).toEqual(['action']);
      expect((await transition('manager@example.com', '00000000-0000-4000-8000-000000000000', 'submit')).statusCode).toBe(404);
      const fromGuest = await guest().post(`/api/jobs/${job.id}/transitions`, { action: 'submit' });
      expect(fromGuest.statusCode).toBe(403);
      expect(fromGuest.json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
      expect((await transition('other-manager@example.com', job.id, 'submit')).statusCode).toBe(403);
      const list = jobListSchema.parse((await (await as('manager@example.com')).get('/api/companies/fjord-labs/jobs')).json());
      expect(list.find((item) => item.id === job.id)?.status).toBe('DRAFT');
    });

    it('treats a job past its date as EXPIRED and republishes it for payment once it has a later date', async () => {
      const job = await createJob({ title: 'Seasonal Fjord Guide' });
      await transition('manager@example.com', job.id, 'submit');
      await transition('admin@example.com', job.id, 'approve');
      await transition('manager@example.com', job.id, 'pause');
      // Its date passes while paused.
      await db().query(`UPDATE jobs SET expiration_date = now() - interval '1 day' WHERE id = $1`, [job.id]);

      const resume = await transition('manager@example.com', job.id, 'resume');
      expect(resume.statusCode).toBe(409);
      expect(resume.json()).toMatchObject({ message: 'Cannot resume a job in status EXPIRED: resume is possible only from STOPPED' });
      const stored = await db().one<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [job.id]);
      expect(stored.status).toBe('EXPIRED');

      const tooEarly = await transition('manager@example.com', job.id, 'republish');
      expect(tooEarly.statusCode).toBe(409);
      expect(tooEarly.json()).toMatchObject({
        message: 'Cannot republish a job in status EXPIRED whose expiration date has passed: set a later expiration date first',
      });

      const manager = await as('manager@example.com');
      expect((await manager.put(`/api/jobs/${job.id}`, jobInput({ title: 'Seasonal Fjord Guide', expirationDate: daysFromNow(60).toISOString() }))).statusCode).toBe(200);
      const republished = await transition('manager@example.com', job.id, 'republish');
      expect(republished.statusCode).toBe(200);
      expect(republished.json()).toMatchObject({ status: 'PENDING_PAYMENT', approvedAt: null });
      expect(await publicSearch('Seasonal Fjord Guide')).toEqual([]);
    });
  });

  describe('the posting period (60 days per payment)', () => {
    const DAY = 86_400_000;
    const stored = (id: string) =>
      db().one<{ status: string; expiration_date: Date; posting_ends_at: Date }>('SELECT status, expiration_date, posting_ends_at FROM jobs WHERE id = $1', [id]);

    it('caps the expiration date when the job goes live, and refuses an edit past the paid period (400 naming expirationDate)', async () => {
      const job = await createJob({ title: 'Long Haul Skipper', expirationDate: daysFromNow(120).toISOString() });
      await transition('manager@example.com', job.id, 'submit');
      const approvedAt = Date.now();
      expect((await transition('admin@example.com', job.id, 'approve')).statusCode).toBe(200);
      const live = await stored(job.id);
      expect(Math.abs(live.posting_ends_at.getTime() - (approvedAt + 60 * DAY))).toBeLessThan(60_000);
      expect(live.expiration_date.getTime()).toBe(live.posting_ends_at.getTime());

      const manager = await as('manager@example.com');
      const tooLong = await manager.put(`/api/jobs/${job.id}`, jobInput({ title: 'Long Haul Skipper', expirationDate: daysFromNow(90).toISOString() }));
      expect(tooLong.statusCode).toBe(400);
      expect(fieldErrorsOf(tooLong.json()).expirationDate).toMatch(
        /^A job is listed for 60 days per payment: its expiration date can be at most \d{4}-\d{2}-\d{2}\. To list it longer, let it expire, then republish and pay for a new period$/,
      );
      expect((await stored(job.id)).expiration_date.getTime()).toBe(live.expiration_date.getTime());
      // Earlier is fine, and no date at all means the end of the period.
      expect((await manager.put(`/api/jobs/${job.id}`, jobInput({ title: 'Long Haul Skipper', expirationDate: daysFromNow(20).toISOString() }))).statusCode).toBe(200);
      expect((await manager.put(`/api/jobs/${job.id}`, jobInput({ title: 'Long Haul Skipper', expirationDate: null }))).statusCode).toBe(200);
      expect((await stored(job.id)).expiration_date.getTime()).toBe(live.posting_ends_at.getTime());
      // A paused job keeps the same limit (resuming must not outlive the period either).
      await transition('manager@example.com', job.id, 'pause');
      expect((await manager.put(`/api/jobs/${job.id}`, jobInput({ title: 'Long Haul Skipper', expirationDate: daysFromNow(61).toISOString() }))).statusCode).toBe(400);
    });

    it('does not bring an expired job back with a new date: republishing asks for a new payment', async () => {
      const job = await createJob({ title: 'Midnight Sun Guide' });
      await transition('manager@example.com', job.id, 'submit');
      await transition('admin@example.com', job.id, 'approve');
      // Its date passes before the hourly sweep has stored EXPIRED.
      await db().query(`UPDATE jobs SET expiration_date = now() - interval '1 hour', posting_ends_at = now() - interval '1 hour' WHERE id = $1`, [job.id]);

      const manager = await as('manager@example.com');
      const edited = await manager.put(`/api/jobs/${job.id}`, jobInput({ title: 'Midnight Sun Guide', expirationDate: daysFromNow(30).toISOString() }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ status: 'EXPIRED' });
      expect((await stored(job.id)).status).toBe('EXPIRED');
      expect(await publicSearch('Midnight Sun Guide')).toEqual([]);
      expect((await transition('manager@example.com', job.id, 'resume')).statusCode).toBe(409);

      const republished = await transition('manager@example.com', job.id, 'republish');
      expect(republished.statusCode).toBe(200);
      expect(republished.json()).toMatchObject({ status: 'PENDING_PAYMENT', approvedAt: null });
      expect(await publicSearch('Midnight Sun Guide')).toEqual([]);
    });

    it('keeps the expiration date when the job is confirmed still open', async () => {
      const job = await createJob({ title: 'Glacier Route Planner' });
      await transition('manager@example.com', job.id, 'submit');
      await transition('admin@example.com', job.id, 'approve');
      const before = await stored(job.id);
      expect((await (await as('manager@example.com')).post(`/api/jobs/${job.id}/confirm-open`)).statusCode).toBe(200);
      const after = await stored(job.id);
      expect(after.expiration_date.getTime()).toBe(before.expiration_date.getTime());
      expect(after.posting_ends_at.getTime()).toBe(before.posting_ends_at.getTime());
    });
  });

  describe('GET /api/companies/:key/jobs', () => {
    it("lists every one of the company's jobs, newest first, with the status that counts, to its managers and admins", async () => {
      const pastDate = await insertJob(db(), { companyId: fjordId, title: 'Old Paused Role', status: 'STOPPED', expirationDate: daysFromNow(-2), createdAt: daysFromNow(-40) });
      const response = await (await as('manager@example.com')).get('/api/companies/fjord-labs/jobs');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const jobs = jobListSchema.parse(response.json());
      expect(jobs.every((job) => job.company.key === 'fjord-labs')).toBe(true);
      const statuses = new Set(jobs.map((job) => job.status));
      for (const status of ['DRAFT', 'ACTIVE', 'PENDING_PAYMENT', 'EXPIRED']) expect(statuses).toContain(status);
      expect(jobs.find((job) => job.id === pastDate)?.status).toBe('EXPIRED');
      expect(jobs.at(-1)?.id).toBe(pastDate);
      const created = jobs.map((job) => job.createdAt);
      expect([...created].sort().reverse()).toEqual(created);

      const fromAdmin = await (await as('admin@example.com')).get('/api/companies/fjord-labs/jobs');
      expect(jobListSchema.parse(fromAdmin.json())).toHaveLength(jobs.length);
    });

    it('answers 403 to guests and other managers and 404 for an unknown company', async () => {
      const fromGuest = await guest().get('/api/companies/fjord-labs/jobs');
      expect(fromGuest.statusCode).toBe(403);
      expect(fromGuest.json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
      expect((await (await as('other-manager@example.com')).get('/api/companies/fjord-labs/jobs')).statusCode).toBe(403);
      expect((await (await as('manager@example.com')).get('/api/companies/no-such-startup/jobs')).statusCode).toBe(404);
    });
  });

  describe('the expiry clock', () => {
    it('stores EXPIRED for live and paused jobs past their date, which leaves the public listing', async () => {
      const live = await insertJob(db(), { companyId: fjordId, title: 'Ending Narwhal Role', expirationDate: daysFromNow(1) });
      expect(await publicSearch('Ending Narwhal')).toEqual([live]);
      await db().query(`UPDATE jobs SET expiration_date = now() - interval '1 minute' WHERE id = $1`, [live]);
      expect(await expireDueJobs(db())).toBeGreaterThanOrEqual(1);
      const row = await db().one<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [live]);
      expect(row.status).toBe('EXPIRED');
      expect(await publicSearch('Ending Narwhal')).toEqual([]);
    });

    it('sweeps once an hour across instances: of two instances ticking in one hour, one expires the jobs', async () => {
      const job = await insertJob(db(), { companyId: fjordId, title: 'Hourly Narwhal Role', expirationDate: daysFromNow(1) });
      await db().query(`UPDATE jobs SET expiration_date = now() - interval '1 minute' WHERE id = $1`, [job]);
      // An hour of its own (far from the real clock), so earlier runs of the task do not matter.
      const clock = () => new Date(Date.UTC(2040, 0, 1, 10, 30));
      const instances = ['instance-a', 'instance-b'].map((owner) => scheduledTask({ ...jobExpirySchedule({ db: db(), log: app.log }), owner, clock }));
      const outcomes = await Promise.all(instances.map((instance) => instance.tick()));
      expect(outcomes.filter((outcome) => outcome.ran)).toEqual([expect.objectContaining({ summary: { expired: expect.any(Number) } })]);
      expect((await db().one<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [job])).status).toBe('EXPIRED');
      const runs = await db().query<{ period_start: Date }>(`SELECT period_start FROM scheduled_runs WHERE task = 'job-expiry'`);
      expect(runs.map((run) => run.period_start.getTime())).toEqual([Date.UTC(2040, 0, 1, 10)]);
    });
  });
});
