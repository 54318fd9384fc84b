import * as z from 'zod';
import { embedCompanyJobsSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createCompany } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

jest.setTimeout(20_000);

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { PUBLIC_URL: 'https://nordhub.example' });
    const open = await createCompany(db(), { key: 'embed-co', name: 'Embed & Co' });
    const draft = await createCompany(db(), { key: 'embed-draft', status: 'DRAFT' });
    const inactive = await createCompany(db(), { key: 'embed-gone', status: 'INACTIVE' });
    await db().query(
      `INSERT INTO jobs (company_id, title, status, category, locality, country, is_remote, position_type, approved_at, expiration_date, created_at) VALUES
        ($1, '<b>Backend</b> & data 🚀', 'ACTIVE', 'backend', 'Copenhagen', 'Denmark', true, 'full-time', now(), NULL, now() - interval '1 day'),
        ($1, 'Designer', 'ACTIVE', 'design', NULL, NULL, false, 'part-time', now(), now() + interval '10 days', now() - interval '2 days'),
        ($1, 'Awaiting approval', 'ACTIVE', 'backend', NULL, NULL, false, 'full-time', NULL, NULL, now()),
        ($1, 'Past its date', 'ACTIVE', 'backend', NULL, NULL, false, 'full-time', now(), now() - interval '1 day', now()),
        ($1, 'Paused', 'STOPPED', 'backend', NULL, NULL, false, 'full-time', now(), NULL, now()),
        ($1, 'Draft', 'DRAFT', 'backend', NULL, NULL, false, 'full-time', NULL, NULL, now()),
        ($2, 'Job of a draft startup', 'ACTIVE', 'backend', NULL, NULL, false, 'full-time', now(), NULL, now()),
        ($3, 'Job of an inactive startup', 'ACTIVE', 'backend', NULL, NULL, false, 'full-time', now(), NULL, now())`,
      [open, draft, inactive],
    );
  });
  afterAll(() => app.close());

  describe('GET /api/embed/companies/{key}/jobs', () => {
    it("answers any origin with the ACTIVE startup's open jobs, newest first, public fields only", async () => {
      const response = await app.inject({ url: '/api/embed/companies/embed-co/jobs', headers: { origin: 'https://blog.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const body = z.strictObject(embedCompanyJobsSchema.shape).parse(response.json());
      expect(body.company).toEqual({ key: 'embed-co', name: 'Embed & Co', url: 'https://nordhub.example/startups/embed-co' });
      expect(body.jobs.map((job) => [job.title, job.location, job.positionType])).toEqual([
        ['<b>Backend</b> & data 🚀', 'Copenhagen, Denmark · Remote', 'full-time'],
        ['Designer', '', 'part-time'],
      ]);
      expect(body.jobs[0]?.url).toBe(`https://nordhub.example/jobs/${body.jobs[0]?.id}`);
      // Nothing but the contract's fields (no status, salary, description, managers).
      expect(Object.keys(response.json().jobs[0]).sort()).toEqual(['createdAt', 'id', 'isRemote', 'location', 'positionType', 'title', 'url']);
    });

    it('gives the career page its words in English unless asked for a site language', async () => {
      const english = embedCompanyJobsSchema.parse((await app.inject({ url: '/api/embed/companies/embed-co/jobs?lang=de' })).json());
      expect(english.language).toBe('en');
      expect(english.texts).toEqual({
        heading: 'Open jobs at Embed & Co',
        noJobs: 'Embed & Co has no open jobs right now.',
        poweredBy: 'Jobs by Nordhub',
        positionTypes: { 'full-time': 'Full-time', 'part-time': 'Part-time', internship: 'Internship', student: 'Student job', freelance: 'Freelance' },
      });
    });

    it('speaks the language ?lang= asks for: its words and the jobs\' Remote', async () => {
      const swedish = embedCompanyJobsSchema.parse((await app.inject({ url: '/api/embed/companies/embed-co/jobs?lang=sv' })).json());
      expect(swedish.language).toBe('sv');
      expect(swedish.texts).toMatchObject({ heading: 'Lediga jobb på Embed & Co', poweredBy: 'Jobb via Nordhub', positionTypes: { 'full-time': 'Heltid', 'part-time': 'Deltid' } });
      expect(swedish.jobs[0]?.location).toBe('Copenhagen, Denmark · På distans');
    });

    it('sends a title with < and & as data: JSON-escaped text, never markup', async () => {
      const response = await app.inject({ url: '/api/embed/companies/embed-co/jobs' });
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).toContain('"title":"<b>Backend</b> & data 🚀"');
    });

    it('answers 404 (still readable from any origin) for draft, inactive and unknown startups', async () => {
      for (const key of ['embed-draft', 'embed-gone', 'no-such-startup']) {
        const response = await app.inject({ url: `/api/embed/companies/${key}/jobs` });
        expect(response.statusCode).toBe(404);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.json().message).toBe(`No published startup with the key ${key}`);
      }
    });
  });

  describe('GET /embed/career-page.js', () => {
    it('serves the plain career-page script to any origin', async () => {
      const response = await app.inject({ url: '/embed/career-page.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toContain('attachShadow');
      expect(response.body).toContain('/api/embed/companies/');
      // Framework-free and small enough to load on any page.
      expect(response.body).not.toMatch(/innerHTML|require\(|import /);
      expect(Buffer.byteLength(response.body)).toBeLessThan(8 * 1024);
    });
  });
});
