import type { Db } from '../../db/db';
import { LISTED_SQL } from '../jobs/queries';

export interface FeedRow {
  id: string;
  key: string;
  name: string;
  logo_path: string | null;
  description: string;
  domain: string;
  filters: unknown;
  created_at: Date;
  number_of_jobs: number;
  [column: string]: unknown;
}

/**
 * Live jobs matching a feed's filters (white_label_feeds.filters): each non-empty list must
 * contain the job's value; the search text matches like the job search.
 */
const FEED_JOBS_SQL = `(SELECT count(*) FROM job_listings AS j JOIN companies AS c ON c.id = j.company_id
   WHERE ${LISTED_SQL}
     AND (coalesce(jsonb_array_length(feed.filters->'categories'), 0) = 0 OR j.category IN (SELECT jsonb_array_elements_text(feed.filters->'categories')))
     AND (coalesce(jsonb_array_length(feed.filters->'countryCodes'), 0) = 0 OR j.country_code IN (SELECT jsonb_array_elements_text(feed.filters->'countryCodes')))
     AND (coalesce(jsonb_array_length(feed.filters->'companyKeys'), 0) = 0 OR c.key IN (SELECT jsonb_array_elements_text(feed.filters->'companyKeys')))
     AND (coalesce(feed.filters->>'search', '') = '' OR j.search @@ websearch_to_tsquery('english', feed.filters->>'search')))::int`;

export const listOwnedFeeds = (db: Db, companyId: string) =>
  db.query<FeedRow>(
    `SELECT feed.*, ${FEED_JOBS_SQL} AS number_of_jobs FROM white_label_feeds AS feed
      WHERE feed.owner_company_id = $1 ORDER BY feed.created_at DESC`,
    [companyId],
  );

export const findOwnedFeed = (db: Db, companyId: string, feedId: string) =>
  db.maybeOne<FeedRow>(
    `SELECT feed.*, ${FEED_JOBS_SQL} AS number_of_jobs FROM white_label_feeds AS feed WHERE feed.owner_company_id = $1 AND feed.id = $2`,
    [companyId, feedId],
  );

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
