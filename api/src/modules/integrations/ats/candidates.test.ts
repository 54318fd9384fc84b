import { applicantsResponseSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { Browser, loginAndConsent, popupMessage, signInBrowser, startApp } from '../../../test/oauth-browser';
import { insertJob } from '../../jobs/jobs/test/fixtures';

// A new application goes to the connected applicant-tracking service (the local provider's
// candidates endpoint) with its CV, retried when the service fails, its status on the board.
forEachDatabase(({ db }) => {
  let app: App;
  let origin: string;
  let jobId: string;

  beforeAll(async () => {
    ({ app, origin } = await startApp(db(), { DELIVERY_RETRY_BASE_MS: '0' }));
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    const company = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId: manager });
    jobId = await insertJob(db(), { companyId: company, title: 'Backend Engineer' });
    const seeker = await createAccount(db(), { email: 'astrid@example.com', firstName: 'Astrid', lastName: 'Holm' });
    await db().query('INSERT INTO applicant_profiles (user_id) VALUES ($1)', [seeker]);
    await app.files.put('files/astrid-cv.pdf', Buffer.from('%PDF-1.4 Astrid'), 'application/pdf');
    await db().query("INSERT INTO uploads (path, kind, original_name, content_type, size, user_id) VALUES ('files/astrid-cv.pdf', 'file', 'astrid-cv.pdf', 'application/pdf', 15, $1)", [seeker]);
  });
  afterAll(() => app.close());

  const signedIn = async (email: string) => {
    const browser = new Browser();
    await signInBrowser(browser, origin, email, testPassword);
    return browser;
  };
  const csrf = (browser: Browser) => ({ 'x-xsrf-token': browser.cookie(new URL(origin).host, 'XSRF-TOKEN') ?? '', 'content-type': 'application/json' });
  const syncOnBoard = async (manager: Browser) => applicantsResponseSchema.parse(await (await manager.go(`${origin}/api/companies/fjord-labs/applicants`)).json()).applications[0]?.atsSync;

  it('sends the applicant with the CV as a candidate for the job, retrying after a failure, and the board shows synced', async () => {
    const manager = await signedIn('manager@example.com');
    const start = await manager.follow(`${origin}/api/companies/fjord-labs/ats/start`);
    const done = await loginAndConsent(manager, start, 'recruiter@example.com');
    expect(popupMessage(await done.response.text())).toEqual({ source: 'nordhub-ats', connected: true });

    const row = await db().one<{ company_id: string }>('SELECT company_id FROM company_ats_connections');
    const seeker = await signedIn('astrid@example.com');
    const applied = await seeker.go(`${origin}/api/jobs/${jobId}/apply`, { method: 'POST', headers: csrf(seeker), body: JSON.stringify({ message: 'Hej', cvFile: { path: 'files/astrid-cv.pdf', name: 'astrid-cv.pdf' } }) });
    expect(applied.status).toBe(201);
    await app.deliveries.deliver();
    const first = await db().one<{ attempts: number; delivered_at: Date | null }>('SELECT attempts, delivered_at FROM outbox_deliveries WHERE company_id = $1', [row.company_id]);
    expect(first).toMatchObject({ attempts: 1 });
    expect(first.delivered_at).not.toBeNull();
    expect(await syncOnBoard(manager)).toEqual({ status: 'synced', attempts: 1, lastError: null });

    const received = (await (await manager.go(`${origin}/dev/ats/candidates`)).json()) as { body: { job: { id: string; title: string }; candidate: { email: string }; cv: { name: string; contentBase64: string } } }[];
    expect(received[0]!.body).toMatchObject({ job: { id: jobId, title: 'Backend Engineer' }, candidate: { email: 'astrid@example.com' }, cv: { name: 'astrid-cv.pdf' } });
    expect(Buffer.from(received[0]!.body.cv.contentBase64, 'base64').toString()).toBe('%PDF-1.4 Astrid');
  });

  it('retries a candidate the service refused, showing retrying with the error, then synced', async () => {
    const company = await db().one<{ company_id: string }>('SELECT company_id FROM company_ats_connections');
    const application = await db().one<{ id: string }>('SELECT id FROM applications');
    // A token the service does not know: refused (401) until the startup reconnects.
    const stored = await db().one<{ access_token_encrypted: string }>('SELECT access_token_encrypted FROM company_ats_connections');
    const { tokenSecretBox } = await import('../../../security/secret-box');
    const box = await tokenSecretBox(db(), undefined);
    await db().query('UPDATE company_ats_connections SET access_token_encrypted = $1', [box.seal('not-a-token', `ats:${company.company_id}`)]);
    await db().query("INSERT INTO outbox_deliveries (kind, company_id, application_id, payload) VALUES ('ats-candidate', $1, $2, '{}')", [company.company_id, application.id]);
    await app.deliveries.deliver();
    const manager = await signedIn('manager@example.com');
    expect(await syncOnBoard(manager)).toMatchObject({ status: 'retrying', attempts: 1, lastError: expect.stringContaining('refused') });

    await db().query('UPDATE company_ats_connections SET access_token_encrypted = $1', [stored.access_token_encrypted]);
    await app.deliveries.deliver();
    expect(await syncOnBoard(manager)).toEqual({ status: 'synced', attempts: 2, lastError: null });
  });
});
