import type { Db } from '../../db/db';

/** The key of the published (ACTIVE) startup whose careers site lives on `domain` (lower-case); null otherwise. */
export const findCareersCompanyKey = async (db: Db, domain: string) =>
  (await db.maybeOne<{ key: string }>(`SELECT key FROM companies WHERE lower(careers_domain) = $1 AND status = 'ACTIVE'`, [domain]))?.key ?? null;

/** Whether another startup (any status) already has this careers domain; `companyId` null: any startup. */
export const careersDomainUsedByOtherCompany = async (db: Db, domain: string, companyId: string | null) =>
  (await db.maybeOne('SELECT 1 AS taken FROM companies WHERE lower(careers_domain) = $1 AND id IS DISTINCT FROM $2::uuid', [domain, companyId])) !== null;

/** Whether a white-label feed lives on this host name. */
export const isFeedDomain = async (db: Db, domain: string) =>
  (await db.maybeOne('SELECT 1 AS taken FROM white_label_feeds WHERE lower(domain) = $1', [domain])) !== null;
