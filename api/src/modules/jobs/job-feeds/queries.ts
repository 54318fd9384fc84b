import type { Db } from '../../../db/db';

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
  salary_period: string | null;
  created_at: Date;
  expiration_date: Date | null;
  company_name: string;
  company_linkedin_id: string | null;
  [column: string]: unknown;
}

/**
 * The startups whose jobs the feeds carry: all but drafts; with `linkedInOnly`, only those that
 * linked their LinkedIn company id.
 */
export async function feedCompanyIds(db: Db, { linkedInOnly }: { linkedInOnly: boolean }): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT company.id FROM companies AS company
      WHERE company.status <> 'DRAFT'
        ${linkedInOnly ? `AND company.linkedin_id IS NOT NULL AND company.linkedin_id <> ''` : ''}`,
  );
  return rows.map((row) => row.id);
}

/** The feed rows of jobs `ids`, in that order. */
export function aggregatorJobsByIds(db: Db, ids: readonly string[]): Promise<AggregatorJobRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<AggregatorJobRow>(
    `SELECT job.id, job.title, job.description, job.category, job.position_type, job.locality, job.country, job.country_code,
            job.is_remote, job.salary_type, job.salary_min, job.salary_max, job.salary_currency, job.salary_period, job.created_at, job.expiration_date,
            company.name AS company_name, company.linkedin_id AS company_linkedin_id
       FROM unnest($1::uuid[]) WITH ORDINALITY AS wanted (id, position)
       JOIN jobs AS job ON job.id = wanted.id
       JOIN companies AS company ON company.id = job.company_id
      ORDER BY wanted.position`,
    [ids],
  );
}
