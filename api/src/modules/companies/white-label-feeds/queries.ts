import type { DomainStatus } from '@nordhub/domain';
import type { Db } from '../../../db/db';

export interface FeedRow {
  id: string;
  key: string;
  name: string;
  logo_path: string | null;
  description: string;
  domain: string;
  domain_status: DomainStatus;
  domain_token: string;
  domain_verified_at: Date | null;
  filters: unknown;
  /** A siteLocales tag (0047's check). */
  language: string;
  created_at: Date;
  [column: string]: unknown;
}

export const listOwnedFeeds = (db: Db, companyId: string) =>
  db.query<FeedRow>(
    `SELECT feed.* FROM white_label_feeds AS feed WHERE feed.owner_company_id = $1 ORDER BY feed.created_at DESC`,
    [companyId],
  );

export const findOwnedFeed = (db: Db, companyId: string, feedId: string) =>
  db.maybeOne<FeedRow>(
    `SELECT feed.* FROM white_label_feeds AS feed WHERE feed.owner_company_id = $1 AND feed.id = $2`,
    [companyId, feedId],
  );

/** The feed served on a host name (already lower-case, without port); null when none or its domain is not verified. */
export const feedByDomain = (db: Db, domain: string) =>
  db.maybeOne<FeedRow>(`SELECT feed.* FROM white_label_feeds AS feed WHERE lower(feed.domain) = $1 AND feed.domain_status = 'verified'`, [domain]);

export const setFeedDomainStatus = (db: Db, feedId: string, status: DomainStatus) =>
  db.query(
    `UPDATE white_label_feeds SET domain_status = $2,
            domain_verified_at = CASE WHEN $2 = 'verified' THEN now() ELSE domain_verified_at END, updated_at = now()
      WHERE id = $1`,
    [feedId, status],
  );

/** A feed by its id and its owner's key (the admin's revoke route). */
export const feedOfCompany = (db: Db, companyKey: string, feedId: string) =>
  db.maybeOne<FeedRow>(
    `SELECT feed.* FROM white_label_feeds AS feed JOIN companies AS company ON company.id = feed.owner_company_id WHERE company.key = $1 AND feed.id = $2`,
    [companyKey, feedId],
  );

/** A served feed by its key (its domain verified); null otherwise. */
export const feedByKey = (db: Db, key: string) =>
  db.maybeOne<FeedRow>(`SELECT feed.* FROM white_label_feeds AS feed WHERE feed.key = $1 AND feed.domain_status = 'verified'`, [key]);

/** Whether a host name is taken by a feed or by a startup's careers site. */
export const isDomainTaken = async (db: Db, domain: string) =>
  (await db.maybeOne(
    `SELECT 1 FROM white_label_feeds WHERE lower(domain) = $1 UNION ALL SELECT 1 FROM companies WHERE lower(careers_domain) = $1 LIMIT 1`,
    [domain],
  )) !== null;

export const isFeedKeyTaken = async (db: Db, key: string) => (await db.maybeOne('SELECT 1 FROM white_label_feeds WHERE key = $1', [key])) !== null;

/** Inserts a feed; null when the domain (unique) was taken meanwhile. */
export const insertFeed = (
  db: Db,
  feed: { key: string; name: string; logoPath: string | null; description: string; domain: string; language: string; filters: object; companyId: string },
) =>
  db.maybeOne<{ id: string }>(
    `INSERT INTO white_label_feeds (key, name, logo_path, description, domain, language, filters, owner_company_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
     ON CONFLICT (domain) DO NOTHING RETURNING id`,
    [feed.key, feed.name, feed.logoPath, feed.description, feed.domain, feed.language, JSON.stringify(feed.filters), feed.companyId],
  );

/** Sets the language of one of the company's feeds; false when it has no such feed. */
export const setOwnedFeedLanguage = async (db: Db, companyId: string, feedId: string, language: string) =>
  (await db.query('UPDATE white_label_feeds SET language = $3, updated_at = now() WHERE owner_company_id = $1 AND id = $2 RETURNING id', [companyId, feedId, language])).length > 0;

export const deleteOwnedFeed = async (db: Db, companyId: string, feedId: string) =>
  (await db.query('DELETE FROM white_label_feeds WHERE owner_company_id = $1 AND id = $2 RETURNING id', [companyId, feedId])).length > 0;
