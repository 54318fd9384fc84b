import type { Db } from '../../../db/db';
import { newestListings } from '../listings';
import { aggregatorJobsByIds, feedCompanyIds, type AggregatorJobRow } from './queries';

export type { AggregatorJobRow } from './queries';

/** The most jobs one feed document carries (aggregators read the whole file on each crawl). */
const jobFeedLimit = 10_000;

/**
 * The listed jobs (ACTIVE, approved, not expired) of startups that are not drafts, newest first;
 * with `linkedInOnly`, only those of startups that linked their LinkedIn company id. A job that
 * expires, is stopped or archived drops out at the next read.
 */
export async function aggregatorFeedJobs(db: Db, { linkedInOnly = false }: { linkedInOnly?: boolean } = {}): Promise<AggregatorJobRow[]> {
  const companyIds = await feedCompanyIds(db, { linkedInOnly });
  const jobs = await newestListings(db, { limit: jobFeedLimit, companyIds });
  return aggregatorJobsByIds(db, jobs.map((job) => job.id));
}
