import type { Db } from '../../../db/db';

/**
 * The key of the published (ACTIVE) startup whose careers site lives on `domain` (lower-case) and
 * whose control of it is verified; null otherwise (a pending or revoked domain is unknown).
 */
export const findCareersCompanyKey = async (db: Db, domain: string) =>
  (
    await db.maybeOne<{ key: string }>(
      `SELECT key FROM companies WHERE lower(careers_domain) = $1 AND status = 'ACTIVE' AND careers_domain_status = 'verified'`,
      [domain],
    )
  )?.key ?? null;
