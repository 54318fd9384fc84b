import type { Db } from '../../../db/db';
import type { SessionUser } from '../../../plugins/session';

/** 'deal-denied': a deal's document, refused (it is for startups that claimed the deal). */
export type FileAccess = 'public' | 'allowed' | 'denied' | 'deal-denied';

/**
 * Who may download a stored file. Images (logos, covers, portraits) are public. A document (an
 * upload of kind `file`, or any path used as a CV) is private: the uploader, the applicant whose
 * CV it is, managers of a company that received it in an application, and admins. A deal's
 * document is for startups only: managers of a startup that claimed the deal (or of the startup
 * offering it) and admins; the deals API shows its path only once the startup claimed it.
 */
export async function fileAccess(db: Db, path: string, user: SessionUser | null): Promise<FileAccess> {
  const row = await db.one<{ is_private: boolean; deal_document: boolean }>(
    `SELECT (EXISTS (SELECT 1 FROM uploads WHERE path = $1 AND kind = 'file')
             OR EXISTS (SELECT 1 FROM applications WHERE cv_file ->> 'path' = $1)
             OR EXISTS (SELECT 1 FROM applicant_profiles WHERE cv_file ->> 'path' = $1)) AS is_private,
            EXISTS (SELECT 1 FROM deals WHERE document_file ->> 'path' = $1) AS deal_document`,
    [path],
  );
  if (!row.is_private && !row.deal_document) return 'public';
  if (!user) return row.deal_document ? 'deal-denied' : 'denied';
  if (user.isAdmin) return 'allowed';
  if (row.deal_document) {
    const startup = await db.one<{ ok: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM deals AS deal
                        JOIN company_managers AS manager ON manager.user_id = $2
                       WHERE deal.document_file ->> 'path' = $1
                         AND (deal.company_id = manager.company_id
                              OR EXISTS (SELECT 1 FROM deal_claims AS claim WHERE claim.deal_id = deal.id AND claim.company_id = manager.company_id))) AS ok`,
      [path, user.userId],
    );
    return startup.ok ? 'allowed' : 'deal-denied';
  }
  const allowed = await db.one<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM uploads WHERE path = $1 AND user_id = $2)
         OR EXISTS (SELECT 1 FROM applicant_profiles WHERE cv_file ->> 'path' = $1 AND user_id = $2)
         OR EXISTS (SELECT 1 FROM applications a
                      JOIN applicant_profiles p ON p.id = a.applicant_id
                      JOIN jobs j ON j.id = a.job_id
                      JOIN company_managers m ON m.company_id = j.company_id AND m.user_id = $2
                     WHERE COALESCE(a.cv_file, p.cv_file) ->> 'path' = $1) AS ok`,
    [path, user.userId],
  );
  return allowed.ok ? 'allowed' : 'denied';
}
