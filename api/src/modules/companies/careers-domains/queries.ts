import type { DomainStatus } from '@nordhub/domain';
import type { Db } from '../../../db/db';

export interface CareersDomainRow {
  careers_domain: string | null;
  careers_domain_status: DomainStatus;
  careers_domain_token: string;
  careers_domain_verified_at: Date | null;
  [column: string]: unknown;
}

export const careersDomainRow = (db: Db, companyId: string, lock = false) =>
  db.one<CareersDomainRow>(
    `SELECT careers_domain, careers_domain_status, careers_domain_token, careers_domain_verified_at FROM companies WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [companyId],
  );

export const setCareersDomainStatus = (db: Db, companyId: string, status: DomainStatus) =>
  db.query(
    `UPDATE companies SET careers_domain_status = $2,
            careers_domain_verified_at = CASE WHEN $2 = 'verified' THEN now() ELSE careers_domain_verified_at END, updated_at = now()
      WHERE id = $1`,
    [companyId, status],
  );

/** Whether another startup (any status) already has this careers domain; `companyId` null: any startup. */
export const careersDomainUsedByOtherCompany = async (db: Db, domain: string, companyId: string | null) =>
  (await db.maybeOne('SELECT 1 AS taken FROM companies WHERE lower(careers_domain) = $1 AND id IS DISTINCT FROM $2::uuid', [domain, companyId])) !== null;

/** Whether a white-label feed lives on this host name. */
export const isFeedDomain = async (db: Db, domain: string) =>
  (await db.maybeOne('SELECT 1 AS taken FROM white_label_feeds WHERE lower(domain) = $1', [domain])) !== null;
