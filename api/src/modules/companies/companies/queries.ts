import type { Platform } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { platformMapOf } from '../../../db/platform';

export interface CompanyRow {
  id: string;
  key: string;
  name: string;
  website: string;
  logo_path: string | null;
  gallery_images: unknown;
  team: unknown;
  what_we_do: string;
  quote: unknown;
  status: string;
  country_codes: string[];
  industries: string[];
  sdgs: string[];
  funding_stage: string | null;
  stage: string | null;
  business_model: string | null;
  number_of_employees: string | null;
  founded_year: number | null;
  perks: unknown;
  key_figures: unknown;
  hq_locality: string | null;
  hq_address: string | null;
  hq_country: string | null;
  hq_country_code: string | null;
  platform: unknown;
  linkedin_id: string | null;
  careers_domain: string | null;
  views: number;
  created_at: Date;
  number_of_active_jobs: number;
  followed: boolean;
  [column: string]: unknown;
}

export interface PortfolioRow {
  id: string;
  name: string;
  website: string;
  category: string | null;
  logo_image_url: string | null;
  intro: string;
  company_id: string | null;
  company_key: string | null;
  company_name: string | null;
  company_logo_path: string | null;
  investor_id: string | null;
  investor_key: string | null;
  investor_name: string | null;
  investor_logo_path: string | null;
  [column: string]: unknown;
}

/** A company by key in any status (drafts included), with its live job count and the viewer's follow. */
export const findCompanyByKey = (db: Db, key: string, viewerId: string | null) =>
  db.maybeOne<CompanyRow>(
    `SELECT companies.*,
            (SELECT count(*) FROM jobs WHERE jobs.company_id = companies.id AND jobs.status = 'ACTIVE' AND jobs.approved_at IS NOT NULL)::int AS number_of_active_jobs,
            EXISTS (SELECT 1 FROM company_follows WHERE company_follows.company_id = companies.id AND company_follows.user_id = $2) AS followed
       FROM companies WHERE key = $1`,
    [key, viewerId],
  );

/** A company's investors (portfolio entries it owns), linked profiles resolved. */
export const companyInvestors = (db: Db, companyId: string) =>
  db.query<PortfolioRow>(
    `SELECT entry.id, entry.name, entry.website, entry.category, entry.logo_image_url, entry.intro,
            company.id AS company_id, company.key AS company_key, company.name AS company_name, company.logo_path AS company_logo_path,
            investor.id AS investor_id, investor.key AS investor_key, investor.name AS investor_name, investor.logo_path AS investor_logo_path
       FROM portfolio_entries AS entry
       LEFT JOIN companies AS company ON company.id = entry.linked_company_id
       LEFT JOIN investors AS investor ON investor.id = entry.linked_investor_id
      WHERE entry.owner_company_id = $1
      ORDER BY entry.position, entry.created_at`,
    [companyId],
  );

/** Registers a platform on a company's platform map. */
export const connectCompanyPlatform = (db: Db, companyId: string, platform: string) =>
  db.query(`UPDATE companies SET platform = platform || jsonb_build_object($2::text, true), updated_at = now() WHERE id = $1`, [companyId, platform]);

/** Column values of a company insert or update (only the given ones are written on update). */
export type CompanyColumns = Partial<{
  name: string;
  website: string;
  logo_path: string | null;
  gallery_images: string;
  team: string;
  what_we_do: string;
  quote: string | null;
  status: string;
  country_codes: string[];
  industries: string[];
  sdgs: string[];
  funding_stage: string | null;
  stage: string | null;
  business_model: string | null;
  number_of_employees: string | null;
  founded_year: number | null;
  perks: string;
  key_figures: string;
  hq_locality: string | null;
  hq_address: string | null;
  hq_country: string | null;
  hq_country_code: string | null;
  careers_domain: string | null;
}>;

// JSON columns take JSON text and need the cast; the rest go as they are.
const jsonColumns = new Set(['gallery_images', 'team', 'quote', 'perks', 'key_figures']);
const cast = (column: string, index: number) => (jsonColumns.has(column) ? `$${index}::jsonb` : `$${index}`);

/** Whether a company key is taken. */
export const companyKeyExists = async (db: Db, key: string) =>
  (await db.maybeOne('SELECT 1 AS taken FROM companies WHERE key = $1', [key])) !== null;

/**
 * Inserts a company in DRAFT on `platform` (the deployment creating it) with its first manager
 * (the creator, as owner); returns its id.
 */
export async function insertCompany(db: Db, key: string, managerId: string, columns: CompanyColumns, platform: Platform): Promise<string> {
  const names = Object.keys(columns);
  const values = Object.values(columns);
  const row = await db.one<{ id: string }>(
    `INSERT INTO companies (key, status, platform${names.map((name) => `, ${name}`).join('')})
     VALUES ($1, 'DRAFT', $2::jsonb${names.map((name, index) => `, ${cast(name, index + 3)}`).join('')}) RETURNING id`,
    [key, platformMapOf(platform), ...values],
  );
  await db.query(`INSERT INTO company_managers (company_id, user_id, role) VALUES ($1, $2, 'owner')`, [row.id, managerId]);
  return row.id;
}

/** Writes the given columns of a company. */
export async function updateCompanyColumns(db: Db, companyId: string, columns: CompanyColumns): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  await db.query(
    `UPDATE companies SET ${names.map((name, index) => `${name} = ${cast(name, index + 2)}`).join(', ')}, updated_at = now() WHERE id = $1`,
    [companyId, ...Object.values(columns)],
  );
}

/** The company's status, for the publish rule. */
export const companyStatus = (db: Db, companyId: string) =>
  db.one<{ status: string }>('SELECT status FROM companies WHERE id = $1', [companyId]);

/** Whether another company already uses this careers host name. */
export const careersDomainTaken = async (db: Db, domain: string, exceptCompanyId: string | null) =>
  (await db.maybeOne('SELECT 1 AS taken FROM companies WHERE careers_domain = $1 AND id IS DISTINCT FROM $2', [domain, exceptCompanyId])) !== null;

export interface OwnPortfolioRow {
  id: string;
  linked: boolean;
  [column: string]: unknown;
}

/** The ids of a company's investor entries, and whether each is linked to a profile. */
export const ownInvestorEntries = (db: Db, companyId: string) =>
  db.query<OwnPortfolioRow>(
    `SELECT id, (linked_company_id IS NOT NULL OR linked_investor_id IS NOT NULL) AS linked FROM portfolio_entries WHERE owner_company_id = $1`,
    [companyId],
  );

export const deleteInvestorEntries = (db: Db, companyId: string, ids: string[]) =>
  db.query('DELETE FROM portfolio_entries WHERE owner_company_id = $1 AND id = ANY($2::uuid[])', [companyId, ids]);

export const setInvestorEntryPosition = (db: Db, id: string, position: number) =>
  db.query('UPDATE portfolio_entries SET position = $2 WHERE id = $1', [id, position]);

export const updateFreeInvestorEntry = (db: Db, id: string, entry: { name: string; website: string; category: string | null; intro: string }, position: number) =>
  db.query('UPDATE portfolio_entries SET name = $2, website = $3, category = $4, intro = $5, position = $6 WHERE id = $1', [
    id,
    entry.name,
    entry.website,
    entry.category,
    entry.intro,
    position,
  ]);

export const insertFreeInvestorEntry = (
  db: Db,
  companyId: string,
  entry: { name: string; website: string; category: string | null; intro: string },
  position: number,
) =>
  db.query('INSERT INTO portfolio_entries (owner_company_id, name, website, category, intro, position) VALUES ($1, $2, $3, $4, $5, $6)', [
    companyId,
    entry.name,
    entry.website,
    entry.category,
    entry.intro,
    position,
  ]);

/** Jobs of a company counted by status. */
export const companyJobsByStatus = (db: Db, companyId: string) =>
  db.query<{ status: string; count: number }>('SELECT status, count(*)::int AS count FROM jobs WHERE company_id = $1 GROUP BY status', [companyId]);

/** Applications to a company's jobs counted by pipeline stage. */
export const companyApplicantsByStage = (db: Db, companyId: string) =>
  db.query<{ stage: string; count: number }>(
    `SELECT a.stage, count(*)::int AS count FROM applications AS a JOIN jobs AS j ON j.id = a.job_id WHERE j.company_id = $1 GROUP BY a.stage`,
    [companyId],
  );

/**
 * Per day of the last `days` days (today included, the database's date): views of the company's
 * jobs (view_counts, kept per day by migration 0013) and applications received.
 */
export const companyTimeline = (db: Db, companyId: string, days: number) =>
  db.query<{ day: string; views: number; applicants: number }>(
    `WITH days AS (
       SELECT generate_series(current_date - ($2::int - 1), current_date, interval '1 day')::date AS day
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
            coalesce((SELECT sum(v.count) FROM view_counts AS v JOIN jobs AS j ON j.id = v.entity_id
                       WHERE v.entity_type = 'job' AND j.company_id = $1 AND v.day = days.day), 0)::int AS views,
            (SELECT count(*) FROM applications AS a JOIN jobs AS j ON j.id = a.job_id
              WHERE j.company_id = $1 AND a.created_at >= days.day AND a.created_at < days.day + 1)::int AS applicants
       FROM days ORDER BY days.day`,
    [companyId, days],
  );

/** Total views of the company's jobs (their running counters). */
export const companyJobViewsTotal = (db: Db, companyId: string) =>
  db.one<{ views: number }>('SELECT coalesce(sum(views), 0)::int AS views FROM jobs WHERE company_id = $1', [companyId]);
