-- Scheduled work across instances (issue 13, docs/architecture.md "Scheduled work"): one row per
-- task and period (period_start = the interval's start, floor(now / interval) * interval). The
-- instance that inserts the row owns the run; it renews lease_until while running and sets
-- finished_at at the end (error when the run threw). A claim whose lease ran out unfinished
-- belongs to an instance that died mid-run: the next instance that ticks takes it over (owner
-- changes, attempts + 1) and runs the period again; the work inside a run is idempotent per item.
CREATE TABLE scheduled_runs (
  task text NOT NULL,
  period_start timestamptz NOT NULL,
  owner text NOT NULL,
  claimed_at timestamptz NOT NULL,
  lease_until timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  finished_at timestamptz,
  error text,
  summary jsonb,
  PRIMARY KEY (task, period_start)
);

-- Ticks look for a task's unfinished claims (to take over those whose lease ran out).
CREATE INDEX scheduled_runs_unfinished_idx ON scheduled_runs (task, period_start) WHERE finished_at IS NULL;
