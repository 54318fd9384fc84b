import type { Db } from '../../db/db';

export interface FeedRow {
  id: string;
  key: string;
  name: string;
  logo_path: string | null;
  description: string;
  domain: string;
  filters: unknown;
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

/** The feed served on a host name (already lower-case, without port); null when none. */
export const feedByDomain = (db: Db, domain: string) =>
  db.maybeOne<FeedRow>('SELECT feed.* FROM white_label_feeds AS feed WHERE lower(feed.domain) = $1', [domain]);

export const feedByKey = (db: Db, key: string) => db.maybeOne<FeedRow>('SELECT feed.* FROM white_label_feeds AS feed WHERE feed.key = $1', [key]);

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
  feed: { key: string; name: string; logoPath: string | null; description: string; domain: string; filters: object; companyId: string },
) =>
  db.maybeOne<{ id: string }>(
    `INSERT INTO white_label_feeds (key, name, logo_path, description, domain, filters, owner_company_id)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
     ON CONFLICT (domain) DO NOTHING RETURNING id`,
    [feed.key, feed.name, feed.logoPath, feed.description, feed.domain, JSON.stringify(feed.filters), feed.companyId],
  );

export const deleteOwnedFeed = async (db: Db, companyId: string, feedId: string) =>
  (await db.query('DELETE FROM white_label_feeds WHERE owner_company_id = $1 AND id = $2 RETURNING id', [companyId, feedId])).length > 0;
