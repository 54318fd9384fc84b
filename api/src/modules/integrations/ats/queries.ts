import type { StoredFile } from '@nordhub/contracts';
import type { Db } from '../../../db/db';

export interface ConnectionRow {
  provider: string;
  scope: string;
  connected_at: Date;
  [column: string]: unknown;
}

export const findConnection = (db: Db, companyId: string) =>
  db.maybeOne<ConnectionRow>('SELECT provider, scope, connected_at FROM company_ats_connections WHERE company_id = $1', [companyId]);

/** SQL: whether the company whose id is the SQL expression `companyId` is connected to an applicant-tracking service; a caller's larger read uses it too. */
export const atsConnectedSql = (companyId: string) => `EXISTS (SELECT 1 FROM company_ats_connections WHERE company_id = ${companyId})`;

export const isConnected = async (db: Db, companyId: string) => (await db.one<{ connected: boolean }>(`SELECT ${atsConnectedSql('$1')} AS connected`, [companyId])).connected;

export async function deleteConnection(db: Db, companyId: string): Promise<void> {
  await db.query('DELETE FROM company_ats_connections WHERE company_id = $1', [companyId]);
}

export const companyKeyOf = (db: Db, companyId: string) => db.maybeOne<{ key: string }>('SELECT key FROM companies WHERE id = $1', [companyId]);

/** One connection per company: a new one replaces the old (tokens already sealed by the caller). */
export async function upsertConnection(
  db: Db,
  connection: { companyId: string; provider: string; accessTokenSealed: string; refreshTokenSealed: string | null; scope: string; expiresIn: number | null; connectedBy: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO company_ats_connections (company_id, provider, access_token_encrypted, refresh_token_encrypted, scope, expires_at, connected_by)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(secs => $6::int) END, $7)
     ON CONFLICT (company_id) DO UPDATE SET provider = EXCLUDED.provider, access_token_encrypted = EXCLUDED.access_token_encrypted,
       refresh_token_encrypted = EXCLUDED.refresh_token_encrypted, scope = EXCLUDED.scope, expires_at = EXCLUDED.expires_at,
       connected_by = EXCLUDED.connected_by, connected_at = now()`,
    [connection.companyId, connection.provider, connection.accessTokenSealed, connection.refreshTokenSealed, connection.scope, connection.expiresIn, connection.connectedBy],
  );
}

export const sealedAccessToken = (db: Db, companyId: string) =>
  db.maybeOne<{ access_token_encrypted: string }>('SELECT access_token_encrypted FROM company_ats_connections WHERE company_id = $1', [companyId]);

export interface CandidateRow {
  id: string;
  job_id: string;
  job_title: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  message: string;
  cv_file: StoredFile | null;
  [column: string]: unknown;
}

/** The application as the applicant-tracking service gets it: job, applicant and the CV sent with it. */
export const findCandidate = (db: Db, applicationId: string) =>
  db.maybeOne<CandidateRow>(
    `SELECT a.id, a.job_id, j.title AS job_title, u.first_name, u.last_name, u.email, a.phone, a.message, a.cv_file
       FROM applications a JOIN jobs j ON j.id = a.job_id JOIN applicant_profiles p ON p.id = a.applicant_id JOIN users u ON u.id = p.user_id
      WHERE a.id = $1`,
    [applicationId],
  );
