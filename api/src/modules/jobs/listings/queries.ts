import { JOB_SEARCH_COUNT_CAP, type Platform } from '@nordhub/contracts';
import { JOB_STALE_AFTER_DAYS, type JobOrderKey, type JobOrderTerm } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { startupFilterSql, type StartupFilterSql } from './funding-filters';
import { isJobId } from '../../../db/ids';
import { onPlatformSql } from '../../../db/platform';

/**
 * Listings read job_listings (migration 0008): a narrow copy of the ACTIVE, approved jobs kept
 * by triggers. What is left of the public rule there is the expiry date (alias `j`).
 */
const LISTED_SQL = `(j.expiration_date IS NULL OR j.expiration_date > now())`;

const BOOSTED_SQL = `(j.boosting_expires_at IS NOT NULL AND j.boosting_expires_at > now())`;
/**
 * Confirmed open in the last JOB_STALE_AFTER_DAYS days (domain's isJobStale, negated), on the
 * listings' copy of jobs.confirmed_at (migration 0027). STALE_SQL is its exact complement.
 */
const FRESH_SQL = `(j.confirmed_at IS NOT NULL AND j.confirmed_at >= now() - make_interval(days => ${JOB_STALE_AFTER_DAYS}))`;
const STALE_SQL = `(j.confirmed_at IS NULL OR j.confirmed_at < now() - make_interval(days => ${JOB_STALE_AFTER_DAYS}))`;
// Exactly NOT BOOSTED_SQL, spelled so that each side of the OR implies the predicate of one of
// the partial indexes on `head` (migration 0012): never boosted, or the boost has ended.
const NOT_BOOSTED_SQL = `(j.boosting_expires_at IS NULL OR j.boosting_expires_at <= now())`;

export interface JobRow {
  id: string;
  title: string;
  status: string;
  company_id: string;
  company_key: string;
  company_name: string;
  company_logo_path: string | null;
  /** Median days the startup takes to answer, when it is responsive ("Startups that answer"). */
  company_answer_days: number | null;
  /** The posting is paid (it waits for review, or was sent back from it). */
  posting_paid: boolean;
  category: string;
  position_type: string;
  locality: string | null;
  address: string | null;
  country: string | null;
  country_code: string | null;
  is_remote: boolean;
  salary_type: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  other_compensation: string | null;
  other_compensation_percentage: number | null;
  other_compensation_percentage_max: number | null;
  receive_applicants: string;
  application_url: string | null;
  application_email: string | null;
  share_image_path: string | null;
  board: string | null;
  expiration_date: Date | null;
  created_at: Date;
  approved_at: Date | null;
  boosting_expires_at: Date | null;
  confirmed_at: Date;
  views: number;
  working_language: string;
  required_languages: string[];
  visa_sponsorship: boolean;
  relocation_support: boolean;
  remote_country_codes: string[];
  saved: boolean;
  interested_at: Date | null;
  [column: string]: unknown;
}

export interface JobDetailRow extends JobRow {
  description: string;
  benefits: unknown;
  screening_questions: unknown;
  /** The company's own website ('' when none); the server-rendered page head links it. */
  company_website: string;
}

const LIST_COLUMNS = `j.id, j.title, j.status, j.company_id, c.key AS company_key, c.name AS company_name, c.logo_path AS company_logo_path,
  j.category, j.position_type, j.locality, j.address, j.country, j.country_code, j.is_remote,
  j.salary_type, j.salary_min, j.salary_max, j.salary_currency, j.salary_period,
  j.other_compensation, j.other_compensation_percentage, j.other_compensation_percentage_max,
  j.receive_applicants, j.application_url, j.application_email, j.share_image_path, j.board,
  j.expiration_date, j.created_at, j.approved_at, j.boosting_expires_at, j.confirmed_at, j.views,
  j.working_language, j.required_languages, j.visa_sponsorship, j.relocation_support, j.remote_country_codes,
  j.posting_paid,
  (SELECT r.median_days_to_answer FROM company_response_records AS r WHERE r.company_id = j.company_id AND r.responsive) AS company_answer_days`;

// The viewer's own flags; $1 is the signed-in user's id or null (then false and null).
const VIEWER_FLAGS = `EXISTS (SELECT 1 FROM job_saves AS s WHERE s.job_id = j.id AND s.user_id = $1) AS saved,
  (SELECT i.interested_at FROM job_interests AS i WHERE i.job_id = j.id AND i.user_id = $1) AS interested_at`;

/**
 * The list items for `ids`, in that order. Listings first pick the page's ids (cheap columns
 * only), then load the rows here, so the viewer's flags are looked up for one page, not for
 * every match.
 */
export function jobsByIds(db: Db, ids: readonly string[], viewerId: string | null): Promise<JobRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<JobRow>(
    `SELECT ${LIST_COLUMNS}, ${VIEWER_FLAGS}
       FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted (id, position)
       JOIN jobs AS j ON j.id = wanted.id
       JOIN companies AS c ON c.id = j.company_id
      ORDER BY wanted.position`,
    [viewerId, ids],
  );
}

/** One job with its description and benefits, in any status (callers apply visibility). */
export function jobDetailById(db: Db, id: string, viewerId: string | null): Promise<JobDetailRow | null> {
  if (!isJobId(id)) return Promise.resolve(null);
  return db.maybeOne<JobDetailRow>(
    `SELECT ${LIST_COLUMNS}, j.description, j.benefits, j.screening_questions, c.website AS company_website, ${VIEWER_FLAGS}
       FROM jobs AS j JOIN companies AS c ON c.id = j.company_id
      WHERE j.id = $2`,
    [viewerId, id],
  );
}

/** Filters of a listing, already normalised by the service. */
export interface JobFilterSql {
  /** to_tsquery text (see prefixTsQuery), or null for no free-text search. */
  tsQuery: string | null;
  countryCode?: string;
  remoteOnly?: boolean;
  /** Lower-cased city name. */
  city?: string;
  categories?: readonly string[];
  positionType?: string;
  remote?: boolean;
  salaryType?: string;
  /** Only jobs that show a salary: a range (migration 0030 indexes it newest first). */
  withSalary?: boolean;
  /** Only jobs at responsive startups ("Startups that answer"; company_response_records, 0028). */
  responsive?: boolean;
  /** Nordic reality filters (migration 0029 copies them into the listings and indexes them). */
  englishOk?: boolean;
  visaSponsorship?: boolean;
  relocationSupport?: boolean;
  /** Upper-case ISO code: remote jobs that may be done from that country. */
  remoteFrom?: string;
  companyKey?: string;
  /** Any of these countries (a white-label feed's rule); combined with countryCode, both apply. */
  countryCodes?: readonly string[];
  /** Jobs of any of these companies (a white-label feed's rule). */
  companyKeys?: readonly string[];
  board?: string;
  /** This one job only (is it in a white-label feed?). */
  jobId?: string;
  boostedOnly?: boolean;
  /**
   * Only jobs that went live after this moment: created, or approved (a draft published later
   * is new to its readers then). Saved searches count their new jobs with it.
   */
  liveAfter?: Date;
  /** Funding-aware filters on the job's startup (stage, funding, investors). */
  startup?: StartupFilterSql;
  /** Only jobs of startups connected to this platform (the deployment's own listings). */
  platform?: Platform;
}

/**
 * How a listing query checks the text against the full vector `search`: through its GIN index,
 * in each row another index found, or not at all because the slice's `head` match implies it
 * (`head` holds a subset of the words of `search`).
 */
type TextCheck = 'index' | 'row' | 'implied';

/** WHERE clauses and parameters for a listing, parameters numbered after `params`. */
export function filterSql(
  filters: JobFilterSql,
  params: unknown[],
  { text = 'index', table = 'job_listings' }: { text?: TextCheck; table?: 'job_listings' | 'job_listing_boosts' } = {},
): { from: string; where: string[] } {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [LISTED_SQL];
  let from = `${table} AS j`;
  // Words and city in one GIN lookup (migration 0035), instead of two bitmaps to intersect.
  const textInPlace = Boolean(filters.tsQuery && filters.city && text === 'index' && table === 'job_listings');
  if (filters.tsQuery) {
    // The query is parsed once and joined, so WHERE and ts_rank share it.
    from += ` CROSS JOIN to_tsquery('english', ${add(filters.tsQuery)}) AS q`;
    // ts_match_vq is the @@ operator as a function call, which the planner does not match to
    // the index: for rows another index found already, checking the vector in the row is cheaper
    // than reading every match from the GIN index.
    if (textInPlace) where.push(`(j.search || job_place_lexeme(j.locality_key)) @@ (q && job_place_query(${add(filters.city)}))`);
    else if (text === 'index') where.push('j.search @@ q');
    else if (text === 'row') where.push('ts_match_vq(j.search, q)');
  }
  if (filters.countryCode) where.push(`j.country_code = ${add(filters.countryCode)}`);
  if (filters.remoteOnly) where.push('j.is_remote');
  if (filters.city && !textInPlace) where.push(`j.locality_key = ${add(filters.city)}`);
  if (filters.categories) where.push(`j.category = ANY(${add(filters.categories)}::text[])`);
  if (filters.positionType) where.push(`j.position_type = ${add(filters.positionType)}`);
  if (filters.remote !== undefined) where.push(`j.is_remote = ${add(filters.remote)}`);
  if (filters.salaryType) where.push(`j.salary_type = ${add(filters.salaryType)}`);
  // A literal, not a parameter, so the planner can match the partial index of migration 0030.
  if (filters.withSalary) where.push(`j.salary_type = 'range'`);
  // A few hundred responsive startups at most, read from their partial index (migration 0028).
  if (filters.responsive) where.push('j.company_id IN (SELECT r.company_id FROM company_response_records AS r WHERE r.responsive)');
  // Literals, not parameters, so the planner can match the partial indexes of migration 0029.
  if (filters.englishOk) where.push(`j.working_language = 'ENGLISH'`);
  if (filters.visaSponsorship) where.push('j.visa_sponsorship');
  if (filters.relocationSupport) where.push('j.relocation_support');
  if (filters.remoteFrom) where.push(`j.is_remote AND j.remote_from @> ARRAY[${add(filters.remoteFrom)}::text]`);
  if (filters.companyKey) where.push(`j.company_id = (SELECT id FROM companies WHERE key = ${add(filters.companyKey)})`);
  if (filters.countryCodes) where.push(`j.country_code = ANY(${add(filters.countryCodes)}::text[])`);
  if (filters.companyKeys) where.push(`j.company_id IN (SELECT id FROM companies WHERE key = ANY(${add(filters.companyKeys)}::text[]))`);
  if (filters.board) where.push(`j.board = ${add(filters.board)}`);
  if (filters.jobId) where.push(`j.id = ${add(filters.jobId)}::uuid`);
  if (filters.boostedOnly) where.push(BOOSTED_SQL);
  if (filters.startup) where.push(...startupFilterSql(filters.startup, add));
  // The startups off this platform are the few (NOT IN reads them once, as a hashed list), so
  // the listing's own indexes still drive the query.
  if (filters.platform) where.push(`j.company_id NOT IN (SELECT oc.id FROM companies AS oc WHERE NOT ${onPlatformSql('oc', add(filters.platform))})`);
  if (filters.liveAfter) {
    const after = add(filters.liveAfter);
    // Listed jobs are approved, and approval follows creation: "went live after" is either one.
    // The subquery reads the partial index on jobs.approved_at (migration 0009).
    where.push(`(j.created_at > ${after} OR j.id IN (SELECT id FROM jobs WHERE status = 'ACTIVE' AND approved_at > ${after}))`);
  }
  return { from, where };
}

/**
 * How many public jobs match `filters` (the same rule as the listing); with `upTo`, counting
 * stops there (the result is then at most `upTo`).
 */
export async function countJobs(db: Db, filters: JobFilterSql, upTo?: number): Promise<number> {
  const params: unknown[] = [];
  const { from, where } = filterSql(filters, params);
  const sql = upTo === undefined
    ? `SELECT count(*) AS total FROM ${from} WHERE ${where.join(' AND ')}`
    : `SELECT count(*) AS total FROM (SELECT 1 FROM ${from} WHERE ${where.join(' AND ')} LIMIT $${params.push(upTo)}) AS matches`;
  const row = await db.one<{ total: number }>(sql, params);
  return Number(row.total);
}

// Columns of the ranked subquery `m` in searchJobIds.
const ORDER_SQL: Record<JobOrderKey, (direction: JobOrderTerm['direction']) => string> = {
  boosted: (direction) => `m.boosted ${direction}`,
  fresh: (direction) => `m.fresh ${direction}`,
  relevance: (direction) => `m.relevance ${direction}`,
  createdAt: (direction) => `m.created_at ${direction}`,
  // Jobs without a deadline go last, as compareJobListings puts them.
  expirationDate: (direction) => `m.expiration_date ${direction} NULLS LAST`,
  id: (direction) => `m.id ${direction}`,
};

export interface JobPageIds {
  ids: string[];
  /** All matches, counted exactly up to `countCap`; past it a lower bound (see `totalIsCapped`). */
  total: number;
  /** More than `countCap` jobs match: `total` is a lower bound. */
  totalIsCapped: boolean;
}

/**
 * Relevance ranks the title and place (`head`: title weight A, place B) against ANY of the
 * query's words (`q_any`, see anyWordTsQuery), while matching still needs every word in the full
 * vector (`q`): a title holding one word of "remote react" ranks above a job that has both words
 * only in its description. ts_rank sums the words found, by weight, so more title words rank
 * higher, and a title word above a place word.
 *
 * ts_rank of a head that holds none of the words is the base rank (BASE_RANK_SQL, 0). Relevance
 * never goes below it, so every description-only match ranks the same, and those are ordered by
 * the later terms (newest first).
 */
const BASE_RANK_SQL = `ts_rank('~'::tsvector, q_any)`;
const relevanceSql = (alias: string) => `greatest(ts_rank(${alias}.head, q_any), ${BASE_RANK_SQL})`;
const RELEVANCE_SQL = relevanceSql('j');

/**
 * The to_tsquery text that ranks (and finds title and place matches): any of the words of
 * `tsQuery` (prefixTsQuery's `a & b & c:*` becomes `a | b | c:*`).
 */
export function anyWordTsQuery(tsQuery: string): string {
  return tsQuery.split(' & ').join(' | ');
}

/**
 * A slice of the ranking: the matches with the given values of its leading terms, each slice
 * ranked by the remaining terms. Slices are read in ranking order, and a page usually fills
 * from the first one (boosted matches) without reading the rest.
 */
interface RankSlice {
  where: string[];
  order: readonly JobOrderTerm[];
  /** Rows come from the `head` index (q_any), so the full vector is only checked per row. */
  byHead?: boolean;
  /** Boosted listings only, which job_listing_boosts holds without the full vector. */
  boosted?: boolean;
}

/**
 * The ranking `order` cut into slices that cover every match once, in order: by `boosted`
 * (when the order has it, boosted first for desc), then `fresh`, then for relevance, title/place
 * matches (relevance above the base rank, found through the small index on `head`) before the
 * rest, which all share the base rank.
 */
function rankSlices(order: readonly JobOrderTerm[], hasText: boolean): RankSlice[] {
  let slices: RankSlice[] = [{ where: [], order }];
  // `high` and `low` split the slices led by `key` into the rows with the higher and the lower
  // values (read first when the term is desc). A side whose rows share one value drops the term
  // from its order; the other keeps it.
  const split = (key: JobOrderKey, high: RankSlice & { constant: boolean }, low: RankSlice & { constant: boolean }) => {
    slices = slices.flatMap((slice) => {
      const [lead, ...rest] = slice.order;
      if (lead?.key !== key) return [slice];
      const part = (side: RankSlice & { constant: boolean }): RankSlice => ({
        where: [...slice.where, ...side.where],
        order: side.constant ? rest : slice.order,
        byHead: side.byHead ?? slice.byHead,
        boosted: side.boosted ?? slice.boosted,
      });
      return lead.direction === 'desc' ? [part(high), part(low)] : [part(low), part(high)];
    });
  };
  split('boosted', { where: [BOOSTED_SQL], order: [], constant: true, boosted: true }, { where: [NOT_BOOSTED_SQL], order: [], constant: true });
  split('fresh', { where: [FRESH_SQL], order: [], constant: true }, { where: [STALE_SQL], order: [], constant: true });
  if (hasText) {
    // The low side is the exact complement of the high one, so every match is in one of them.
    const aboveBase = `(j.head @@ q_any AND ${RELEVANCE_SQL} > ${BASE_RANK_SQL})`;
    split('relevance', { where: [aboveBase], order: [], constant: false, byHead: true }, { where: [`NOT ${aboveBase}`], order: [], constant: true, byHead: false });
  }
  return slices;
}

/**
 * One page of public job ids ranked by `order` (domain's jobListingOrder), with the number of
 * matches counted up to `countCap` (JOB_SEARCH_COUNT_CAP). Relevance is ts_rank of any of the
 * words over the title (weight A) and the place (B), never below the base rank (see RELEVANCE_SQL).
 *
 * The page is read slice by slice (see rankSlices), each slice sorted only up to the rows the
 * page needs, so a broad search ranks its boosted matches (a few percent of the jobs) and stops,
 * instead of ranking and counting every match. The count is a separate query that stops at
 * `countCap + 1` rows.
 */
export async function searchJobIds(
  db: Db,
  filters: JobFilterSql,
  order: readonly JobOrderTerm[],
  { limit, offset, countCap = JOB_SEARCH_COUNT_CAP }: { limit: number; offset: number; countCap?: number },
): Promise<JobPageIds> {
  const run = async (on: Db): Promise<JobPageIds> => {
    const ids: string[] = [];
    let skip = offset;
    // Rows of slices read to their end: when every slice ends before the page is full, this is
    // the exact number of matches and no count is needed.
    let seen: number | null = 0;
    // Matches known to exist: the full size of every slice read (title-and-place slices rank
    // all their rows anyway and report their size). Past the cap, the count would only confirm it.
    let known = 0;
    for (const slice of rankSlices(order, filters.tsQuery !== null)) {
      const params: unknown[] = [];
      const headQuery = filters.tsQuery ? anyWordTsQuery(filters.tsQuery) : null;
      // A title-and-place match of a one-word query is a match of the full vector too; with
      // several words the head needs only one of them, so the full vector checks the rest.
      const text: TextCheck = !slice.byHead ? 'index' : headQuery === filters.tsQuery ? 'implied' : 'row';
      // Boosted slices that need no full vector read the narrow copy of the boosted listings
      // (migration 0012): their rows sit on a few hundred pages instead of one page each.
      const table = slice.boosted && (!filters.tsQuery || text === 'implied') ? 'job_listing_boosts' : 'job_listings';
      const { from, where } = filterSql(filters, params, { text, table });
      const sliceFrom = headQuery !== null ? `${from} CROSS JOIN to_tsquery('english', $${params.push(headQuery)}) AS q_any` : from;
      const relevance = filters.tsQuery ? RELEVANCE_SQL : '0::real';
      const orderBy = slice.order.map((term) => ORDER_SQL[term.key](term.direction)).join(', ');
      const wanted = skip + (limit - ids.length);
      const limitParam = `$${params.push(wanted)}`;
      // Sorting by relevance reads every row of the slice, so counting them costs nothing more;
      // other slices may stop early (an index in the sort order), so they are not counted.
      const sized = Boolean(filters.tsQuery && slice.byHead);
      const rows = await on.query<{ id: string; slice_rows?: number | string }>(
        `SELECT m.id${sized ? ', count(*) OVER () AS slice_rows' : ''}
           FROM (
             SELECT j.id, ${BOOSTED_SQL} AS boosted, ${FRESH_SQL} AS fresh, ${relevance} AS relevance, j.created_at, j.expiration_date
               FROM ${sliceFrom}
              WHERE ${[...where, ...slice.where].join(' AND ')}
           ) AS m
          ${orderBy ? `ORDER BY ${orderBy}` : ''}
          LIMIT ${limitParam}`,
        params,
      );
      ids.push(...rows.slice(skip).map((row) => row.id));
      skip = Math.max(0, skip - rows.length);
      known += rows.length < wanted ? rows.length : Number(rows[0]?.slice_rows ?? rows.length);
      if (ids.length >= limit) {
        seen = null;
        break;
      }
      seen += rows.length;
    }
    if (seen !== null && seen <= countCap) return { ids, total: seen, totalIsCapped: false };
    if (known > countCap) return { ids, total: Math.max(countCap, offset + ids.length), totalIsCapped: true };
    // A capped count of a common word stops after a few thousand rows of a sequential scan,
    // cheaper than building the word's whole GIN bitmap; let PGlite's planner choose it again.
    if (on.kind === 'pglite' && filters.tsQuery) await on.exec('SET LOCAL enable_seqscan = on');
    const counted = await countJobs(on, filters, countCap + 1);
    const totalIsCapped = counted > countCap;
    return { ids, total: totalIsCapped ? Math.max(countCap, offset + ids.length) : counted, totalIsCapped };
  };
  // Once PGlite has statistics, its planner (costed for native code) scans every listing and
  // evaluates the text match row by row for common words; in WASM the GIN bitmap is about twice
  // as fast (34 ms against 61 ms for "developer" over 100,000 jobs), so text searches there
  // rule the sequential scan out for the page's slices (the count allows it again, above).
  if (filters.tsQuery && db.kind === 'pglite') {
    return db.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      return run(tx);
    });
  }
  return run(db);
}

// The order featured jobs are shown and rotated in: the longest-running boost first (a boost
// bought today outlasts older ones), then newest; the id keeps it total.
const FEATURED_ORDER_SQL = 'j.boosting_expires_at DESC, j.created_at DESC, j.id DESC';

/** Ids of featured (boosted) public jobs matching `filters`, longest-running boost first. */
export async function featuredJobIds(db: Db, filters: JobFilterSql, limit: number): Promise<string[]> {
  const params: unknown[] = [];
  const { from, where } = filterSql({ ...filters, boostedOnly: true }, params);
  const limitParam = `$${params.push(limit)}`;
  const rows = await db.query<{ id: string }>(
    `SELECT j.id FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${FEATURED_ORDER_SQL} LIMIT ${limitParam}`,
    params,
  );
  return rows.map((row) => row.id);
}

/**
 * The featured jobs of one page of search results: boosted jobs matching `filters` and, with
 * search text, whose relevance is at least the lowest relevance among `pageIds` (the page's
 * results), so a featured job never matches worse than what it is shown beside. Of those, in
 * FEATURED_ORDER_SQL, `perPage` from position `start` on, wrapping round (the rotation across
 * pages). None when the page is empty.
 */
export async function featuredPageJobIds(
  db: Db,
  filters: JobFilterSql,
  { pageIds, start, perPage }: { pageIds: readonly string[]; start: number; perPage: number },
): Promise<string[]> {
  if (pageIds.length === 0 || perPage <= 0) return [];
  const params: unknown[] = [];
  const { from, where } = filterSql({ ...filters, boostedOnly: true }, params);
  let candidatesFrom = from;
  if (filters.tsQuery) {
    candidatesFrom += ` CROSS JOIN to_tsquery('english', $${params.push(anyWordTsQuery(filters.tsQuery))}) AS q_any`;
    // The floor is computed here, in the same real arithmetic as the candidates' relevance, so
    // equal ranks compare equal (a floor sent back from JavaScript could differ in the last bit).
    where.push(`${RELEVANCE_SQL} >= (SELECT min(${relevanceSql('p')}) FROM job_listings AS p WHERE p.id = ANY($${params.push(pageIds)}::uuid[]))`);
  }
  const startParam = `$${params.push(start)}::bigint`;
  const perPageParam = `$${params.push(perPage)}::bigint`;
  // A candidate's place in this page's rotation: 0 for the one at `start`, counting on and round.
  const turn = `mod(c.position - mod(${startParam}, c.candidates) + c.candidates, c.candidates)`;
  const rows = await db.query<{ id: string }>(
    `SELECT c.id FROM (
       SELECT j.id, row_number() OVER (ORDER BY ${FEATURED_ORDER_SQL}) - 1 AS position, count(*) OVER () AS candidates
         FROM ${candidatesFrom}
        WHERE ${where.join(' AND ')}
     ) AS c
     WHERE ${turn} < ${perPageParam}
     ORDER BY ${turn}`,
    params,
  );
  return rows.map((row) => row.id);
}

/** The newest public jobs. */
export async function latestJobIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT j.id FROM job_listings AS j WHERE ${LISTED_SQL} ORDER BY j.created_at DESC, j.id ASC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Public jobs like job `id`: in its category's group, the same category first, then the same
 * country, then boosted and newest. Never the job itself.
 */
export async function relatedJobIds(
  db: Db,
  job: { id: string; category: string; countryCode: string | null },
  categories: readonly string[],
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT j.id FROM job_listings AS j
      WHERE ${LISTED_SQL} AND j.id <> $1 AND j.category = ANY($2::text[])
      ORDER BY (j.category = $3) DESC, (j.country_code IS NOT DISTINCT FROM $4) DESC, ${BOOSTED_SQL} DESC, j.created_at DESC, j.id ASC
      LIMIT $5`,
    [job.id, categories, job.category, job.countryCode, limit],
  );
  return rows.map((row) => row.id);
}


export interface ListedJobStamp {
  id: string;
  created_at: Date;
  [column: string]: unknown;
}

/**
 * One slice of the listed jobs, newest first (a stable order: id breaks ties); with
 * `companyIds`, only jobs of those companies.
 */
export function newestListedJobs(
  db: Db,
  { limit, offset = 0, companyIds }: { limit: number; offset?: number; companyIds?: readonly string[] },
): Promise<ListedJobStamp[]> {
  const params: unknown[] = [limit, offset];
  const ofCompanies = companyIds ? ` AND j.company_id = ANY($${params.push(companyIds)}::uuid[])` : '';
  return db.query<ListedJobStamp>(
    `SELECT j.id, j.created_at FROM job_listings AS j WHERE ${LISTED_SQL}${ofCompanies}
      ORDER BY j.created_at DESC, j.id ASC LIMIT $1 OFFSET $2`,
    params,
  );
}

export interface PlaceRow {
  country_code: string;
  /** Lower-cased locality (job_listings.locality_key); null for jobs without one. */
  city: string | null;
  [column: string]: unknown;
}

/** The countries (of `countryCodes`) and cities that have listed jobs. */
export function placesWithListedJobs(db: Db, countryCodes: readonly string[]): Promise<PlaceRow[]> {
  return db.query<PlaceRow>(
    `SELECT DISTINCT j.country_code, nullif(j.locality_key, '') AS city
       FROM job_listings AS j
      WHERE ${LISTED_SQL} AND j.country_code = ANY($1::text[])
      ORDER BY 1, 2 NULLS FIRST`,
    [countryCodes],
  );
}

export interface CompanyJobCountRow {
  company_id: string;
  jobs: number;
  [column: string]: unknown;
}

/**
 * How many listed jobs each company has, for the companies that have any: of `companyIds`
 * only, or of every company.
 */
export function listedJobCountsByCompany(db: Db, companyIds?: readonly string[]): Promise<CompanyJobCountRow[]> {
  return db.query<CompanyJobCountRow>(
    `SELECT j.company_id, count(*)::int AS jobs FROM job_listings AS j
      WHERE ${LISTED_SQL}${companyIds ? ' AND j.company_id = ANY($1::uuid[])' : ''}
      GROUP BY j.company_id`,
    companyIds ? [companyIds] : [],
  );
}
