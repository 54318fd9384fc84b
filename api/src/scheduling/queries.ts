import type { Db } from '../db/db';

/** One instance's claim of a task's period (a row of scheduled_runs, migration 0033). */
export interface RunClaim {
  task: string;
  periodStart: Date;
  owner: string;
  /** 1 for a fresh claim; more when the claim was taken over from an instance that died. */
  attempts: number;
  /** The instance whose lease ran out, when the claim was taken over. */
  previousOwner: string | null;
}

export interface ClaimInput {
  task: string;
  owner: string;
  now: Date;
  intervalMs: number;
  leaseMs: number;
}

/** The start of the interval `now` falls in: floor(now / interval) * interval. */
export function periodStartOf(now: Date, intervalMs: number): Date {
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

interface ClaimRow {
  period_start: Date;
  attempts: number;
  previous_owner: string | null;
  [column: string]: unknown;
}

/**
 * Claims a run for `owner`, or returns null when there is nothing to run. First the oldest claim
 * of the task whose lease ran out unfinished (its instance died mid-run) is taken over, then the
 * current period is claimed unless some instance has it already. Each statement is atomic on the
 * row (the row lock, and the re-check of the lease after it), so of several instances exactly one
 * gets a given period at a time.
 */
export async function claimRun(db: Db, input: ClaimInput): Promise<RunClaim | null> {
  const leaseUntil = new Date(input.now.getTime() + input.leaseMs);
  const takenOver = await db.maybeOne<ClaimRow>(
    `WITH expired AS (
       SELECT task, period_start, owner FROM scheduled_runs
        WHERE task = $1 AND finished_at IS NULL AND lease_until <= $3
        ORDER BY period_start LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     UPDATE scheduled_runs AS run
        SET owner = $2, claimed_at = $3, lease_until = $4, attempts = run.attempts + 1
       FROM expired
      WHERE run.task = expired.task AND run.period_start = expired.period_start
        AND run.finished_at IS NULL AND run.lease_until <= $3
     RETURNING run.period_start, run.attempts, expired.owner AS previous_owner`,
    [input.task, input.owner, input.now, leaseUntil],
  );
  if (takenOver) return claimOf(input, takenOver);
  const fresh = await db.maybeOne<ClaimRow>(
    `INSERT INTO scheduled_runs (task, period_start, owner, claimed_at, lease_until)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (task, period_start) DO NOTHING
     RETURNING period_start, attempts, NULL::text AS previous_owner`,
    [input.task, periodStartOf(input.now, input.intervalMs), input.owner, input.now, leaseUntil],
  );
  return fresh ? claimOf(input, fresh) : null;
}

function claimOf(input: ClaimInput, row: ClaimRow): RunClaim {
  return { task: input.task, periodStart: row.period_start, owner: input.owner, attempts: Number(row.attempts), previousOwner: row.previous_owner };
}

/** Extends the lease of a running claim; false when the claim is no longer this owner's. */
export async function renewLease(db: Db, claim: RunClaim, leaseUntil: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE scheduled_runs SET lease_until = $4
      WHERE task = $1 AND period_start = $2 AND owner = $3 AND finished_at IS NULL RETURNING 1 AS renewed`,
    [claim.task, claim.periodStart, claim.owner, leaseUntil],
  );
  return rows.length > 0;
}

/**
 * Marks the claim finished (with the run's summary, or its error); false when another instance
 * took it over meanwhile (this one's lease ran out), which leaves the row to that instance.
 */
export async function finishRun(db: Db, claim: RunClaim, finishedAt: Date, outcome: { summary: object } | { error: string }): Promise<boolean> {
  const rows = await db.query(
    `UPDATE scheduled_runs SET finished_at = $4, summary = $5::jsonb, error = $6
      WHERE task = $1 AND period_start = $2 AND owner = $3 AND finished_at IS NULL RETURNING 1 AS finished`,
    [
      claim.task,
      claim.periodStart,
      claim.owner,
      finishedAt,
      'summary' in outcome ? JSON.stringify(outcome.summary) : null,
      'error' in outcome ? outcome.error.slice(0, 500) : null,
    ],
  );
  return rows.length > 0;
}

/** Removes the task's finished runs of periods before `before` (the table keeps a recent history). */
export async function pruneRuns(db: Db, task: string, before: Date): Promise<number> {
  const rows = await db.query('DELETE FROM scheduled_runs WHERE task = $1 AND period_start < $2 AND finished_at IS NOT NULL RETURNING 1 AS pruned', [task, before]);
  return rows.length;
}
