import { rejectionTemplates } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { insertJob } from '../../jobs/jobs/test/fixtures';

// An application made on a careers site or feed keeps its language (POST /jobs/{id}/apply with
// `language`), and every mail to the applicant about it is written in that language.
forEachDatabase(({ db }) => {
  let app: App;
  const jobs: Record<string, string> = {};
  const as = signedInBrowsers(() => app, testPassword);

  const applicant = async (email: string, firstName: string) => {
    const userId = await createAccount(db(), { email, firstName, lastName: 'Lund' });
    await db().query('INSERT INTO applicant_profiles (user_id) VALUES ($1)', [userId]);
  };
  /** The applicant's mails of one template, newest first, with their HTML. */
  const mails = (to: string, template: string) =>
    db().query<{ subject: string; text_body: string; html_body: string }>(
      'SELECT subject, text_body, html_body FROM outbox_mails WHERE lower(to_address) = lower($1) AND template = $2 ORDER BY created_at DESC',
      [to, template],
    );
  const apply = async (email: string, job: string, body: object) => (await as(email)).post(`/api/jobs/${jobs[job]}/apply`, body);
  const applicationId = async (email: string, job: string) =>
    (
      await db().one<{ id: string }>(
        'SELECT a.id FROM applications a JOIN applicant_profiles p ON p.id = a.applicant_id JOIN users u ON u.id = p.user_id WHERE u.email = $1 AND a.job_id = $2',
        [email, jobs[job]],
      )
    ).id;
  const move = async (email: string, job: string, body: object) =>
    (await as('manager@example.com')).post(`/api/applications/${await applicationId(email, job)}/move`, body);

  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    await app.ready();
    const manager = await createAccount(db(), { email: 'manager@example.com', firstName: 'Maja' });
    const company = await createCompany(db(), { key: 'nordlys', name: 'Nordlys', managerId: manager });
    for (const title of ['Backend Engineer', 'Data Engineer', 'Designer', 'Product Manager']) jobs[title] = await insertJob(db(), { companyId: company, title });
    await applicant('nora@example.com', 'Nora');
    await applicant('emil@example.com', 'Emil');
  });
  afterAll(() => app.close());

  it('stores the language of the site applied on, and writes the receipt in it (Norwegian here), dates included', async () => {
    const response = await apply('nora@example.com', 'Backend Engineer', { message: 'Hei!', language: 'nb' });
    expect(response.statusCode).toBe(201);
    expect((await db().one<{ language: string }>('SELECT language FROM applications WHERE id = $1', [response.json().id])).language).toBe('nb');

    const [receipt] = await mails('nora@example.com', 'application-receipt');
    expect(receipt?.subject).toBe('Søknad sendt: Backend Engineer hos Nordlys');
    const today = new Intl.DateTimeFormat('nb', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    expect(receipt?.text_body).toContain('Hei Nora,');
    expect(receipt?.text_body).toContain('Takk for at du søkte på Backend Engineer hos Nordlys. Nordlys har mottatt søknaden din.');
    expect(receipt?.text_body).toContain(`Du søkte ${today}.`);
    expect(receipt?.text_body).toMatch(/Mine jobber: http:\/\/\S+\/client\/my-jobs/);
    expect(receipt?.html_body).toContain('<html lang="nb">');
    // The startup's managers work in the English portal: their mail stays English.
    const [managerMail] = await mails('manager@example.com', 'application-received-company');
    expect(managerMail?.subject).toBe('New applicant for Backend Engineer: Nora Lund');
  });

  it('writes the receipt of an application on the main site (no language) in English', async () => {
    const response = await apply('emil@example.com', 'Backend Engineer', { message: 'Hello' });
    expect(response.statusCode).toBe(201);
    expect((await db().one<{ language: string | null }>('SELECT language FROM applications WHERE id = $1', [response.json().id])).language).toBeNull();
    const [receipt] = await mails('emil@example.com', 'application-receipt');
    expect(receipt?.subject).toBe('Application sent: Backend Engineer at Nordlys');
    expect(receipt?.text_body).toContain('Hi Emil,');
    expect(receipt?.html_body).toContain('<html lang="en">');
  });

  it('answers 400 naming the language field for a language the sites do not speak', async () => {
    const response = await apply('emil@example.com', 'Designer', { language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'language', message: 'Choose one of en (English), da (Dansk), sv (Svenska), nb (Norsk bokmål), fi (Suomi), is (Íslenska)' }]);
    expect(await mails('emil@example.com', 'application-receipt')).toHaveLength(1);
  });

  it("mails a status change in the application's language", async () => {
    const interview = (await (await as('manager@example.com')).get('/api/companies/nordlys/applicants')).json().columns.find((column: { stage: string }) => column.stage === 'custom');
    expect((await move('nora@example.com', 'Backend Engineer', { stage: 'custom', columnId: interview.id })).statusCode).toBe(200);
    const [status] = await mails('nora@example.com', 'application-status');
    expect(status?.subject).toBe('Backend Engineer hos Nordlys: søknaden din har nå status Under vurdering');
    expect(status?.text_body).toContain('Statusen for søknaden din på Backend Engineer hos Nordlys er nå: Under vurdering.');
    expect(status?.text_body).toContain('Nordlys har lest søknaden din og vurderer den nå.');

    expect((await move('emil@example.com', 'Backend Engineer', { stage: 'hired' })).statusCode).toBe(200);
    const [hired] = await mails('emil@example.com', 'application-status');
    expect(hired?.subject).toBe('Backend Engineer at Nordlys: your application is now hired');
  });

  it("rejects in the application's language: a standard template left as it was is translated, the manager's own words go as written", async () => {
    for (const job of ['Data Engineer', 'Designer', 'Product Manager']) expect((await apply('nora@example.com', job, { language: 'nb' })).statusCode).toBe(201);
    const rejection = async (job: string) => (await mails('nora@example.com', 'application-rejected')).find((mail) => mail.subject.includes(job));

    // No message: the standard template, in Norwegian.
    expect((await move('nora@example.com', 'Data Engineer', { stage: 'rejected' })).statusCode).toBe(200);
    const standard = await rejection('Data Engineer');
    expect(standard?.subject).toBe('Søknaden din på Data Engineer hos Nordlys');
    expect(standard?.text_body).toContain('Hei Nora,\n\nTakk for at du søkte på Data Engineer hos Nordlys via Nordhub.');
    expect(standard?.text_body).toContain('Vennlig hilsen\nNordlys via Nordhub');

    // The "Position filled" template as the portal fills it in, unchanged: Norwegian too.
    const filled = rejectionTemplates.find((template) => template.id === 'filled')!.text;
    expect((await move('nora@example.com', 'Designer', { stage: 'rejected', message: filled.replace(/\n/g, '\r\n') })).statusCode).toBe(200);
    expect((await rejection('Designer'))?.text_body).toContain('Stillingen er nå besatt, så vi går ikke videre med søknaden din.');

    // Edited or own words are the company's: sent as written, placeholders filled, between the Norwegian greeting and sign-off.
    const own = 'Takk, {{firstName}}! Vi valgte en annen kandidat til {{jobTitle}}.';
    expect((await move('nora@example.com', 'Product Manager', { stage: 'rejected', message: own })).statusCode).toBe(200);
    expect((await rejection('Product Manager'))?.text_body).toBe('Hei Nora,\n\nTakk, Nora! Vi valgte en annen kandidat til Product Manager.\n\nVennlig hilsen\nNordlys via Nordhub\n');
  });
});
