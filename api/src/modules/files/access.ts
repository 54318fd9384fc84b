import type { Db } from '../../db/db';
import type { SessionUser } from '../../plugins/session';

export type FileAccess = 'public' | 'allowed' | 'denied';

/**
 * Who may download a stored file. Images (logos, covers, portraits) are public. A document (an
 * upload of kind `file`, or any path used as a CV) is private: the uploader, the applicant whose
 * CV it is, managers of a company that received it in an application, and admins. A deal's
 * document stays public: the deals API decides who learns its path (claiming the deal).
 */
export async function fileAccess(db: Db, path: string, user: SessionUser | null): Promise<FileAccess> {
  const row = await db.one<{ is_private: boolean; deal_document: boolean }>(
    `SELECT (EXISTS (SELECT 1 FROM uploads WHERE path = $1 AND kind = 'file')
             OR EXISTS (SELECT 1 FROM applications WHERE cv_file ->> 'path' = $1)
             OR EXISTS (SELECT 1 FROM applicant_profiles WHERE cv_file ->> 'path' = $1)) AS is_private,
            EXISTS (SELECT 1 FROM deals WHERE document_file ->> 'path' = $1) AS deal_document`,
    [path],
  );
  if (!row.is_private || row.deal_document) return 'public';
  if (!user) return 'denied';
  if (user.isAdmin) return 'allowed';
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
