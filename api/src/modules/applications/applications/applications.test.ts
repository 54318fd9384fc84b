import { applicantsResponseSchema, applicationNoteSchema, applicationSchema, kanbanColumnSchema, myApplicationSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp, tempDir } from '../../../test/test-app';
import { insertJob } from '../../jobs/jobs/test/fixtures';

// The applicant kanban: GET {company}/applicants, moves, columns, notes, CSV, CV, and applying.
forEachDatabase(({ db }) => {
  let app: App;
  const uploads = tempDir('nordhub-applicants-');
  const ids: Record<string, string> = {};
  const as = signedInBrowsers(() => app, testPassword);
  const guest = () => new TestBrowser(app);
  const board = async (query = '') => {
    const response = await (await as('manager@example.com')).get(`/api/companies/fjord-labs/applicants${query}`);
    expect(response.statusCode).toBe(200);
    return applicantsResponseSchema.parse(response.json());
  };
  const namesOf = (answer: { applications: { applicant: { name: string } }[] }) => answer.applications.map((a) => a.applicant.name).sort();
  const columnOf = async (stage: string) => (await board()).columns.find((column) => column.stage === stage)!;
  const applicationOf = async (name: string) => (await board()).applications.find((a) => a.applicant.name === name)!;
  const move = async (email: string, id: string, body: object) => (await as(email)).post(`/api/applications/${id}/move`, body);

  /** A job seeker with an applicant profile who applies through the API. */
  const applicant = async (email: string, firstName: string, lastName: string) => {
    const userId = await createAccount(db(), { email, firstName, lastName });
    await db().query('INSERT INTO applicant_profiles (user_id, linkedin_url) VALUES ($1, $2)', [userId, `https://linkedin.example/${firstName}`]);
    return userId;
  };

  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, UPLOADS_DIR: uploads.dir });
    await app.ready();
    const manager = await createAccount(db(), { email: 'manager@example.com', firstName: 'Maja' });
    const other = await createAccount(db(), { email: 'other-manager@example.com' });
    await createAccount(db(), { email: 'admin@example.com', isAdmin: true });
    const fjord = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId: manager });
    await createCompany(db(), { key: 'aurora-ai', name: 'Aurora AI', managerId: other });
    ids.backend = await insertJob(db(), { companyId: fjord, title: 'Backend Engineer' });
    ids.designer = await insertJob(db(), { companyId: fjord, title: 'Product Designer' });
    ids.draft = await insertJob(db(), { companyId: fjord, title: 'Secret Draft', status: 'DRAFT', approvedAt: null });
    await applicant('astrid@example.com', 'Astrid', 'Holm');
    await applicant('bjorn@example.com', 'Björn', 'Berg');
    await applicant('carl@example.com', '=HYPERLINK("http://evil")', 'Quote"d');
    await createAccount(db(), { email: 'no-profile@example.com' });
    // Astrid sends a CV she uploaded.
    await app.files.put('files/astrid-cv.pdf', Buffer.from('%PDF-1.4 Astrid'), 'application/pdf');
    await db().query(
      `INSERT INTO uploads (path, kind, original_name, content_type, size, user_id) SELECT 'files/astrid-cv.pdf', 'file', 'astrid-cv.pdf', 'application/pdf', 15, id FROM users WHERE email = 'astrid@example.com'`,
    );
  });
  afterAll(async () => {
    await app.close();
    uploads.remove();
  });

  describe('POST /api/jobs/:id/apply', () => {
    it('stores one application per applicant and job, landing in Applied; a second apply is 409', async () => {
      const astrid = await as('astrid@example.com');
      const first = await astrid.post(`/api/jobs/${ids.backend}/apply`, {
        message: 'I love backends.',
        phone: '+45 1234',
        cvFile: { path: 'files/astrid-cv.pdf', name: 'astrid-cv.pdf', contentType: 'application/pdf' },
      });
      expect(first.statusCode).toBe(201);
      expect(myApplicationSchema.parse(first.json())).toMatchObject({ jobId: ids.backend, stage: 'applied' });
      const again = await astrid.post(`/api/jobs/${ids.backend}/apply`, { message: 'Me again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'E_CONFLICT', message: 'You have already applied to this job' });

      expect((await (await as('bjorn@example.com')).post(`/api/jobs/${ids.backend}/apply`, { message: 'Hej' })).statusCode).toBe(201);
      expect((await (await as('bjorn@example.com')).post(`/api/jobs/${ids.designer}/apply`, {})).statusCode).toBe(201);
      expect((await (await as('carl@example.com')).post(`/api/jobs/${ids.designer}/apply`, { message: '@SUM(1+1)' })).statusCode).toBe(201);

      const answer = await board();
      const applied = answer.columns.find((column) => column.stage === 'applied')!;
      expect(answer.applications).toHaveLength(4);
      expect(answer.applications.every((a) => a.stage === 'applied' && a.columnId === applied.id)).toBe(true);
    });

    it("refuses guests, users without an applicant profile, jobs the public cannot see and CVs that are not the applicant's", async () => {
      expect((await guest().post(`/api/jobs/${ids.backend}/apply`, {})).json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
      const noProfile = await (await as('no-profile@example.com')).post(`/api/jobs/${ids.backend}/apply`, {});
      expect(noProfile.statusCode).toBe(403);
      expect((await (await as('astrid@example.com')).post(`/api/jobs/${ids.draft}/apply`, {})).statusCode).toBe(404);
      const foreignCv = await (await as('carl@example.com')).post(`/api/jobs/${ids.backend}/apply`, { cvFile: { path: 'files/astrid-cv.pdf' } });
      expect(foreignCv.statusCode).toBe(400);
      expect(foreignCv.json().fields[0]).toMatchObject({ path: 'cvFile.path' });
    });
  });

  describe('GET /api/companies/:key/applicants', () => {
    it('starts every board with the default columns, Rejected locked', async () => {
      const { columns } = await board();
      expect(columns.map((column) => [column.stage, column.name, column.locked])).toEqual([
        ['applied', 'Applied', false],
        ['custom', 'Interview', false],
        ['hired', 'Hired', false],
        ['toreject', 'To be rejected', false],
        ['rejected', 'Rejected', true],
      ]);
      const colors = ((await app.inject({ url: '/api/site/configuration-cached' })).json() as { kanban: { columnColors: string[] } }).kanban.columnColors;
      expect(columns.every((column) => colors.includes(column.color))).toBe(true);
    });

    it('filters by job, stage and text (name, e-mail or job title)', async () => {
      expect(namesOf(await board(`?job=${ids.designer}`))).toEqual(['=HYPERLINK("http://evil") Quote"d', 'Björn Berg']);
      expect(namesOf(await board('?text=astrid'))).toEqual(['Astrid Holm']);
      expect(namesOf(await board('?text=bjorn%40example'))).toEqual(['Björn Berg', 'Björn Berg']);
      expect(namesOf(await board('?text=designer'))).toHaveLength(2);
      expect(namesOf(await board('?text=%25'))).toEqual([]);
      expect(namesOf(await board('?stage=hired'))).toEqual([]);
      const perJob = await (await as('manager@example.com')).get(`/api/jobs/${ids.backend}/applicants`);
      expect(namesOf(applicantsResponseSchema.parse(perJob.json()))).toEqual(['Astrid Holm', 'Björn Berg']);
    });

    it('answers 400 naming a bad filter', async () => {
      const response = await (await as('manager@example.com')).get('/api/companies/fjord-labs/applicants?stage=maybe&job=nope');
      expect(response.statusCode).toBe(400);
      const paths = (response.json() as { fields: { path: string }[] }).fields.map((field) => field.path);
      expect(paths).toEqual(expect.arrayContaining(['stage', 'job']));
    });

    it("refuses guests, another company's manager and applicants; admins pass", async () => {
      expect((await guest().get('/api/companies/fjord-labs/applicants')).json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
      const other = await (await as('other-manager@example.com')).get('/api/companies/fjord-labs/applicants');
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'E_FORBIDDEN', message: 'You do not manage this startup' });
      expect((await (await as('astrid@example.com')).get('/api/companies/fjord-labs/applicants')).statusCode).toBe(403);
      expect((await (await as('other-manager@example.com')).get(`/api/jobs/${ids.backend}/applicants`)).statusCode).toBe(403);
      expect((await (await as('admin@example.com')).get('/api/companies/fjord-labs/applicants')).statusCode).toBe(200);
    });
  });

  describe('POST /api/applications/:id/move', () => {
    it('moves an application between columns and keeps it there', async () => {
      const astrid = await applicationOf('Astrid Holm');
      const interview = await columnOf('custom');
      const response = await move('manager@example.com', astrid.id, { stage: 'custom', columnId: interview.id });
      expect(response.statusCode).toBe(200);
      expect(applicationSchema.parse(response.json())).toMatchObject({ stage: 'custom', columnId: interview.id });
      expect(await applicationOf('Astrid Holm')).toMatchObject({ stage: 'custom', columnId: interview.id });
      // The stage alone picks the stage's column.
      const hired = await move('manager@example.com', astrid.id, { stage: 'hired' });
      expect(hired.json()).toMatchObject({ stage: 'hired', columnId: (await columnOf('hired')).id });
    });

    it('refuses a column of another stage or board with 400', async () => {
      const astrid = await applicationOf('Astrid Holm');
      const mismatch = await move('manager@example.com', astrid.id, { stage: 'hired', columnId: (await columnOf('applied')).id });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().fields[0]).toMatchObject({ path: 'columnId' });
      const foreign = await move('manager@example.com', astrid.id, { stage: 'custom', columnId: '00000000-0000-4000-8000-000000000000' });
      expect(foreign.statusCode).toBe(400);
    });

    it('mails the applicant once on rejection, and locks Rejected: moving out is 409', async () => {
      const bjorn = (await board(`?job=${ids.backend}&text=bjorn`)).applications[0]!;
      const rejected = await move('manager@example.com', bjorn.id, { stage: 'rejected' });
      expect(rejected.statusCode).toBe(200);
      // Björn also holds the receipts of his applications; only rejections count here.
      const rejections = async () => (await mailsTo(db(), 'bjorn@example.com')).filter((mail) => mail.template === 'application-rejected');
      const mails = await rejections();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'Your application for Backend Engineer at Fjord Labs', template: 'application-rejected' });
      expect(mails[0]!.text).toContain('Hi Björn,');

      // Dropping it on Rejected again is no change and no second mail.
      expect((await move('manager@example.com', bjorn.id, { stage: 'rejected' })).statusCode).toBe(200);
      expect(await rejections()).toHaveLength(1);

      const out = await move('manager@example.com', bjorn.id, { stage: 'applied' });
      expect(out.statusCode).toBe(409);
      expect(out.json()).toMatchObject({ code: 'E_CONFLICT', message: 'Rejected applicants are locked: they cannot be moved to another column' });
      expect((await board(`?job=${ids.backend}&text=bjorn`)).applications[0]).toMatchObject({ stage: 'rejected' });
    });

    it("refuses guests (even without the CSRF check), another company's manager and the applicant", async () => {
      const astrid = await applicationOf('Astrid Holm');
      expect((await guest().post(`/api/applications/${astrid.id}/move`, { stage: 'applied' })).json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
      expect((await move('other-manager@example.com', astrid.id, { stage: 'applied' })).statusCode).toBe(403);
      expect((await move('astrid@example.com', astrid.id, { stage: 'applied' })).statusCode).toBe(403);
      expect((await move('manager@example.com', '00000000-0000-4000-8000-000000000000', { stage: 'applied' })).statusCode).toBe(404);
      expect(await applicationOf('Astrid Holm')).toMatchObject({ stage: 'hired' });
    });
  });

  describe('custom columns', () => {
    it('creates, renames, recolours and deletes custom columns with the site colours', async () => {
      const manager = await as('manager@example.com');
      const created = await manager.post('/api/companies/fjord-labs/kanban-columns', { name: 'Tech test' });
      expect(created.statusCode).toBe(201);
      const column = kanbanColumnSchema.parse(created.json());
      const { columns } = await board();
      // After the last custom column, before Hired; a colour no other column uses.
      expect(columns.map((c) => c.name)).toEqual(['Applied', 'Interview', 'Tech test', 'Hired', 'To be rejected', 'Rejected']);
      expect(columns.filter((c) => c.color === column.color)).toHaveLength(1);

      const renamed = await manager.request('PATCH', `/api/companies/fjord-labs/kanban-columns/${column.id}`, { payload: { name: 'Case study', color: '#8e24aa' } });
      expect(renamed.json()).toMatchObject({ name: 'Case study', color: '#8e24aa' });
      const badColor = await manager.request('PATCH', `/api/companies/fjord-labs/kanban-columns/${column.id}`, { payload: { color: 'red' } });
      expect(badColor.statusCode).toBe(400);
      expect(badColor.json().fields[0]).toMatchObject({ path: 'color' });
      const blank = await manager.post('/api/companies/fjord-labs/kanban-columns', { name: '  ' });
      expect(blank.json().fields[0]).toMatchObject({ path: 'name', message: 'Please enter the column name' });

      // A fixed column is no custom column.
      const hired = columns.find((c) => c.stage === 'hired')!;
      expect((await manager.request('DELETE', `/api/companies/fjord-labs/kanban-columns/${hired.id}`)).statusCode).toBe(409);

      // A column holding applicants is not deleted; an empty one is.
      const carl = (await board('?text=HYPERLINK')).applications[0]!;
      await move('manager@example.com', carl.id, { stage: 'custom', columnId: column.id });
      const busy = await manager.request('DELETE', `/api/companies/fjord-labs/kanban-columns/${column.id}`);
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe('Move the applicant out of Case study before deleting it');
      await move('manager@example.com', carl.id, { stage: 'applied' });
      expect((await manager.request('DELETE', `/api/companies/fjord-labs/kanban-columns/${column.id}`)).statusCode).toBe(204);
      expect((await board()).columns.map((c) => [c.name, c.position])).toEqual([
        ['Applied', 0], ['Interview', 1], ['Hired', 2], ['To be rejected', 3], ['Rejected', 4],
      ]);
    });

    it("refuses another company's manager", async () => {
      const response = await (await as('other-manager@example.com')).post('/api/companies/fjord-labs/kanban-columns', { name: 'Mine now' });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('notes', () => {
    it('lets managers write and read notes, with the author', async () => {
      const astrid = await applicationOf('Astrid Holm');
      const manager = await as('manager@example.com');
      const created = await manager.post(`/api/applications/${astrid.id}/notes`, { text: 'Strong Go skills.' });
      expect(created.statusCode).toBe(201);
      expect(applicationNoteSchema.parse(created.json())).toMatchObject({ text: 'Strong Go skills.', author: { name: 'Maja Person' } });
      const notes = (await manager.get(`/api/applications/${astrid.id}/notes`)).json();
      expect(notes.map((note: { text: string }) => note.text)).toEqual(['Strong Go skills.']);
      expect(await applicationOf('Astrid Holm')).toMatchObject({ noteCount: 1 });
      const blank = await manager.post(`/api/applications/${astrid.id}/notes`, { text: ' ' });
      expect(blank.json().fields[0]).toMatchObject({ path: 'text', message: 'Please write the note' });
    });

    it("keeps notes from guests, another company's manager and the applicant", async () => {
      const astrid = await applicationOf('Astrid Holm');
      expect((await guest().get(`/api/applications/${astrid.id}/notes`)).statusCode).toBe(403);
      expect((await (await as('other-manager@example.com')).get(`/api/applications/${astrid.id}/notes`)).statusCode).toBe(403);
      expect((await (await as('astrid@example.com')).get(`/api/applications/${astrid.id}/notes`)).statusCode).toBe(403);
      expect((await (await as('other-manager@example.com')).post(`/api/applications/${astrid.id}/notes`, { text: 'x' })).statusCode).toBe(403);
    });
  });

  describe('CSV export and CV download', () => {
    it('exports the filtered list as spreadsheet-safe CSV', async () => {
      const response = await (await as('manager@example.com')).get(`/api/companies/fjord-labs/applicants.csv?job=${ids.designer}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applicants-fjord-labs-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe('"Name","E-mail","Phone","Job","Stage","Column","Applied","LinkedIn","Message"');
      expect(lines).toHaveLength(3);
      const carl = lines.find((line) => line.includes('carl@example.com'))!;
      // Formulas are neutralised with a leading quote, and quotes are doubled.
      expect(carl).toContain(`"'=HYPERLINK(""http://evil"") Quote""d"`);
      expect(carl).toContain(`"'@SUM(1+1)"`);
      expect(carl).toContain('"Product Designer","Applied","Applied"');
      expect((await (await as('other-manager@example.com')).get('/api/companies/fjord-labs/applicants.csv')).statusCode).toBe(403);
      expect((await guest().get('/api/companies/fjord-labs/applicants.csv')).statusCode).toBe(403);
    });

    it('serves the CV to managers only, as an attachment', async () => {
      const astrid = await applicationOf('Astrid Holm');
      expect(astrid.cvUrl).toBe(`/api/applications/${astrid.id}/cv`);
      const download = await (await as('manager@example.com')).get(astrid.cvUrl!);
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe('%PDF-1.4 Astrid');
      expect(download.headers['content-disposition']).toBe('attachment; filename="astrid-cv.pdf"');
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect((await (await as('other-manager@example.com')).get(astrid.cvUrl!)).statusCode).toBe(403);
      expect((await guest().get(astrid.cvUrl!)).statusCode).toBe(403);
      const bjorn = (await board('?text=bjorn')).applications[0]!;
      expect(bjorn.cvUrl).toBeNull();
      expect((await (await as('manager@example.com')).get(`/api/applications/${bjorn.id}/cv`)).statusCode).toBe(404);
    });
  });

  describe('triage: inline CV, time in stage, bulk moves and rejection messages', () => {
    it('shows a PDF CV inline to managers only', async () => {
      const astrid = await applicationOf('Astrid Holm');
      const inline = await (await as('manager@example.com')).get(`/api/applications/${astrid.id}/cv/inline`);
      expect(inline.statusCode).toBe(200);
      expect(inline.headers['content-type']).toBe('application/pdf');
      expect(inline.headers['content-disposition']).toBe('inline; filename="astrid-cv.pdf"');
      expect(inline.headers['x-content-type-options']).toBe('nosniff');
      expect((await (await as('other-manager@example.com')).get(`/api/applications/${astrid.id}/cv/inline`)).statusCode).toBe(403);
      expect((await guest().get(`/api/applications/${astrid.id}/cv/inline`)).statusCode).toBe(403);
    });

    it('tells when an application entered its column and when the last note was written', async () => {
      const astrid = await applicationOf('Astrid Holm');
      // Astrid was moved after applying and has notes.
      expect(Date.parse(astrid.stageChangedAt)).toBeGreaterThan(Date.parse(astrid.createdAt));
      expect(astrid.lastNoteAt).not.toBeNull();
      // Never moved: Björn's application for the designer job is in Applied since applying, before Astrid's later moves.
      const bjorn = (await board(`?job=${ids.designer}&text=bjorn`)).applications[0]!;
      expect(Date.parse(bjorn.stageChangedAt)).toBeLessThan(Date.parse(astrid.stageChangedAt));
      expect(bjorn.lastNoteAt).toBeNull();
    });

    it("moves several applications at once; another company's applications are 404, bad input a 400 naming the field", async () => {
      const manager = await as('manager@example.com');
      const designers = (await board(`?job=${ids.designer}`)).applications.map((a) => a.id);
      expect(designers).toHaveLength(2);

      const empty = await manager.post('/api/companies/fjord-labs/applications/move', { ids: [], stage: 'custom' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields[0]).toMatchObject({ path: 'ids' });
      const bad = await manager.post('/api/companies/fjord-labs/applications/move', { ids: ['nope'], stage: 'custom' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0].path).toMatch(/^ids/);

      // Another startup's manager: 403 on this board, 404 for these ids on their own board.
      const other = await as('other-manager@example.com');
      expect((await other.post('/api/companies/fjord-labs/applications/move', { ids: designers, stage: 'custom' })).statusCode).toBe(403);
      expect((await other.post('/api/companies/aurora-ai/applications/move', { ids: designers, stage: 'custom' })).statusCode).toBe(404);
      expect((await board(`?job=${ids.designer}`)).applications.every((a) => a.stage === 'applied')).toBe(true);

      const moved = await manager.post('/api/companies/fjord-labs/applications/move', { ids: designers, stage: 'custom' });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().applications.map((a: { stage: string }) => a.stage)).toEqual(['custom', 'custom']);

      const rejected = await manager.post('/api/companies/fjord-labs/applications/move', {
        ids: designers,
        stage: 'rejected',
        message: 'We chose someone who lives closer to the studio for {{jobTitle}}.\n\nThank you for your time.',
      });
      expect(rejected.statusCode).toBe(200);
      const carlMail = (await mailsTo(db(), 'carl@example.com')).find((mail) => mail.template === 'application-rejected')!;
      expect(carlMail.subject).toBe('Your application for Product Designer at Fjord Labs');
      expect(carlMail.text).toContain('We chose someone who lives closer to the studio for Product Designer.\n\nThank you for your time.');
      expect(carlMail.text).not.toContain('After careful consideration');
      expect((await board(`?job=${ids.designer}`)).applications.every((a) => a.stage === 'rejected')).toBe(true);
    });
  });
});
