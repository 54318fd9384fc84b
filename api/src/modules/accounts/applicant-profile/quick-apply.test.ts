import {
  applicantOverviewSchema,
  followedStartupSchema,
  myApplicationListItemSchema,
  quickApplySettingsSchema,
} from '@nordhub/contracts';
import * as z from 'zod';
import type { App } from '../../../app-type';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { multipart } from '../../../test/multipart';
import { buildTestApp, tempDir } from '../../../test/test-app';
import { daysFromNow, insertJob } from '../../jobs/jobs/test/fixtures';


const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

const settings = (overrides: Record<string, unknown> = {}) => ({
  phone: '+45 12 34 56 78',
  pitch: 'Backend engineer who loves Postgres.',
  links: [{ label: 'GitHub', url: 'https://github.com/astrid' }],
  cvFile: null,
  workPermit: 'citizen',
  countryCodes: ['DK', 'REMOTE'],
  openToRemote: true,
  willingToRelocate: false,
  ...overrides,
});

// The applicant portal's API (/api/applicant/...), quick apply, the application mails and CV privacy.
forEachDatabase(({ db }) => {
  let app: App;
  const uploads = tempDir('nordhub-quick-apply-');
  const ids: Record<string, string> = {};
  const as = signedInBrowsers(() => app, testPassword);
  const uploadCv = async (email: string, name: string) => {
    const { payload, headers } = multipart(name, pdf(name), 'application/pdf');
    const response = await (await as(email)).request('POST', '/api/upload/file', { payload, headers });
    expect(response.statusCode).toBe(201);
    return response.json() as { path: string; url: string; name: string; size: number; contentType: string };
  };

  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, UPLOADS_DIR: uploads.dir });
    await app.ready();
    const manager = await createAccount(db(), { email: 'maja@example.com', firstName: 'Maja' });
    const colleague = await createAccount(db(), { email: 'mikkel@example.com', firstName: 'Mikkel' });
    const other = await createAccount(db(), { email: 'olga@example.com' });
    await createAccount(db(), { email: 'admin@example.com', isAdmin: true });
    ids.fjord = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId: manager });
    await db().query('INSERT INTO company_managers (company_id, user_id, role) VALUES ($1, $2, $3)', [ids.fjord, colleague, 'member']);
    ids.aurora = await createCompany(db(), { key: 'aurora-ai', name: 'Aurora AI', managerId: other });
    ids.backend = await insertJob(db(), { companyId: ids.fjord, title: 'Backend Engineer' });
    ids.designer = await insertJob(db(), { companyId: ids.fjord, title: 'Product Designer' });
    ids.oldJob = await insertJob(db(), { companyId: ids.aurora, title: 'Old ML Job', createdAt: daysFromNow(-90), approvedAt: daysFromNow(-89) });
    ids.newJob = await insertJob(db(), { companyId: ids.aurora, title: 'ML Engineer' });
    ids.external = await insertJob(db(), { companyId: ids.fjord, title: 'Sales Lead' });
    await db().query(`UPDATE jobs SET receive_applicants = 'url', application_url = 'https://jobs.example/sales' WHERE id = $1`, [ids.external]);
    for (const email of ['astrid@example.com', 'bjorn@example.com']) {
      await createAccount(db(), { email, firstName: email === 'astrid@example.com' ? 'Astrid' : 'Björn', lastName: 'Holm' });
    }
    await createAccount(db(), { email: 'no-profile@example.com' });
    expect((await (await as('astrid@example.com')).post('/api/applicant')).statusCode).toBe(201);
    expect((await (await as('bjorn@example.com')).post('/api/applicant')).statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    uploads.remove();
  });

  describe('GET /api/applicant and /api/applicant/settings', () => {
    it('shows the new profile with empty settings, not ready for quick apply', async () => {
      const response = await (await as('astrid@example.com')).get('/api/applicant');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const overview = applicantOverviewSchema.parse(response.json());
      expect(overview).toMatchObject({ name: { first: 'Astrid', last: 'Holm' }, email: 'astrid@example.com', counts: { applications: 0 } });
      expect(overview.settings).toMatchObject({ cvFile: null, links: [], ready: false, workPermit: null });
    });

    it('refuses guests (403 E_NOT_SIGNED_IN) and answers 404 to a user without an applicant profile', async () => {
      for (const url of ['/api/applicant', '/api/applicant/settings', '/api/applicant/applications', '/api/applicant/followed-startups']) {
        const response = await new TestBrowser(app).get(url);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('E_NOT_SIGNED_IN');
      }
      expect((await new TestBrowser(app).put('/api/applicant/settings', settings())).statusCode).toBe(403);
      expect((await (await as('no-profile@example.com')).get('/api/applicant')).statusCode).toBe(404);
      expect((await (await as('no-profile@example.com')).put('/api/applicant/settings', settings())).statusCode).toBe(404);
    });
  });

  describe('PUT /api/applicant/settings', () => {
    it('stores the CV the applicant uploaded (a PDF checked by content), links, phone, pitch, work permit and places', async () => {
      const cv = await uploadCv('astrid@example.com', 'astrid-cv.pdf');
      const response = await (await as('astrid@example.com')).put('/api/applicant/settings', settings({ cvFile: cv }));
      expect(response.statusCode).toBe(200);
      expect(quickApplySettingsSchema.parse(response.json())).toMatchObject({
        phone: '+45 12 34 56 78',
        pitch: 'Backend engineer who loves Postgres.',
        links: [{ label: 'GitHub', url: 'https://github.com/astrid' }],
        cvFile: { path: cv.path, name: 'astrid-cv.pdf' },
        workPermit: 'citizen',
        countryCodes: ['DK', 'REMOTE'],
        openToRemote: true,
        ready: true,
      });
      expect((await (await as('astrid@example.com')).get('/api/applicant/settings')).json()).toMatchObject({ ready: true, cvFile: { path: cv.path } });
      ids.astridCv = cv.path;
      ids.astridCvUrl = cv.url;
    });

    it('refuses a Word document as the CV: a CV is a PDF', async () => {
      // The OLE2 signature of a .doc file: the upload endpoint takes it, the CV rule does not.
      const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
      const { payload, headers } = multipart('cv.doc', doc, 'application/msword');
      const uploaded = await (await as('bjorn@example.com')).request('POST', '/api/upload/file', { payload, headers });
      expect(uploaded.statusCode).toBe(201);
      const response = await (await as('bjorn@example.com')).put('/api/applicant/settings', settings({ cvFile: { path: uploaded.json().path } }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0]).toMatchObject({ path: 'cvFile.path', message: 'Please upload your CV as a PDF' });
    });

    it('refuses a text file passed off as a PDF at upload', async () => {
      const { payload, headers } = multipart('cv.pdf', Buffer.from('just text, not a PDF'), 'application/pdf');
      const response = await (await as('bjorn@example.com')).request('POST', '/api/upload/file', { payload, headers });
      expect(response.statusCode).toBe(400);
    });

    it("refuses someone else's CV, a bad link, a bad phone and an unknown work permit, naming the field", async () => {
      const bjorn = await as('bjorn@example.com');
      const foreign = await bjorn.put('/api/applicant/settings', settings({ cvFile: { path: ids.astridCv } }));
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fields[0]).toMatchObject({ path: 'cvFile.path' });

      const link = await bjorn.put('/api/applicant/settings', settings({ links: [{ label: 'Site', url: 'javascript:alert(1)' }] }));
      expect(link.statusCode).toBe(400);
      expect(JSON.stringify(link.json())).toContain('Please enter a valid link starting with https://');

      const phone = await bjorn.put('/api/applicant/settings', settings({ phone: 'call me maybe' }));
      expect(phone.statusCode).toBe(400);
      expect(JSON.stringify(phone.json())).toContain('Please enter a valid phone number');

      expect((await bjorn.put('/api/applicant/settings', settings({ workPermit: 'maybe' }))).statusCode).toBe(400);
    });
  });

  describe('POST /api/jobs/:id/apply with quick apply, and the mails', () => {
    it('sends the stored settings in one step, mails every manager of the startup and a receipt to the applicant', async () => {
      const astrid = await as('astrid@example.com');
      const response = await astrid.post(`/api/jobs/${ids.backend}/apply`, { quickApply: true });
      expect(response.statusCode).toBe(201);
      ids.astridBackend = response.json().id;

      const board = (await (await as('maja@example.com')).get('/api/companies/fjord-labs/applicants')).json() as {
        applications: { id: string; stage: string; message: string; phone: string; cvFile: { path: string } }[];
      };
      expect(board.applications).toEqual([
        expect.objectContaining({
          id: ids.astridBackend,
          stage: 'applied',
          message: 'Backend engineer who loves Postgres.',
          cvFile: expect.objectContaining({ path: ids.astridCv }),
        }),
      ]);

      for (const manager of ['maja@example.com', 'mikkel@example.com']) {
        const [mail] = await mailsTo(db(), manager);
        expect(mail).toMatchObject({ subject: 'New applicant for Backend Engineer: Astrid Holm', template: 'application-received-company' });
        expect(mail!.links[0]).toMatch(/\/client\/startups\/fjord-labs\/applicants$/);
        expect(mail!.links[1]).toMatch(new RegExp(`/jobs/${ids.backend}/resend-applicants$`));
      }
      const [receipt] = await mailsTo(db(), 'astrid@example.com');
      expect(receipt).toMatchObject({ subject: 'Application sent: Backend Engineer at Fjord Labs', template: 'application-receipt' });
      expect(receipt!.text).toContain('Hi Astrid,');
      expect(receipt!.links[0]).toMatch(/\/client\/my-jobs$/);
      expect(await mailsTo(db(), 'olga@example.com')).toEqual([]);
    });

    it('says so on a second apply and sends no second mail', async () => {
      const again = await (await as('astrid@example.com')).post(`/api/jobs/${ids.backend}/apply`, { quickApply: true });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already applied to this job');
      expect(await mailsTo(db(), 'astrid@example.com')).toHaveLength(1);
    });

    it('refuses quick apply without a stored CV, and a job that takes applications elsewhere', async () => {
      const bjorn = await as('bjorn@example.com');
      const quick = await bjorn.post(`/api/jobs/${ids.designer}/apply`, { quickApply: true });
      expect(quick.statusCode).toBe(400);
      expect(quick.json().fields[0]).toMatchObject({ path: 'quickApply', message: 'Add your CV in Quick apply settings first, or apply with the form' });
      expect((await bjorn.post(`/api/jobs/${ids.external}/apply`, { message: 'Hi' })).statusCode).toBe(409);
      expect(await mailsTo(db(), 'bjorn@example.com')).toEqual([]);
    });
  });

  describe('GET /api/applicant/applications', () => {
    it("lists the applicant's applications with the status an applicant sees as the startup moves them", async () => {
      const bjorn = await as('bjorn@example.com');
      const cv = await uploadCv('bjorn@example.com', 'bjorn.pdf');
      expect((await bjorn.post(`/api/jobs/${ids.designer}/apply`, { message: 'Hej', cvFile: cv })).statusCode).toBe(201);
      expect((await bjorn.post(`/api/jobs/${ids.backend}/apply`, { message: 'Hej igen' })).statusCode).toBe(201);
      ids.bjornCv = cv.path;
      ids.bjornCvUrl = cv.url;

      const list = async () => z.array(myApplicationListItemSchema).parse((await bjorn.get('/api/applicant/applications')).json());
      expect((await list()).map((item) => [item.job.title, item.status])).toEqual([
        ['Backend Engineer', 'applied'],
        ['Product Designer', 'applied'],
      ]);

      const maja = await as('maja@example.com');
      const board = (await maja.get('/api/companies/fjord-labs/applicants?text=bjorn')).json() as { applications: { id: string; job: { title: string } }[] };
      const byTitle = (title: string) => board.applications.find((application) => application.job.title === title)!.id;
      expect((await maja.post(`/api/applications/${byTitle('Backend Engineer')}/move`, { stage: 'toreject' })).statusCode).toBe(200);
      expect((await maja.post(`/api/applications/${byTitle('Product Designer')}/move`, { stage: 'hired' })).statusCode).toBe(200);
      // 'To be rejected' must not show: it reads as under review.
      expect((await list()).map((item) => [item.job.title, item.status])).toEqual([
        ['Backend Engineer', 'review'],
        ['Product Designer', 'hired'],
      ]);
      expect(JSON.stringify(await list())).not.toContain('toreject');
      // Only one's own applications.
      expect((await (await as('astrid@example.com')).get('/api/applicant/applications')).json()).toHaveLength(1);
    });
  });

  describe('GET /api/applicant/followed-startups', () => {
    it('lists followed startups, most recent first, each with its open jobs of the last 30 days', async () => {
      const userId = (await db().one<{ id: string }>(`SELECT id FROM users WHERE email = 'astrid@example.com'`)).id;
      await db().query('INSERT INTO company_follows (user_id, company_id, created_at) VALUES ($1, $2, $3), ($1, $4, $5)', [
        userId,
        ids.fjord,
        daysFromNow(-2),
        ids.aurora,
        daysFromNow(-1),
      ]);
      const response = await (await as('astrid@example.com')).get('/api/applicant/followed-startups');
      expect(response.statusCode).toBe(200);
      const followed = z.array(followedStartupSchema).parse(response.json());
      expect(followed.map((startup) => [startup.name, startup.newJobs.map((job) => job.title).sort()])).toEqual([
        ['Aurora AI', ['ML Engineer']],
        ['Fjord Labs', ['Backend Engineer', 'Product Designer', 'Sales Lead']],
      ]);
      expect((await (await as('bjorn@example.com')).get('/api/applicant/followed-startups')).json()).toEqual([]);
    });
  });

  describe('GET /api/files/* for CVs', () => {
    it('serves a CV to its uploader and to managers and admins of a startup it was sent to, privately', async () => {
      for (const email of ['bjorn@example.com', 'maja@example.com', 'mikkel@example.com', 'admin@example.com']) {
        const response = await (await as(email)).get(ids.bjornCvUrl!);
        expect([email, response.statusCode]).toEqual([email, 200]);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it('refuses guests, other applicants and managers of other startups', async () => {
      const guest = await new TestBrowser(app).get(ids.bjornCvUrl!);
      expect(guest.statusCode).toBe(403);
      expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
      for (const email of ['astrid@example.com', 'olga@example.com']) {
        const response = await (await as(email)).get(ids.bjornCvUrl!);
        expect([email, response.statusCode]).toEqual([email, 403]);
        expect(response.body).not.toContain('%PDF');
      }
      // A CV stored in quick-apply settings is private too, before it is sent anywhere.
      const astridCv = await new TestBrowser(app).get(ids.astridCvUrl!);
      expect(astridCv.statusCode).toBe(403);
      expect((await (await as('olga@example.com')).get(ids.astridCvUrl!)).statusCode).toBe(403);
    });
  });
});
