import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { claimRun, finishRun, pruneRuns, renewLease, type RunClaim } from './queries';

/** A task started by startIntervalTask. */
export interface IntervalTask {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** This process's name in scheduled_runs.owner and the run log lines: host, pid and a random tag. */
export const processInstanceId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** How long a claim lasts without renewal (the running instance renews it every third of that). */
export const DEFAULT_LEASE_MS = 30_000;

/** Finished runs are kept this long (scheduled_runs is a recent history, not an archive). */
export const RUN_HISTORY_MS = 7 * 24 * 60 * 60 * 1000;

export interface ScheduledTaskOptions<Summary extends object> {
  /** The task's name in scheduled_runs, e.g. 'job-digests'. */
  task: string;
  db: Db;
  /** Milliseconds per period: the task runs once per period across all instances. */
  intervalMs: number;
  log: FastifyBaseLogger;
  /** One run at `now` (the scheduler's clock); its summary is stored and logged when `shouldLog` says so. */
  run: (now: Date) => Promise<Summary>;
  /** Whether a run's summary is worth an info line (quiet runs are not logged). */
  shouldLog: (summary: Summary) => boolean;
  /** The info line for a run worth logging, e.g. 'job digests run'. */
  doneMessage: string;
  /** The error line for a run that threw, e.g. 'the job digest run failed'. */
  failedMessage: string;
  /** This instance's name in the claims (default processInstanceId). */
  owner?: string;
  /** The time (default the system clock); tests move it by hand. */
  clock?: () => Date;
  /** The claim's lease (default DEFAULT_LEASE_MS); an instance that dies is replaced after it. */
  leaseMs?: number;
  /** How often a running claim renews its lease (default a third of the lease). */
  renewEveryMs?: number;
}

export interface IntervalTaskOptions<Summary extends object> extends ScheduledTaskOptions<Summary> {
  /** Wait this long before the first tick (default 0: right away). */
  startDelayMs?: number;
}

/** What one tick did: nothing (another instance has the period), or ran a claim. */
export type TickOutcome<Summary> =
  | { ran: false }
  | { ran: true; claim: RunClaim; summary: Summary; finished: boolean }
  | { ran: true; claim: RunClaim; error: unknown; finished: boolean };

/** A scheduled task without a timer: each tick claims a run (if any) and runs it. */
export interface ScheduledTask<Summary> {
  tick(): Promise<TickOutcome<Summary>>;
}

/**
 * The claim-run-finish step of a scheduled task (see startIntervalTask). A run that throws is
 * marked finished with its error: its work stays due and the next period does it.
 */
export function scheduledTask<Summary extends object>(options: ScheduledTaskOptions<Summary>): ScheduledTask<Summary> {
  const { db, log, task } = options;
  const owner = options.owner ?? processInstanceId;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  return {
    async tick() {
      const claim = await claimRun(db, { task, owner, now: clock(), intervalMs: options.intervalMs, leaseMs });
      if (!claim) return { ran: false };
      const fields = { task, owner, periodStart: claim.periodStart.toISOString(), attempt: claim.attempts };
      if (claim.previousOwner) log.warn({ ...fields, previousOwner: claim.previousOwner }, 'took over a scheduled run whose instance stopped renewing it');
      let lost = false;
      const renewal = setInterval(() => {
        renewLease(db, claim, new Date(clock().getTime() + leaseMs))
          .then((renewed) => {
            if (!renewed && !lost) {
              lost = true;
              log.warn(fields, 'lost the lease of a scheduled run (another instance took it over); finishing this run anyway');
            }
          })
          .catch((error: unknown) => log.warn({ ...fields, err: error }, 'renewing the lease of a scheduled run failed'));
      }, options.renewEveryMs ?? Math.max(1, Math.floor(leaseMs / 3)));
      renewal.unref();
      let outcome: { summary: Summary } | { error: unknown };
      try {
        outcome = { summary: await options.run(clock()) };
      } catch (error) {
        outcome = { error };
      } finally {
        clearInterval(renewal);
      }
      if ('error' in outcome) {
        log.error({ ...fields, err: outcome.error }, options.failedMessage);
        const finished = await finishRun(db, claim, clock(), { error: String((outcome.error as Error)?.message ?? outcome.error) });
        return { ran: true, claim, error: outcome.error, finished };
      }
      const finished = await finishRun(db, claim, clock(), { summary: outcome.summary });
      await pruneRuns(db, task, new Date(clock().getTime() - RUN_HISTORY_MS)).catch((error: unknown) =>
        log.warn({ ...fields, err: error }, 'pruning old scheduled runs failed'),
      );
      if (options.shouldLog(outcome.summary)) {
        const line: object = { ...fields, ...outcome.summary };
        log.info(line, options.doneMessage);
      }
      return { ran: true, claim, summary: outcome.summary, finished };
    },
  };
}

/**
 * Runs `run` once per `intervalMs` period across every instance on the database. Each instance
 * ticks every interval (or every lease, when shorter), the first tick right away (or after
 * `startDelayMs`); a tick claims
 * the period in scheduled_runs and runs it, or does nothing when another instance has it. An
 * instance that dies mid-run stops renewing its lease, and the next tick after the lease takes the
 * period over. Runs never overlap in one process (a tick while a run is in progress is skipped);
 * the work inside a run must be idempotent per item, since a taken-over run starts again. The
 * timer does not keep the process alive.
 */
export function startIntervalTask<Summary extends object>(options: IntervalTaskOptions<Summary>): IntervalTask {
  const task = scheduledTask(options);
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = task
      .tick()
      .then(() => undefined)
      .catch((error: unknown) => options.log.error({ err: error, task: options.task }, options.failedMessage))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  const begin = () => {
    timer = setInterval(tick, Math.min(options.intervalMs, options.leaseMs ?? DEFAULT_LEASE_MS));
    timer.unref();
    tick();
  };
  const delay = options.startDelayMs ? setTimeout(begin, options.startDelayMs) : undefined;
  delay?.unref();
  if (!delay) begin();
  return {
    async stop() {
      stopped = true;
      clearTimeout(delay);
      clearInterval(timer);
      await running;
    },
  };
}
