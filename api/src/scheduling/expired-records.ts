import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { startIntervalTask, type IntervalTask, type ScheduledTaskOptions } from './interval-task';

/** How often ended rate-limit windows and expired Idempotency-Key records are deleted. */
export const EXPIRED_RECORDS_SWEEP_MS = 10 * 60 * 1000;

/**
 * Deletes rows that only keep their tables small once their time is past: rate-limit windows that
 * ended over a minute ago (a stale row is restarted by its next hit anyway) and Idempotency-Key
 * records past their 24 hours (an expired key is claimed afresh anyway). Off the request path,
 * once per period across all instances.
 */
export async function deleteExpiredRecords(db: Db): Promise<{ rateLimitHits: number; idempotencyRecords: number }> {
  const [hits, records] = await Promise.all([
    db.one<{ n: number }>(`WITH gone AS (DELETE FROM rate_limit_hits WHERE resets_at < now() - interval '1 minute' RETURNING 1) SELECT count(*)::int AS n FROM gone`),
    db.one<{ n: number }>(`WITH gone AS (DELETE FROM idempotency_records WHERE expires_at < now() RETURNING 1) SELECT count(*)::int AS n FROM gone`),
  ]);
  return { rateLimitHits: hits.n, idempotencyRecords: records.n };
}

export function expiredRecordsSchedule(deps: { db: Db; log: FastifyBaseLogger }): ScheduledTaskOptions<{ rateLimitHits: number; idempotencyRecords: number }> {
  return {
    task: 'expired-records',
    db: deps.db,
    intervalMs: EXPIRED_RECORDS_SWEEP_MS,
    log: deps.log,
    run: () => deleteExpiredRecords(deps.db),
    shouldLog: () => false,
    doneMessage: 'expired rate-limit windows and Idempotency-Key records deleted',
    failedMessage: 'Deleting expired rate-limit windows and Idempotency-Key records failed',
  };
}

/** Starts the sweep (main.ts), the first run one period after start. */
export function startExpiredRecordsScheduler(deps: { db: Db; log: FastifyBaseLogger }): IntervalTask {
  return startIntervalTask({ ...expiredRecordsSchedule(deps), startDelayMs: EXPIRED_RECORDS_SWEEP_MS });
}
