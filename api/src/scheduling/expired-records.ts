import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { startIntervalTask, type IntervalTask, type ScheduledTaskOptions } from './interval-task';

/** How often ended rate-limit windows, expired Idempotency-Key records and old audit entries are deleted. */
export const EXPIRED_RECORDS_SWEEP_MS = 10 * 60 * 1000;

/**
 * How long the audit log keeps an entry: a year, long enough to look back on an incident, and
 * bounded, since every refused request (a guest's 403 too) writes one.
 */
export const AUDIT_LOG_RETENTION_DAYS = 365;

export type ExpiredRecords = { rateLimitHits: number; idempotencyRecords: number; auditLogEntries: number };

/**
 * Deletes rows that only keep their tables small once their time is past: rate-limit windows that
 * ended over a minute ago (a stale row is restarted by its next hit anyway), Idempotency-Key
 * records past their 24 hours (an expired key is claimed afresh anyway) and audit entries older
 * than AUDIT_LOG_RETENTION_DAYS. Off the request path, once per period across all instances.
 */
export async function deleteExpiredRecords(db: Db): Promise<ExpiredRecords> {
  const count = (sql: string, params: unknown[] = []) => db.one<{ n: number }>(`WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, params);
  const [hits, records, audit] = await Promise.all([
    count(`DELETE FROM rate_limit_hits WHERE resets_at < now() - interval '1 minute'`),
    count(`DELETE FROM idempotency_records WHERE expires_at < now()`),
    count(`DELETE FROM audit_log WHERE at < now() - make_interval(days => $1)`, [AUDIT_LOG_RETENTION_DAYS]),
  ]);
  return { rateLimitHits: hits.n, idempotencyRecords: records.n, auditLogEntries: audit.n };
}

export function expiredRecordsSchedule(deps: { db: Db; log: FastifyBaseLogger }): ScheduledTaskOptions<ExpiredRecords> {
  return {
    task: 'expired-records',
    db: deps.db,
    intervalMs: EXPIRED_RECORDS_SWEEP_MS,
    log: deps.log,
    run: () => deleteExpiredRecords(deps.db),
    shouldLog: () => false,
    doneMessage: 'expired rate-limit windows, Idempotency-Key records and audit entries deleted',
    failedMessage: 'Deleting expired rate-limit windows, Idempotency-Key records and audit entries failed',
  };
}

/** Starts the sweep (main.ts), the first run one period after start. */
export function startExpiredRecordsScheduler(deps: { db: Db; log: FastifyBaseLogger }): IntervalTask {
  return startIntervalTask({ ...expiredRecordsSchedule(deps), startDelayMs: EXPIRED_RECORDS_SWEEP_MS });
}
