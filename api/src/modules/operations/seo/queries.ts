import type { Db } from '../../../db/db';
import { PUBLIC_COMPANY_SQL } from '../../companies/companies';
import { LISTED_SQL } from '../../jobs/jobs';

export interface SitemapJobRow {
  id: string;
  created_at: Date;
  [column: string]: unknown;
}

/** How many jobs are listed (live): the sitemap's job entries. */
export async function countListedJobs(db: Db): Promise<number> {
  const row = await db.one<{ n: number }>(`SELECT count(*) AS n FROM job_listings AS j WHERE ${LISTED_SQL}`);
  return Number(row.n);
}

/** One slice of the listed jobs, newest first (a stable order: id breaks ties). */
export function listedJobs(db: Db, { limit, offset }: { limit: number; offset: number }): Promise<SitemapJobRow[]> {
  return db.query<SitemapJobRow>(
    `SELECT j.id, j.created_at FROM job_listings AS j WHERE ${LISTED_SQL}
      ORDER BY j.created_at DESC, j.id ASC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
}

export interface PlaceRow {
  country_code: string;
  /** Lower-cased locality (job_listings.locality_key); null for jobs without one. */
  city: string | null;
  [column: string]: unknown;
}

/** The countries (of `countryCodes`) and cities that have listed jobs. */
export function placesWithJobs(db: Db, countryCodes: readonly string[]): Promise<PlaceRow[]> {
  return db.query<PlaceRow>(
    `SELECT DISTINCT j.country_code, nullif(j.locality_key, '') AS city
       FROM job_listings AS j
      WHERE ${LISTED_SQL} AND j.country_code = ANY($1::text[])
      ORDER BY 1, 2 NULLS FIRST`,
    [countryCodes],
  );
}

export interface StartupRow {
  key: string;
  updated_at: Date;
  [column: string]: unknown;
}

/** Every startup with a public page (the companies directory's rule: all but drafts). */
export function publicStartups(db: Db): Promise<StartupRow[]> {
  return db.query<StartupRow>(`SELECT c.key, c.updated_at FROM companies AS c WHERE ${PUBLIC_COMPANY_SQL} ORDER BY c.key`);
}
