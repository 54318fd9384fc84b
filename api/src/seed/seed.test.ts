import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { jobCategorySchema, jobStatusSchema } from '@nordhub/contracts';
import { verifyPassword } from '../security/password';
import { createLocalFileStore } from '../storage/local-file-store';
import { openTestDatabase, forEachDatabase, type TestDatabase } from '../test/databases';
import { forEachFileStore, useTestS3Server } from '../test/file-stores';
import { buildTestApp, tempDir } from '../test/test-app';
import { addBulkJobs } from './bulk-jobs';
import { DEMO_PASSWORD, demoAccounts } from './demo';
import { defaultSeedSize, generateSeedData } from './generate';
import { countRows, isDatabaseEmpty, seedIfEmpty } from './seed';

const now = new Date('2026-01-15T12:00:00.000Z');

// Any change to the generator shows up here: update these on purpose, never by accident.
const expectedCounts = {
  users: 65,
  // 220 generated startups plus Nordhub itself (api/src/seed/nordhub-company.ts).
  companies: 221,
  investors: 50,
  // Plus Nordhub's four open jobs.
  jobs: 1204,
  applicant_profiles: 62,
  // Havbrise has six fixed applications in Applied (employers who answer) instead of a random one.
  applications: 205,
  portfolio_entries: 581,
  company_follows: 129,
  job_saves: 111,
  job_interests: 64,
  saved_job_searches: 2,
  digest_subscriptions: 21,
  deals: 20,
  blog_posts: 18,
  tools: 24,
  partners: 12,
  // partners plus the eight content pages (about, terms, privacy-policy, community-program, scout, scout-terms, headhunter, headhunter-terms).
  pages: 9,
  white_label_feeds: 2,
  uploads: 506,
};

describe('generateSeedData', () => {
  it('gives identical data for identical inputs', () => {
    const options = { now, passwordHashes: {}, size: { companies: 30, jobs: 120, investors: 8, applicants: 5 } };
    expect(generateSeedData(options)).toEqual(generateSeedData(options));
  });

  it('gives different data for another seed', () => {
    const options = { now, passwordHashes: {}, size: { companies: 30, jobs: 50, investors: 8, applicants: 5 } };
    const a = generateSeedData(options).tables.find((t) => t.table === 'jobs')?.rows[30];
    const b = generateSeedData({ ...options, seed: 'another' }).tables.find((t) => t.table === 'jobs')?.rows[30];
    expect(a?.id).not.toEqual(b?.id);
  });
});

describe('seed', () => {
  forEachDatabase(({ db }) => {
    const uploads = tempDir('nordhub-seed-');
    afterAll(() => uploads.remove());

    it('fills an empty database with the documented demo data', async () => {
      expect(await isDatabaseEmpty(db())).toBe(true);
      const summary = await seedIfEmpty(db(), { files: createLocalFileStore(uploads.dir), now });
      expect(summary?.counts).toEqual(expectedCounts);
      expect(summary?.careers).toEqual({ name: 'Nordlys', domain: 'careers.nordlys.localhost' });
      expect(summary?.feed).toEqual({ name: 'Nordic Tech Jobs', domain: 'jobs.feeds.localhost' });
      expect(expectedCounts.companies).toBeGreaterThanOrEqual(200);
      expect(expectedCounts.jobs).toBeGreaterThanOrEqual(1000);
      expect(expectedCounts.investors).toBe(defaultSeedSize.investors);
    });

    it('gives the same sample rows every time (deterministic)', async () => {
      const companies = await db().query('SELECT key, name, hq_locality, status FROM companies ORDER BY id LIMIT 3');
      const jobs = await db().query('SELECT title, locality, status, created_at FROM jobs ORDER BY id LIMIT 3');
      const investors = await db().query('SELECT key, type FROM investors ORDER BY id LIMIT 2');
      expect({ companies, jobs, investors }).toEqual(EXPECTED_SAMPLE);
    });

    it('seeds a white-label feed in Finnish beside the English one', async () => {
      const feeds = await db().query<{ domain: string; language: string }>('SELECT domain, language FROM white_label_feeds ORDER BY domain');
      expect(feeds).toEqual([
        { domain: 'jobs.feeds.localhost', language: 'en' },
        { domain: 'tyopaikat.feeds.localhost', language: 'fi' },
      ]);
    });

    it('does nothing when the database already has data', async () => {
      expect(await seedIfEmpty(db(), { files: createLocalFileStore(uploads.dir), now })).toBeNull();
      expect(await countRows(db())).toEqual(expectedCounts);
    });

    it('covers every job category and status, all five countries, and keeps most jobs public', async () => {
      const categories = await db().query<{ category: string }>('SELECT DISTINCT category FROM jobs ORDER BY category');
      expect(categories.map((row) => row.category).sort()).toEqual([...jobCategorySchema.options].sort());
      const statuses = await db().query<{ status: string }>('SELECT DISTINCT status FROM jobs');
      expect(statuses.map((row) => row.status).sort()).toEqual([...jobStatusSchema.options].sort());
      const countries = await db().query<{ country_code: string }>('SELECT DISTINCT country_code FROM jobs ORDER BY 1');
      expect(countries.map((row) => row.country_code)).toEqual(['DK', 'FI', 'IS', 'NO', 'SE']);
      const { n } = await db().one<{ n: number }>(
        `SELECT count(*) AS n FROM jobs WHERE status = 'ACTIVE' AND approved_at IS NOT NULL AND expiration_date > $1`,
        [now],
      );
      expect(n).toBeGreaterThan(expectedCounts.jobs * 0.7);
      const cities = await db().query<{ locality: string }>('SELECT DISTINCT locality FROM jobs');
      expect(cities.map((row) => row.locality)).toEqual(expect.arrayContaining(['Copenhagen', 'Aarhus', 'Stockholm', 'Gothenburg', 'Malmö', 'Oslo', 'Bergen', 'Helsinki', 'Espoo', 'Tampere', 'Reykjavík']));
      const boosted = await db().one<{ n: number }>('SELECT count(*) AS n FROM jobs WHERE boosting_expires_at > $1', [now]);
      expect(boosted.n).toBeGreaterThan(0);
    });

    it('creates the demo accounts with the demo password (argon2id) and their profiles', async () => {
      for (const account of demoAccounts) {
        const user = await db().one<{ password_hash: string; is_admin: boolean }>('SELECT password_hash, is_admin FROM users WHERE email = $1', [account.email]);
        expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
        expect(user.is_admin).toBe(account.role === 'admin');
        await expect(verifyPassword(user.password_hash, DEMO_PASSWORD)).resolves.toBe(true);
      }
      const multi = await db().one<{ companies: number; investors: number; applicant: number }>(
        `SELECT (SELECT count(*) FROM company_managers m WHERE m.user_id = u.id) AS companies,
                (SELECT count(*) FROM investor_managers m WHERE m.user_id = u.id) AS investors,
                (SELECT count(*) FROM applicant_profiles a WHERE a.user_id = u.id) AS applicant
           FROM users u WHERE email = 'multi@nordhub.test'`,
      );
      expect(multi).toEqual({ companies: 1, investors: 1, applicant: 1 });
      const careers = await db().one<{ key: string; name: string }>(
        `SELECT c.key, c.name FROM companies c JOIN company_managers m ON m.company_id = c.id JOIN users u ON u.id = m.user_id
          WHERE u.email = 'company@nordhub.test'`,
      );
      expect(careers).toEqual({ key: 'nordlys', name: 'Nordlys' });
      // The demo careers site opens with Nordlys's own hero.
      const hero = await db().one<{ headline: string; job_grouping: string; default_language: string; languages: string[] }>(
        `SELECT s.headline, s.job_grouping, s.default_language, s.languages FROM careers_sites s JOIN companies c ON c.id = s.company_id WHERE c.key = 'nordlys'`,
      );
      // It speaks Norwegian, with English offered too.
      expect(hero).toEqual({ headline: 'Light up the Nordic energy grid with us', job_grouping: 'team', default_language: 'nb', languages: ['nb', 'en'] });
    });

    it('writes a real image file for every seeded logo and registers it', async () => {
      const logos = await db().query<{ logo_path: string }>('SELECT logo_path FROM companies');
      for (const { logo_path } of logos) expect(existsSync(path.join(uploads.dir, logo_path))).toBe(true);
      const files = readdirSync(path.join(uploads.dir, 'seed', 'logos'));
      expect(files).toContain('nordlys.svg');
      const registered = await db().one<{ n: number }>(`SELECT count(*) AS n FROM uploads WHERE path LIKE 'seed/logos/%'`);
      expect(registered.n).toBe(files.length);
    });

    it('tops jobs up to a target for benchmarks, once', async () => {
      const target = expectedCounts.jobs + 250;
      expect(await addBulkJobs(db(), { targetJobs: target, now })).toBe(250);
      expect(await addBulkJobs(db(), { targetJobs: target, now })).toBe(0);
      const { n } = await db().one<{ n: number }>('SELECT count(*) AS n FROM jobs');
      expect(n).toBe(target);
      // The load queues the search indexes' entries and merges them at the end; the indexes are
      // then back to direct updates for the jobs written one at a time later (migration 0012).
      const options = await db().query<{ name: string; reloptions: string[] | null }>(
        `SELECT relname AS name, reloptions FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relname IN ('job_listings_search_idx', 'job_listing_boosts_head_idx') ORDER BY relname`,
      );
      expect(options).toEqual([
        { name: 'job_listing_boosts_head_idx', reloptions: ['fastupdate=off'] },
        { name: 'job_listings_search_idx', reloptions: ['fastupdate=off'] },
      ]);
    });
  });
});

describe('seed files', () => {
  const s3 = useTestS3Server();
  // The store is the point here, not the database: one small seed on PGlite per store.
  forEachFileStore(s3, ({ env, files }) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase('pglite');
      await seedIfEmpty(database.db, { files: files(), now, size: { companies: 12, jobs: 20, investors: 4, applicants: 2 } });
    });
    afterAll(() => database.dispose());

    it('land in the configured file store, each with its type, and the app serves them from there', async () => {
      const uploads = await database.db.query<{ path: string; content_type: string; size: number }>('SELECT path, content_type, size FROM uploads ORDER BY path');
      expect(uploads.length).toBeGreaterThan(20);
      const stored = await Promise.all(uploads.map(async (upload) => [upload, await files().head(upload.path)] as const));
      for (const [upload, info] of stored) expect({ path: upload.path, ...info }).toMatchObject({ path: upload.path, contentType: upload.content_type, size: upload.size });

      const app = await buildTestApp(database.db, env());
      try {
        const logo = await database.db.one<{ logo_path: string }>(`SELECT logo_path FROM companies WHERE key = 'nordlys'`);
        const served = await app.inject({ url: `/api/files/${logo.logo_path}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(served.body).toContain('<title>Nordlys</title>');
      } finally {
        await app.close();
      }
    });
  });
});

const EXPECTED_SAMPLE = {
  companies: [
    { key: 'nordlys', name: 'Nordlys', hq_locality: 'Oslo', status: 'ACTIVE' },
    { key: 'saari-finance', name: 'Saari Finance', hq_locality: 'Copenhagen', status: 'ACTIVE' },
    { key: 'hygge-works', name: 'Hygge Works', hq_locality: 'Helsinki', status: 'ACTIVE' },
  ],
  jobs: [
    { title: 'Senior Android Developer', locality: 'Gothenburg', status: 'ACTIVE', created_at: new Date('2026-01-08T23:27:00.000Z') },
    { title: 'Head of People', locality: 'Helsinki', status: 'DRAFT', created_at: new Date('2026-01-15T05:24:00.000Z') },
    { title: 'Senior Customer Success Manager', locality: 'Reykjavík', status: 'ACTIVE', created_at: new Date('2025-12-12T13:36:00.000Z') },
  ],
  investors: [
    { key: 'polaris-ventures', type: 'VENTURES' },
    { key: 'thea-johansen', type: 'ANGEL' },
  ],
};
