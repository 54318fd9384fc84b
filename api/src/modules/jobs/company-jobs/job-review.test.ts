import { jobReviewQueueSchema, jobReviewSchema, siteConfigurationSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { insertJob, statedPay } from '../jobs/test/fixtures';

const callbackSecret = 'test-callback-secret-0123456789';

forEachDatabase(({ db }) => {
  // JOB_REVIEW unset: the default, first-job.
  let app: App;
  let newStartupId: string;
  let knownStartupId: string;
  const as = signedInBrowsers(() => app, testPassword);
  const guest = () => new TestBrowser(app);
  const manager = () => as('review-manager@example.com');
  const admin = () => as('review-admin@example.com');

  const jobRow = (id: string) =>
    db().one<{ status: string; approved_at: Date | null; posting_paid: boolean }>('SELECT status, approved_at, posting_paid FROM jobs WHERE id = $1', [id]);
  const paymentsOf = async (id: string) =>
    (await db().query<{ status: string }>('SELECT status FROM payments WHERE job_id = $1 ORDER BY created_at', [id])).map((row) => row.status);
  const isPublic = async (id: string) => (await app.inject({ url: `/api/jobs/single/${id}` })).statusCode === 200;
  const draft = (companyId: string, title: string) => insertJob(db(), { ...statedPay, companyId, title, status: 'DRAFT', approvedAt: null });

  /** The manager pays to post job `id` at the local checkout; answers where the confirmation lands. */
  const payToPost = async (id: string) => {
    const cancel = encodeURIComponent(`/client/startups/new-startup/jobs/${id}/monetise`);
    const checkout = await (await manager()).get(`/api/jobs/${id}/checkout?product=post&cancel_url=${cancel}`);
    expect(checkout.statusCode).toBe(303);
    const pay = await app.inject({ method: 'POST', url: `${String(checkout.headers.location)}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const confirmed = await app.inject({ url: String(pay.headers.location) });
    expect(confirmed.statusCode).toBe(303);
    return String(confirmed.headers.location);
  };

  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, PAYMENT_CALLBACK_SECRET: callbackSecret });
    await app.ready();
    const managerId = await createAccount(db(), { email: 'review-manager@example.com' });
    const coManagerId = await createAccount(db(), { email: 'review-comanager@example.com' });
    const otherId = await createAccount(db(), { email: 'review-other@example.com' });
    await createAccount(db(), { email: 'review-seeker@example.com' });
    await createAccount(db(), { email: 'review-admin@example.com', isAdmin: true });
    newStartupId = await createCompany(db(), { key: 'new-startup', name: 'New Startup', managerId });
    await db().query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [newStartupId, coManagerId]);
    knownStartupId = await createCompany(db(), { key: 'known-startup', name: 'Known Startup', managerId: otherId });
    // The known startup has had a job live; the new one never has.
    await insertJob(db(), { ...statedPay, companyId: knownStartupId, title: 'Earlier Live Role' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('tells the site which jobs wait for review (first-job unless JOB_REVIEW says otherwise)', async () => {
    const configuration = siteConfigurationSchema.parse((await app.inject({ url: '/api/site/configuration-cached' })).json());
    expect(configuration.jobReview).toBe('first-job');
  });

  it("sends a new startup's paid job to review, not live, and never charges it twice; a known startup's job goes live at once", async () => {
    const id = await draft(newStartupId, 'Review Kelp Engineer');
    expect(await payToPost(id)).toBe(`/client/startups/new-startup/jobs/${id}/posted`);
    expect(await jobRow(id)).toMatchObject({ status: 'PENDING_COMPANY_APPROVAL', approved_at: null, posting_paid: true });
    expect(await isPublic(id)).toBe(false);

    // Waiting: no second checkout, and the manager cannot push it on by submitting.
    const options = (await (await manager()).get(`/api/jobs/${id}/payment-options`)).json() as { post: { unavailableReason: string | null } };
    expect(options.post.unavailableReason).toBe('This job is paid for: submit it for review (no second payment)');
    const again = await (await manager()).get(`/api/jobs/${id}/checkout?product=post&cancel_url=%2F`);
    expect(again.statusCode).toBe(409);
    expect((await (await manager()).post(`/api/jobs/${id}/transitions`, { action: 'submit' })).statusCode).toBe(409);
    expect(await paymentsOf(id)).toEqual(['paid']);

    // The job's managers see it waits, paid.
    const review = jobReviewSchema.parse((await (await manager()).get(`/api/jobs/${id}/review`)).json());
    expect(review).toMatchObject({ waiting: true, paid: true, rejection: null, status: 'PENDING_COMPANY_APPROVAL' });

    const known = await insertJob(db(), { ...statedPay, companyId: knownStartupId, title: 'Known Live Role', status: 'DRAFT', approvedAt: null });
    const otherManager = await as('review-other@example.com');
    const checkout = await otherManager.get(`/api/jobs/${known}/checkout?product=post&cancel_url=%2F`);
    const pay = await app.inject({ method: 'POST', url: `${String(checkout.headers.location)}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    await app.inject({ url: String(pay.headers.location) });
    expect(await jobRow(known)).toMatchObject({ status: 'ACTIVE', posting_paid: false });
  });

  it('shows the queue to admins only, the longest waiting first', async () => {
    const response = await (await admin()).get('/api/job-review');
    expect(response.statusCode).toBe(200);
    const queue = jobReviewQueueSchema.parse(response.json());
    expect(queue.jobs.map((job) => job.title)).toEqual(['Review Kelp Engineer']);
    expect(queue.jobs[0]).toMatchObject({ company: { key: 'new-startup', name: 'New Startup' }, paid: true, waiting: true });

    expect((await guest().get('/api/job-review')).json()).toMatchObject({ statusCode: 403, code: 'E_NOT_SIGNED_IN' });
    for (const email of ['review-seeker@example.com', 'review-manager@example.com', 'review-other@example.com']) {
      const refused = await (await as(email)).get('/api/job-review');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'E_FORBIDDEN' });
    }
  });

  it("lets only admins decide: managers of the job's startup may neither approve nor reject it", async () => {
    const [waiting] = jobReviewQueueSchema.parse((await (await admin()).get('/api/job-review')).json()).jobs;
    const id = waiting?.jobId ?? '';
    for (const email of ['review-manager@example.com', 'review-other@example.com', 'review-seeker@example.com']) {
      const browser = await as(email);
      expect((await browser.post(`/api/job-review/${id}/approve`)).statusCode).toBe(403);
      expect((await browser.post(`/api/job-review/${id}/reject`, { reason: 'No.' })).statusCode).toBe(403);
    }
    expect((await guest().post(`/api/job-review/${id}/approve`)).statusCode).toBe(403);
    // Nor may another startup's manager read its review.
    expect((await (await as('review-other@example.com')).get(`/api/jobs/${id}/review`)).statusCode).toBe(403);
    expect(await jobRow(id)).toMatchObject({ status: 'PENDING_COMPANY_APPROVAL' });
  });

  it('rejects with a reason: back to a draft, the reason shown to its managers and mailed to each of them', async () => {
    const [waiting] = jobReviewQueueSchema.parse((await (await admin()).get('/api/job-review')).json()).jobs;
    const id = waiting?.jobId ?? '';
    const blank = await (await admin()).post(`/api/job-review/${id}/reject`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(fieldErrorsOf(blank.json())).toEqual({ reason: 'Please say why the job is rejected' });

    const reason = 'Please state the salary range in the description, as Danish law asks.';
    const rejected = await (await admin()).post(`/api/job-review/${id}/reject`, { reason });
    expect(rejected.statusCode).toBe(200);
    expect(jobReviewSchema.parse(rejected.json())).toMatchObject({ status: 'DRAFT', waiting: false, paid: true, rejection: { reason } });
    expect(await jobRow(id)).toMatchObject({ status: 'DRAFT', posting_paid: true });
    expect(jobReviewQueueSchema.parse((await (await admin()).get('/api/job-review')).json()).jobs).toEqual([]);

    const seen = jobReviewSchema.parse((await (await manager()).get(`/api/jobs/${id}/review`)).json());
    expect(seen.rejection?.reason).toBe(reason);
    // The startup's job list knows it is paid, so it offers "Submit for review", not a checkout.
    const listed = (await (await manager()).get('/api/companies/new-startup/jobs')).json() as Array<{ id: string; postingPaid?: boolean }>;
    expect(listed.find((job) => job.id === id)?.postingPaid).toBe(true);
    for (const to of ['review-manager@example.com', 'review-comanager@example.com']) {
      const [mail] = await mailsTo(db(), to);
      expect(mail).toMatchObject({ subject: 'Your job Review Kelp Engineer needs changes before it goes live', template: 'job-review-rejected' });
      expect(mail?.text).toContain(reason);
      expect(mail?.links[0]).toMatch(new RegExp(`/client/startups/new-startup/jobs/${id}$`));
    }
    // Not waiting any more: a second decision is a conflict.
    expect((await (await admin()).post(`/api/job-review/${id}/reject`, { reason })).statusCode).toBe(409);
    expect((await (await admin()).post(`/api/job-review/${id}/approve`)).statusCode).toBe(409);
  });

  it('takes the edited, resubmitted job back to review without a second payment; approving publishes it and mails the welcome link', async () => {
    const [rejectedId] = (await db().query<{ id: string }>(`SELECT id FROM jobs WHERE title = 'Review Kelp Engineer'`)).map((row) => row.id);
    const id = rejectedId ?? '';
    // The paid draft offers no checkout; submitting sends it back to the queue.
    const options = (await (await manager()).get(`/api/jobs/${id}/payment-options`)).json() as { post: { unavailableReason: string | null } };
    expect(options.post.unavailableReason).not.toBeNull();
    const resubmitted = await (await manager()).post(`/api/jobs/${id}/transitions`, { action: 'submit' });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'PENDING_COMPANY_APPROVAL' });
    const queue = jobReviewQueueSchema.parse((await (await admin()).get('/api/job-review')).json());
    // The admin sees the earlier rejection beside it.
    expect(queue.jobs).toEqual([expect.objectContaining({ jobId: id, paid: true, rejection: expect.objectContaining({ reason: expect.stringContaining('salary range') }) })]);

    const approved = await (await admin()).post(`/api/job-review/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(jobReviewSchema.parse(approved.json())).toMatchObject({ status: 'ACTIVE', waiting: false, paid: false, rejection: null });
    expect(await jobRow(id)).toMatchObject({ status: 'ACTIVE', approved_at: expect.any(Date), posting_paid: false });
    expect(await isPublic(id)).toBe(true);
    expect(await paymentsOf(id)).toEqual(['paid']);
    const [mail] = await mailsTo(db(), 'review-manager@example.com');
    expect(mail).toMatchObject({ subject: 'Your job Review Kelp Engineer is live', template: 'job-review-approved' });
    expect(mail?.links[0]).toMatch(new RegExp(`/jobs/${id}/welcome$`));

    // The startup has had a job live now: its next paid job goes live at once, onto its welcome page.
    const next = await draft(newStartupId, 'Second Kelp Engineer');
    expect(await payToPost(next)).toBe(`/jobs/${next}/welcome`);
    expect(await jobRow(next)).toMatchObject({ status: 'ACTIVE' });
  });

  it('reviews every job with JOB_REVIEW=all, and none with off', async () => {
    for (const [mode, status] of [['all', 'PENDING_COMPANY_APPROVAL'], ['off', 'ACTIVE']] as const) {
      const other = await buildTestApp(db(), { ...accountsTestEnv, PAYMENT_CALLBACK_SECRET: callbackSecret, JOB_REVIEW: mode });
      try {
        const browser = (await as('review-other@example.com')).via(other);
        const id = await draft(knownStartupId, `Mode ${mode} Role`);
        const checkout = await browser.get(`/api/jobs/${id}/checkout?product=post&cancel_url=%2F`);
        const pay = await other.inject({ method: 'POST', url: `${String(checkout.headers.location)}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
        await other.inject({ url: String(pay.headers.location) });
        expect(await jobRow(id)).toMatchObject({ status });
        if (mode === 'all') {
          // Approved from the job's own page (the transitions endpoint): the same decision, mail included.
          expect((await (await admin()).via(other).post(`/api/jobs/${id}/transitions`, { action: 'approve' })).json()).toMatchObject({ status: 'ACTIVE' });
          const [mail] = await mailsTo(db(), 'review-other@example.com');
          expect(mail).toMatchObject({ subject: 'Your job Mode all Role is live', template: 'job-review-approved' });
        }
      } finally {
        await other.close();
      }
    }
  });
});
