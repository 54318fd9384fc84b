import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { startIntervalTask, type IntervalTask, type ScheduledTaskOptions } from '../../../scheduling/interval-task';
import { pruneOutbox } from './queries';

/** How often the outbox is pruned: often enough that a two-hour reset link goes soon after it expires. */
export const OUTBOX_PRUNE_MS = 10 * 60 * 1000;

export interface OutboxPruneDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** OUTBOX_RETENTION_DAYS. */
  retentionDays: number;
}

export function outboxPruneSchedule(deps: OutboxPruneDeps): ScheduledTaskOptions<{ deleted: number }> {
  return {
    task: 'outbox-prune',
    db: deps.db,
    intervalMs: OUTBOX_PRUNE_MS,
    log: deps.log,
    run: async () => ({ deleted: await pruneOutbox(deps.db, deps.retentionDays) }),
    shouldLog: () => false,
    doneMessage: 'old outbox mails deleted',
    failedMessage: 'Deleting old outbox mails failed',
  };
}

/** Starts the pruning (main.ts), once per period across all instances, the first run one period after start. */
export function startOutboxPruneScheduler(deps: OutboxPruneDeps): IntervalTask {
  return startIntervalTask({ ...outboxPruneSchedule(deps), startDelayMs: OUTBOX_PRUNE_MS });
}
