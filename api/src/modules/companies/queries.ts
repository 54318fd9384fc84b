import type { Db } from '../../db/db';

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
