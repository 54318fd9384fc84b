import { resendApplicantsResponseSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import type { Db } from '../../../db/db';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildJobsTestApp, daysFromNow, insertJob } from './test/fixtures';

async function apply(db: Db, jobId: string, applicant: { email: string; firstName: string; lastName: string }, stage: string, appliedAt: Date) {
  const userId = await createAccount(db, applicant);
  const profile = await db.one<{ id: string }>('INSERT INTO applicant_profiles (user_id) VALUES ($1) RETURNING id', [userId]);
  await db.query('INSERT INTO applications (job_id, applicant_id, stage, created_at) VALUES ($1, $2, $3, $4)', [jobId, profile.id, stage, appliedAt]);
}

// POST /api/jobs/:id/resend-applicants: the company mails its job's applicants to itself.
forEachDatabase(({ db }) => {
  let app: App;
  const ids: Record<string, string> = {};
  const unknownId = '00000000-0000-4000-8000-000000000000';

  const signedIn = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };

  beforeAll(async () => {
    app = await buildJobsTestApp(db(), { ...accountsTestEnv, PUBLIC_URL: 'https://nordhub.example', RATE_LIMIT_RESEND_APPLICANTS: '3' });
    const manager = await createAccount(db(), { email: 'manager@example.com', firstName: 'Maja' });
    await createAccount(db(), { email: 'stranger@example.com' });
    await createAccount(db(), { email: 'admin@example.com', isAdmin: true });
    await createAccount(db(), { email: 'busy@example.com' });
    const company = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId: manager });
    await createCompany(db(), { key: 'busy-labs', managerId: (await db().one<{ id: string }>("SELECT id FROM users WHERE email = 'busy@example.com'")).id });
    ids.job = await insertJob(db(), { companyId: company, title: 'Backend Engineer' });
    ids.empty = await insertJob(db(), { companyId: company, title: 'Quiet Role', status: 'EXPIRED', expirationDate: daysFromNow(-2) });
    await apply(db(), ids.job, { email: 'astrid@example.com', firstName: 'Astrid', lastName: 'Holm' }, 'applied', new Date('2026-05-05T10:00:00Z'));
    await apply(db(), ids.job, { email: 'bjorn@example.com', firstName: 'Björn', lastName: '<Berg>' }, 'toreject', new Date('2026-05-07T10:00:00Z'));
  });
  afterAll(() => app.close());

  it("mails the job's applicants to the signed-in manager and answers how many", async () => {
    const manager = await signedIn('manager@example.com');
    const response = await manager.post(`/api/jobs/${ids.job}/resend-applicants`);
    expect(response.statusCode).toBe(200);
    expect(resendApplicantsResponseSchema.parse(response.json())).toEqual({ sent: 2 });

    const [mail, ...older] = await mailsTo(db(), 'manager@example.com');
    expect(older).toEqual([]);
    expect(mail).toMatchObject({ subject: '2 applicants for Backend Engineer', template: 'job-applicants' });
    // Newest application first, each with name, e-mail, applied date and stage.
    expect(mail?.text).toContain('Björn <Berg> <bjorn@example.com>\nApplied 07 May 2026 · To be rejected');
    expect(mail?.text).toContain('Astrid Holm <astrid@example.com>\nApplied 05 May 2026 · Applied');
    expect(mail?.text.indexOf('Björn')).toBeLessThan(mail?.text.indexOf('Astrid') ?? 0);
    expect(mail?.links).toEqual(['https://nordhub.example/client/startups/fjord-labs/applicants']);
    const html = await db().one<{ html_body: string }>("SELECT html_body FROM outbox_mails WHERE to_address = 'manager@example.com'");
    expect(html.html_body).toContain('Björn &lt;Berg&gt;');
    expect(html.html_body).not.toContain('<Berg>');
    // Nothing goes to the applicants themselves.
    expect(await mailsTo(db(), 'astrid@example.com')).toEqual([]);
  });

  it('answers sent 0 and writes no mail for a job without applicants (closed jobs included)', async () => {
    const admin = await signedIn('admin@example.com');
    const response = await admin.post(`/api/jobs/${ids.empty}/resend-applicants`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 0 });
    expect(await mailsTo(db(), 'admin@example.com')).toEqual([]);
  });

  it('lets admins have the list mailed to themselves', async () => {
    const admin = await signedIn('admin@example.com');
    const response = await admin.post(`/api/jobs/${ids.job}/resend-applicants`);
    expect(response.json()).toEqual({ sent: 2 });
    expect((await mailsTo(db(), 'admin@example.com')).map((mail) => mail.subject)).toEqual(['2 applicants for Backend Engineer']);
  });

  it('refuses guests (E_NOT_SIGNED_IN), other users (403), and requests without the CSRF header', async () => {
    const guest = await new TestBrowser(app).post(`/api/jobs/${ids.job}/resend-applicants`);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('E_NOT_SIGNED_IN');

    const stranger = await signedIn('stranger@example.com');
    const forbidden = await stranger.post(`/api/jobs/${ids.job}/resend-applicants`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('E_FORBIDDEN');

    const manager = await signedIn('manager@example.com');
    const noCsrf = await manager.post(`/api/jobs/${ids.job}/resend-applicants`, undefined, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('E_CSRF');
    expect(await mailsTo(db(), 'stranger@example.com')).toEqual([]);
  });

  it('answers 404 for an unknown job and 400 naming id for an id that is no job id', async () => {
    const stranger = await signedIn('stranger@example.com');
    const missing = await stranger.post(`/api/jobs/${unknownId}/resend-applicants`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('E_NOT_FOUND');
    const bad = await stranger.post('/api/jobs/not-a-job/resend-applicants');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'E_VALIDATION', fields: [{ path: 'id', message: 'Must be a job id (a UUID)' }] });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/jobs/{id}/resend-applicants'] ?? {})).toEqual(['post']);
  });

  it('stops a user after the per-minute limit with 429 E_RATE_LIMITED', async () => {
    const busy = await signedIn('busy@example.com');
    const busyJob = await insertJob(db(), { companyId: (await db().one<{ id: string }>("SELECT id FROM companies WHERE key = 'busy-labs'")).id, title: 'Busy Role' });
    await apply(db(), busyJob, { email: 'carl@example.com', firstName: 'Carl', lastName: 'Lind' }, 'applied', new Date());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await busy.post(`/api/jobs/${busyJob}/resend-applicants`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await busy.post(`/api/jobs/${busyJob}/resend-applicants`);
    expect(limited.json().code).toBe('E_RATE_LIMITED');
    expect(await mailsTo(db(), 'busy@example.com')).toHaveLength(3);
  });
});
