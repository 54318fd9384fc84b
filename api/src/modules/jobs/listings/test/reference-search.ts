import { JOB_SEARCH_COUNT_CAP } from '@nordhub/contracts';
import { JOB_STALE_AFTER_DAYS, type JobOrderKey, type JobOrderTerm } from '@nordhub/domain';
import type { Db } from '../../../../db/db';
import { anyWordTsQuery, filterSql, type JobFilterSql, type JobPageIds } from '../queries';

// The documented ranking as one plain query (docs/performance.md): every match ranked, the page
// cut from it, all matches counted. searchJobIds (slices, capped count, partial indexes) must
// answer exactly the same; tests and the benchmark's check compare the two.
const REFERENCE_ORDER: Record<JobOrderKey, (direction: JobOrderTerm['direction']) => string> = {
  boosted: (direction) => `(j.boosting_expires_at IS NOT NULL AND j.boosting_expires_at > now()) ${direction}`,
  fresh: (direction) => `(j.confirmed_at >= now() - make_interval(days => ${JOB_STALE_AFTER_DAYS})) ${direction}`,
  relevance: (direction) => `greatest(ts_rank(j.head, q_any), ts_rank('~'::tsvector, q_any)) ${direction}`,
  createdAt: (direction) => `j.created_at ${direction}`,
  expirationDate: (direction) => `j.expiration_date ${direction} NULLS LAST`,
  id: (direction) => `j.id ${direction}`,
};

/** searchJobIds' answer computed the slow, obvious way. */
export async function referenceSearchJobIds(
  db: Db,
  filters: JobFilterSql,
  order: readonly JobOrderTerm[],
  { limit, offset, countCap = JOB_SEARCH_COUNT_CAP }: { limit: number; offset: number; countCap?: number },
): Promise<JobPageIds> {
  const params: unknown[] = [];
  // The text checked row by row ('row') keeps the plain predicates: the words against `search`
  // and the city as an equality, not the combined index of migration 0035 the service reads.
  const { from, where } = filterSql(filters, params, { text: 'row' });
  // Ranked against any of the words (searchJobIds' relevance); without text the term is unused.
  const rankedFrom = filters.tsQuery ? `${from} CROSS JOIN to_tsquery('english', $${params.push(anyWordTsQuery(filters.tsQuery))}) AS q_any` : from;
  const rows = await db.query<{ id: string }>(
    `SELECT j.id FROM ${rankedFrom} WHERE ${where.join(' AND ')}
      ORDER BY ${order.map((term) => REFERENCE_ORDER[term.key](term.direction)).join(', ')}`,
    params,
  );
  const ids = rows.slice(offset, offset + limit).map((row) => row.id);
  const totalIsCapped = rows.length > countCap;
  return { ids, total: totalIsCapped ? Math.max(countCap, offset + ids.length) : rows.length, totalIsCapped };
}
