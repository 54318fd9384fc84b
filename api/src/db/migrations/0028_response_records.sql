-- Employers who answer (issue 12, docs/employers-who-answer.md): when each application was first
-- answered (moved out of Applied on the kanban), the reminder to the startup about applications
-- left in Applied, and each startup's response record for the job search's "Startups that answer".

-- The kanban's moves are in applications.history ([{ stage, columnId, at, byUserId }], 0004).
-- answered_at is the time of the first entry of another stage than Applied, kept by a trigger
-- whenever the history is written (moves append to it; the seed inserts whole histories).
ALTER TABLE applications ADD COLUMN answered_at timestamptz;
ALTER TABLE applications ADD COLUMN applied_reminder_sent_at timestamptz;

CREATE FUNCTION application_first_answer(history jsonb) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT min((entry ->> 'at')::timestamptz)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(history) = 'array' THEN history ELSE '[]'::jsonb END) AS entry
   WHERE entry ->> 'stage' IS DISTINCT FROM 'applied' AND entry ->> 'at' IS NOT NULL
$$;

CREATE FUNCTION applications_answered_at_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.answered_at := application_first_answer(NEW.history);
  RETURN NEW;
END $$;

CREATE TRIGGER applications_answered_at BEFORE INSERT OR UPDATE OF history ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_answered_at_fill();

UPDATE applications SET answered_at = application_first_answer(history);

-- Reminders look for applications still in Applied, unanswered and not yet reminded.
CREATE INDEX applications_waiting_idx ON applications (created_at)
  WHERE stage = 'applied' AND answered_at IS NULL AND applied_reminder_sent_at IS NULL;

-- One row per startup with applications: its record as libs/domain responseRecord computes it,
-- rewritten when an application arrives or moves, and by the scheduler when older than an hour
-- (a record changes with time alone: an application unanswered for 14 days starts to count).
CREATE TABLE company_response_records (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  -- Counted applications (answered, or waiting 14 days or more) of the last year.
  applications integer NOT NULL,
  answered_within_window integer NOT NULL,
  median_days_to_answer double precision,
  responsive boolean NOT NULL,
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
-- The search filter reads the responsive startups' ids (a few hundred at most).
CREATE INDEX company_response_records_responsive_idx ON company_response_records (company_id) WHERE responsive;
CREATE INDEX company_response_records_refreshed_idx ON company_response_records (refreshed_at);
