import type { Db } from '../../../db/db';
import { LISTED_SQL } from '../jobs';

/** The most jobs one feed document carries (aggregators read the whole file on each crawl). */
export const jobFeedLimit = 10_000;

/** A live job as the aggregator feeds (LinkedIn, Indeed-style) describe it. */
export interface AggregatorJobRow {
  id: string;
  title: string;
  description: string;
  category: string;
  position_type: string;
  locality: string | null;
  country: string | null;
  country_code: string | null;
  is_remote: boolean;
  salary_type: string;
  salary_min: number | string | null;
  salary_max: number | string | null;
  salary_currency: string | null;
  created_at: Date;
  expiration_date: Date | null;
  company_name: string;
  company_linkedin_id: string | null;
  [column: string]: unknown;
}

/**
 * The public live jobs (ACTIVE, approved, not expired: the job_listings rule) of startups that
 * are not drafts, newest first; with `linkedInOnly`, only those of startups that linked their
 * LinkedIn company id. A job that expires, is stopped or archived drops out at the next read.
 */
export function aggregatorFeedJobs(db: Db, { linkedInOnly = false }: { linkedInOnly?: boolean } = {}): Promise<AggregatorJobRow[]> {
  return db.query<AggregatorJobRow>(
    `SELECT job.id, job.title, job.description, job.category, job.position_type, job.locality, job.country, job.country_code,
            job.is_remote, job.salary_type, job.salary_min, job.salary_max, job.salary_currency, job.created_at, job.expiration_date,
            company.name AS company_name, company.linkedin_id AS company_linkedin_id
       FROM job_listings AS j
       JOIN jobs AS job ON job.id = j.id
       JOIN companies AS company ON company.id = j.company_id
      WHERE ${LISTED_SQL} AND company.status <> 'DRAFT'
        ${linkedInOnly ? `AND company.linkedin_id IS NOT NULL AND company.linkedin_id <> ''` : ''}
      ORDER BY j.created_at DESC, j.id
      LIMIT ${jobFeedLimit}`,
  );
}
