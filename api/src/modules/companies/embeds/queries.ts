import type { Db } from '../../../db/db';

export interface EmbedCompanyRow {
  [column: string]: unknown;
  id: string;
  key: string;
  name: string;
}

export interface EmbedJobRow {
  [column: string]: unknown;
  id: string;
  title: string;
  locality: string | null;
  address: string | null;
  country: string | null;
  is_remote: boolean;
  position_type: string;
  created_at: Date;
}

/** An ACTIVE (published, not deactivated) startup by key; null for drafts, pending and inactive ones. */
export function activeCompanyByKey(db: Db, key: string): Promise<EmbedCompanyRow | null> {
  return db.maybeOne<EmbedCompanyRow>(`SELECT id, key, name FROM companies WHERE key = $1 AND status = 'ACTIVE'`, [key]);
}

/** The company's open jobs (ACTIVE, approved, not past their date), newest first; at most `limit`. */
export function openJobsOfCompany(db: Db, companyId: string, limit: number): Promise<EmbedJobRow[]> {
  return db.query<EmbedJobRow>(
    `SELECT id, title, locality, address, country, is_remote, position_type, created_at
       FROM jobs
      WHERE company_id = $1 AND status = 'ACTIVE' AND approved_at IS NOT NULL
        AND (expiration_date IS NULL OR expiration_date > now())
      ORDER BY created_at DESC, id
      LIMIT $2`,
    [companyId, limit],
  );
}
