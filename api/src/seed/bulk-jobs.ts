import type { CountryCode } from '@nordhub/contracts';
import type { Db } from '../db/db';
import { insertObjects } from './insert';
import { buildJob, jobCasts, type JobCompany } from './jobs';
import { cities } from './nordic-data';
import { Prng } from './prng';

export const LARGE_JOB_COUNT = 100_000;
const CHUNK = 5_000;

interface CompanyRow {
  id: string;
  key: string;
  name: string;
  status: string;
  what_we_do: string;
  perks: { icon: string; text: string }[];
  hq_locality: string | null;
  hq_country_code: string | null;
  [column: string]: unknown;
}

/**
 * Tops the jobs table up to `targetJobs` (the benchmark size) with jobs of the seeded startups.
 * Chunks of 5,000 rows, each chunk one transaction of multi-row INSERTs; chunk n always draws
 * from the same random stream, so the result is reproducible for the same starting count.
 */
export async function addBulkJobs(
  db: Db,
  { targetJobs = LARGE_JOB_COUNT, now = new Date(), onProgress }: { targetJobs?: number; now?: Date; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  const { n: existing } = await db.one<{ n: number }>('SELECT count(*) AS n FROM jobs');
  const missing = targetJobs - Number(existing);
  if (missing <= 0) return 0;
  const rows = await db.query<CompanyRow>(
    `SELECT id, key, name, status, what_we_do, perks, hq_locality, hq_country_code
       FROM companies WHERE status = 'ACTIVE' ORDER BY key`,
  );
  if (rows.length === 0) throw new Error('Seed the default data first: bulk jobs belong to seeded startups.');
  const companies: JobCompany[] = rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    status: row.status,
    whatWeDo: row.what_we_do,
    perks: row.perks,
    city:
      cities.find((city) => city.name === row.hq_locality) ??
      cities.find((city) => city.countryCode === (row.hq_country_code as CountryCode)) ??
      (cities[0] as (typeof cities)[number]),
  }));

  // The search's GIN indexes are updated row by row (fastupdate off, migration 0012), right for
  // jobs written one at a time but several times slower for this load: queue their entries during
  // the load and merge them once at the end, leaving no pending list behind.
  const directGin = await db.query<{ name: string }>(
    `SELECT c.oid::regclass::text AS name FROM pg_class AS c
      WHERE c.relkind = 'i' AND c.relnamespace = current_schema()::regnamespace AND 'fastupdate=off' = ANY (c.reloptions)`,
  );
  for (const { name } of directGin) await db.exec(`ALTER INDEX ${name} SET (fastupdate = on)`);
  let done = 0;
  try {
    for (let chunkStart = 0; chunkStart < missing; chunkStart += CHUNK) {
      const prng = new Prng(`nordhub-bulk-${Number(existing) + chunkStart}`);
      const count = Math.min(CHUNK, missing - chunkStart);
      const jobs = Array.from({ length: count }, (_, i) =>
        buildJob(prng, prng.pick(companies), { now, index: Number(existing) + chunkStart + i }),
      );
      await db.transaction((tx) => insertObjects(tx, 'jobs', jobs, jobCasts));
      done += count;
      onProgress?.(done, missing);
    }
  } finally {
    for (const { name } of directGin) {
      await db.exec(`ALTER INDEX ${name} SET (fastupdate = off)`);
      await db.query('SELECT gin_clean_pending_list($1::regclass)', [name]);
    }
  }
  return done;
}
