import { companyResponseRecordSchema, jobListResponseSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { insertJob } from '../jobs/test/fixtures';
import { runApplicationReminders } from './reminders';
import { refreshResponseRecordSoon } from './service';

jest.setTimeout(20_000);

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

// Employers who answer: response records from the kanban's history, the "Startups that answer"
// search filter, reminders about applications left in Applied, and the applicant's status mails.
forEachDatabase(({ db }) => {
  let app: App;
  const ids = { quick: '', slow: '', few: '', quickJob: '', slowJob: '', fewJob: '' };
  const as = signedInBrowsers(() => app, testPassword);
  const guest = () => new TestBrowser(app);
  let seekers = 0;

  const record = async (key: string) => {
    const response = await guest().get(`/api/companies/${key}/response-record`);
    expect(response.statusCode).toBe(200);
    return companyResponseRecordSchema.parse(response.json());
  };

  /** A job seeker with an applicant profile; answers the profile id. */
  const seeker = async (email = `seeker${(seekers += 1)}@example.com`, firstName = 'Sara') => {
    const userId = await createAccount(db(), { email, firstName, lastName: 'Lind' });
    return (await db().one<{ id: string }>('INSERT INTO applicant_profiles (user_id) VALUES ($1) RETURNING id', [userId])).id;
  };

  /**
   * An application as the kanban stores it: sent `sent` days ago and moved out of Applied
   * `answeredAfter` days later (null: still in Applied). Answers its id.
   */
  const application = async (jobId: string, sent: number, answeredAfter: number | null) => {
    const at = daysAgo(sent);
    const history = [{ stage: 'applied', columnId: null, at: at.toISOString(), byUserId: null }];
    if (answeredAfter !== null) history.push({ stage: 'custom', columnId: null, at: new Date(at.getTime() + answeredAfter * DAY).toISOString(), byUserId: null });
    const row = await db().one<{ id: string }>(
      `INSERT INTO applications (job_id, applicant_id, stage, history, created_at, updated_at) VALUES ($1, $2, $3, $4::jsonb, $5, $5) RETURNING id`,
      [jobId, await seeker(), answeredAfter === null ? 'applied' : 'custom', JSON.stringify(history), at],
    );
    return row.id;
  };

  const refreshAll = () => runApplicationReminders({ db: db(), mailer: app.mailer, origin: 'https://nordhub.example', log: app.log }, new Date());

  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    await app.ready();
    const manager = await createAccount(db(), { email: 'lead@example.com', firstName: 'Lea' });
    const second = await createAccount(db(), { email: 'cto@example.com' });
    ids.quick = await createCompany(db(), { key: 'quick-labs', name: 'Quick Labs', managerId: manager });
    await db().query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [ids.quick, second]);
    ids.slow = await createCompany(db(), { key: 'slow-co', name: 'Slow Co' });
    ids.few = await createCompany(db(), { key: 'few-ab', name: 'Few AB' });
    ids.quickJob = await insertJob(db(), { companyId: ids.quick, title: 'Quick Engineer', createdAt: daysAgo(60) });
    ids.slowJob = await insertJob(db(), { companyId: ids.slow, title: 'Slow Engineer', createdAt: daysAgo(60) });
    ids.fewJob = await insertJob(db(), { companyId: ids.few, title: 'Few Engineer', createdAt: daysAgo(60) });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/companies/:key/response-record', () => {
    it('gives the median days to the first answer and the share answered within 14 days', async () => {
      for (const [sent, after] of [[40, 1], [40, 3], [30, 5], [30, 9], [20, 20]] as const) await application(ids.quickJob, sent, after);
      // Still young and unanswered: not counted yet.
      await application(ids.quickJob, 2, null);
      expect(await record('quick-labs')).toMatchObject({
        applications: 5,
        enough: true,
        medianDaysToAnswer: 5,
        shareAnsweredWithinWindow: 0.8,
        responsive: true,
      });
    });

    it('shows no median or share below five counted applications', async () => {
      for (const sent of [30, 25, 20, 15]) await application(ids.fewJob, sent, 1);
      expect(await record('few-ab')).toMatchObject({ applications: 4, enough: false, medianDaysToAnswer: null, shareAnsweredWithinWindow: null, responsive: false });
      await application(ids.fewJob, 16, 2);
      expect(await record('few-ab')).toMatchObject({ applications: 5, enough: true, medianDaysToAnswer: 1, shareAnsweredWithinWindow: 1 });
    });

    it('counts applications never answered: most unanswered means no median and not responsive', async () => {
      for (const [sent, after] of [[50, 2], [50, 30], [40, null], [30, null], [20, null]] as const) await application(ids.slowJob, sent, after);
      expect(await record('slow-co')).toMatchObject({ applications: 5, enough: true, medianDaysToAnswer: null, shareAnsweredWithinWindow: 0.2, responsive: false });
    });

    it('answers 404 for unknown and draft startups', async () => {
      await createCompany(db(), { key: 'draft-oy', status: 'DRAFT' });
      expect((await guest().get('/api/companies/draft-oy/response-record')).statusCode).toBe(404);
      expect((await guest().get('/api/companies/nobody/response-record')).json()).toMatchObject({ code: 'E_NOT_FOUND', message: 'No startup with the key nobody' });
    });
  });

  describe('GET /api/v2/jobs?responsive=true ("Startups that answer")', () => {
    it('lists only jobs of startups with five applications and 70% answered within 14 days', async () => {
      await refreshAll();
      const search = async (query: string) => jobListResponseSchema.parse((await guest().get(`/api/v2/jobs?${query}`)).json());
      const responsive = (await search('responsive=true&pageSize=50')).docs;
      expect(responsive.map((job) => job.title).sort()).toEqual(['Few Engineer', 'Quick Engineer']);
      // Each job says how soon its startup answers (the card's "Answers within 5 days").
      expect(Object.fromEntries(responsive.map((job) => [job.title, job.answersWithinDays]))).toEqual({ 'Few Engineer': 1, 'Quick Engineer': 5 });
      const all = (await search('responsive=false&pageSize=50')).docs;
      expect(all.find((job) => job.title === 'Slow Engineer')?.answersWithinDays).toBeNull();
      expect((await search('responsive=true&search=slow')).total).toBe(0);
    });

    it('follows moves on the kanban at once: answering makes a startup responsive', async () => {
      const company = await createCompany(db(), { key: 'late-bloom', name: 'Late Bloom', managerId: await createAccount(db(), { email: 'bloom@example.com' }) });
      const job = await insertJob(db(), { companyId: company, title: 'Bloom Engineer', createdAt: daysAgo(30) });
      const waiting = [];
      for (let i = 0; i < 5; i += 1) waiting.push(await application(job, 3, null));
      await refreshAll();
      const bloom = async () => (await guest().get('/api/v2/jobs?responsive=true&search=bloom')).json() as { total: number };
      expect((await bloom()).total).toBe(0);
      for (const id of waiting) expect((await (await as('bloom@example.com')).post(`/api/applications/${id}/move`, { stage: 'toreject' })).statusCode).toBe(200);
      expect(await record('late-bloom')).toMatchObject({ applications: 5, medianDaysToAnswer: expect.closeTo(3, 3), shareAnsweredWithinWindow: 1, responsive: true });
      expect((await bloom()).total).toBe(1);
    });

    it('refreshes the records of writes that come together in one shared refresh, each including its write', async () => {
      const stored = async (companyId: string) =>
        (await db().maybeOne<{ applications: number }>('SELECT applications FROM company_response_records WHERE company_id = $1', [companyId]))?.applications ?? 0;
      const [one, two] = [await createCompany(db(), { key: 'pair-one' }), await createCompany(db(), { key: 'pair-two' })];
      for (const company of [one, two]) {
        const job = await insertJob(db(), { companyId: company, title: 'Pair Engineer', createdAt: daysAgo(40) });
        for (let i = 0; i < 2; i += 1) await application(job, 20, 1);
      }
      const first = refreshResponseRecordSoon(db(), one);
      const second = refreshResponseRecordSoon(db(), two);
      expect(second).toBe(first);
      await first;
      expect([await stored(one), await stored(two)]).toEqual([2, 2]);
    });

    it('rejects a value that is not a yes or no, naming the field', async () => {
      const response = await guest().get('/api/v2/jobs?responsive=often');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0]).toMatchObject({ path: 'responsive' });
    });
  });

  describe('reminders about applications left in Applied', () => {
    it('mails each manager once per application waiting 10 days, not for answered, younger or very old ones', async () => {
      const company = await createCompany(db(), { key: 'waiting-co', name: 'Waiting Co', managerId: await createAccount(db(), { email: 'waiting@example.com' }) });
      const job = await insertJob(db(), { companyId: company, title: 'Patient Engineer', createdAt: daysAgo(60) });
      await application(job, 11, null);
      await application(job, 12, null);
      await application(job, 9, null);
      await application(job, 45, null);
      await application(job, 11, 1);
      const reminders = async () => (await mailsTo(db(), 'waiting@example.com')).filter((mail) => mail.template === 'applications-waiting');

      await refreshAll();
      const first = await reminders();
      expect(first).toHaveLength(1);
      expect(first[0]!.subject).toBe('2 applicants are waiting for an answer from Waiting Co');
      expect(first[0]!.text).toContain('Sara Lind (Patient Engineer): waiting 12 days');
      expect(first[0]!.links).toContain('https://nordhub.example/client/startups/waiting-co/applicants');

      // Once per application: the next run sends nothing new.
      await refreshAll();
      expect(await reminders()).toHaveLength(1);
      // Both managers of Quick Labs hear about its one waiting application once; its other
      // applications are answered or young.
      const quickWaiting = await application(ids.quickJob, 10.5, null);
      await refreshAll();
      await refreshAll();
      for (const manager of ['lead@example.com', 'cto@example.com']) {
        const mails = (await mailsTo(db(), manager)).filter((mail) => mail.template === 'applications-waiting');
        expect(mails.map((mail) => mail.subject)).toEqual(['An applicant has waited 10 days for an answer from Quick Labs']);
      }
      expect((await db().one<{ sent: Date | null }>('SELECT applied_reminder_sent_at AS sent FROM applications WHERE id = $1', [quickWaiting])).sent).not.toBeNull();
    });
  });

  describe('status mails to the applicant', () => {
    it('mails the new status in plain words on a move to another status, not within one', async () => {
      const profile = await seeker('mia@example.com', 'Mia');
      const job = await insertJob(db(), { companyId: ids.quick, title: 'Status Designer' });
      const { id } = await db().one<{ id: string }>(
        `INSERT INTO applications (job_id, applicant_id, history) VALUES ($1, $2, jsonb_build_array(jsonb_build_object('stage', 'applied', 'at', now()))) RETURNING id`,
        [job, profile],
      );
      const lead = await as('lead@example.com');
      const statusMails = async () => (await mailsTo(db(), 'mia@example.com')).filter((mail) => mail.template === 'application-status');

      expect((await lead.post(`/api/applications/${id}/move`, { stage: 'custom' })).statusCode).toBe(200);
      let mails = await statusMails();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Status Designer at Quick Labs: your application is now under review');
      expect(mails[0]!.text).toContain('The status of your application for Status Designer at Quick Labs is now: Under review.');
      expect(mails[0]!.links[0]).toMatch(/\/client\/my-jobs$/);
      // The kanban history has the move: the application counts as answered.
      expect((await db().one<{ answered_at: Date | null }>('SELECT answered_at FROM applications WHERE id = $1', [id])).answered_at).not.toBeNull();

      // Interview to To be rejected: both read "Under review" to the applicant, so no mail.
      expect((await lead.post(`/api/applications/${id}/move`, { stage: 'toreject' })).statusCode).toBe(200);
      expect(await statusMails()).toHaveLength(1);

      expect((await lead.post(`/api/applications/${id}/move`, { stage: 'hired' })).statusCode).toBe(200);
      mails = await statusMails();
      expect(mails.map((mail) => mail.subject)).toEqual(['Status Designer at Quick Labs: your application is now hired', 'Status Designer at Quick Labs: your application is now under review']);

      // Rejection has its own mail, not a second one.
      expect((await lead.post(`/api/applications/${id}/move`, { stage: 'rejected' })).statusCode).toBe(200);
      expect(await statusMails()).toHaveLength(2);
      expect((await mailsTo(db(), 'mia@example.com')).filter((mail) => mail.template === 'application-rejected')).toHaveLength(1);
    });
  });
});
