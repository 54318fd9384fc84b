import { jobDetailSchema, jobFlagsSchema, myJobsSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildJobsTestApp, daysFromNow, insertJob } from './test/fixtures';

// The seeker's job actions: save/unsave, interested/uninterested, and GET /jobs/mine.
forEachDatabase(({ db }) => {
  let app: App;
  const ids: Record<string, string> = {};
  const unknownId = '00000000-0000-4000-8000-000000000000';

  const signedIn = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };
  const titles = (jobs: readonly { title: string }[]) => jobs.map((job) => job.title);

  beforeAll(async () => {
    app = await buildJobsTestApp(db(), accountsTestEnv);
    await createAccount(db(), { email: 'seeker@example.com' });
    await createAccount(db(), { email: 'other@example.com' });
    const company = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs' });
    ids.backend = await insertJob(db(), { companyId: company, title: 'Backend Engineer', createdAt: daysFromNow(-3) });
    ids.designer = await insertJob(db(), { companyId: company, title: 'Product Designer', createdAt: daysFromNow(-2) });
    ids.expired = await insertJob(db(), { companyId: company, title: 'Closed Role', expirationDate: daysFromNow(-1), createdAt: daysFromNow(-40) });
    ids.draft = await insertJob(db(), { companyId: company, title: 'Draft Role', status: 'DRAFT', approvedAt: null });
  });
  afterAll(() => app.close());

  describe('POST /api/jobs/:id/save and /unsave', () => {
    it('saves a job for the signed-in user only, idempotently, and unsaves it', async () => {
      const seeker = await signedIn('seeker@example.com');
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await seeker.post(`/api/jobs/${ids.backend}/save`);
        expect(response.statusCode).toBe(200);
        expect(jobFlagsSchema.parse(response.json())).toEqual({ id: ids.backend, saved: true, interestedAt: null });
      }
      expect(jobDetailSchema.parse((await seeker.get(`/api/jobs/single/${ids.backend}`)).json()).saved).toBe(true);
      const other = await signedIn('other@example.com');
      expect(jobDetailSchema.parse((await other.get(`/api/jobs/single/${ids.backend}`)).json()).saved).toBe(false);
      // The documented address of a job answers as the spec's /jobs/single/{id}, flags and all.
      expect((await seeker.get(`/api/jobs/${ids.backend}`)).json()).toEqual((await seeker.get(`/api/jobs/single/${ids.backend}`)).json());

      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await seeker.post(`/api/jobs/${ids.backend}/unsave`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ id: ids.backend, saved: false, interestedAt: null });
      }
      expect(jobDetailSchema.parse((await seeker.get(`/api/jobs/single/${ids.backend}`)).json()).saved).toBe(false);
    });

    it('refuses guests (403 E_NOT_SIGNED_IN) and requests without the CSRF header (403 E_CSRF)', async () => {
      const guest = new TestBrowser(app);
      const asGuest = await guest.post(`/api/jobs/${ids.backend}/save`);
      expect(asGuest.statusCode).toBe(403);
      expect(asGuest.json().code).toBe('E_NOT_SIGNED_IN');
      const seeker = await signedIn('seeker@example.com');
      const noCsrf = await seeker.post(`/api/jobs/${ids.backend}/save`, undefined, { csrf: false });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json().code).toBe('E_CSRF');
      expect(jobDetailSchema.parse((await seeker.get(`/api/jobs/single/${ids.backend}`)).json()).saved).toBe(false);
    });

    it('answers 404 for an unknown job and for a job the public cannot open, 400 for an id that is no job id', async () => {
      const seeker = await signedIn('seeker@example.com');
      expect((await seeker.post(`/api/jobs/${unknownId}/save`)).statusCode).toBe(404);
      const draft = await seeker.post(`/api/jobs/${ids.draft}/save`);
      expect(draft.statusCode).toBe(404);
      expect(draft.json().code).toBe('E_NOT_FOUND');
      const bad = await seeker.post('/api/jobs/not-a-job/save');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'E_VALIDATION', fields: [{ path: 'id', message: 'Must be a job id (a UUID)' }] });
    });
  });

  describe('POST /api/jobs/:id/interested and /uninterested', () => {
    it('sets interestedAt to now, keeps it on a repeat, and clears it', async () => {
      const seeker = await signedIn('seeker@example.com');
      const before = Date.now();
      const first = jobFlagsSchema.parse((await seeker.post(`/api/jobs/${ids.designer}/interested`)).json());
      expect(first.saved).toBe(false);
      expect(new Date(first.interestedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 5_000);
      const again = jobFlagsSchema.parse((await seeker.post(`/api/jobs/${ids.designer}/interested`)).json());
      expect(again.interestedAt).toBe(first.interestedAt);
      expect(jobDetailSchema.parse((await seeker.get(`/api/jobs/single/${ids.designer}`)).json()).interestedAt).toBe(first.interestedAt);

      const cleared = await seeker.post(`/api/jobs/${ids.designer}/uninterested`);
      expect(cleared.json()).toEqual({ id: ids.designer, saved: false, interestedAt: null });
      expect((await seeker.post(`/api/jobs/${ids.designer}/uninterested`)).statusCode).toBe(200);
    });

    it('refuses guests, 404s unknown jobs and 400s bad ids', async () => {
      expect((await new TestBrowser(app).post(`/api/jobs/${ids.designer}/interested`)).statusCode).toBe(403);
      const seeker = await signedIn('seeker@example.com');
      expect((await seeker.post(`/api/jobs/${unknownId}/uninterested`)).statusCode).toBe(404);
      expect((await seeker.post(`/api/jobs/${'x'.repeat(40)}/interested`)).statusCode).toBe(400);
    });
  });

  describe('GET /api/jobs/mine', () => {
    it("lists the user's saved and interested jobs, newest first, closed ones with their status", async () => {
      const seeker = await signedIn('seeker@example.com');
      await seeker.post(`/api/jobs/${ids.backend}/save`);
      await seeker.post(`/api/jobs/${ids.expired}/save`);
      await seeker.post(`/api/jobs/${ids.designer}/interested`);
      const other = await signedIn('other@example.com');
      await other.post(`/api/jobs/${ids.designer}/save`);

      const response = await seeker.get('/api/jobs/mine');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const mine = myJobsSchema.parse(response.json());
      expect(titles(mine.saved)).toEqual(['Closed Role', 'Backend Engineer']);
      expect(mine.saved[0]).toMatchObject({ status: 'EXPIRED', saved: true });
      expect(titles(mine.interested)).toEqual(['Product Designer']);
      expect(mine.interested[0]?.interestedAt).not.toBeNull();

      // Unsaving and clearing interest take the jobs off the lists.
      await seeker.post(`/api/jobs/${ids.expired}/unsave`);
      await seeker.post(`/api/jobs/${ids.designer}/uninterested`);
      const after = myJobsSchema.parse((await seeker.get('/api/jobs/mine')).json());
      expect(titles(after.saved)).toEqual(['Backend Engineer']);
      expect(after.interested).toEqual([]);
    });

    it('lets a saved job that went back to draft drop out, and still unsaves it', async () => {
      const seeker = await signedIn('seeker@example.com');
      await seeker.post(`/api/jobs/${ids.designer}/save`);
      await db().query(`UPDATE jobs SET status = 'DRAFT' WHERE id = $1`, [ids.designer]);
      try {
        expect(titles(myJobsSchema.parse((await seeker.get('/api/jobs/mine')).json()).saved)).not.toContain('Product Designer');
        expect((await seeker.post(`/api/jobs/${ids.designer}/unsave`)).json()).toMatchObject({ saved: false });
      } finally {
        await db().query(`UPDATE jobs SET status = 'ACTIVE' WHERE id = $1`, [ids.designer]);
      }
    });

    it('is in the OpenAPI document with the seeker actions', async () => {
      const document = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(document.paths['/api/jobs/mine'] ?? {})).toEqual(['get']);
      for (const action of ['save', 'unsave', 'interested', 'uninterested']) expect(document.paths[`/api/jobs/{id}/${action}`]).toHaveProperty('post');
    });

    it('refuses guests', async () => {
      const response = await new TestBrowser(app).get('/api/jobs/mine');
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('E_NOT_SIGNED_IN');
    });
  });
});
