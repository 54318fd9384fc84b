-- Fresh jobs (issue 12, docs/fresh-jobs.md): when the startup last confirmed a job open, the
-- reminders to confirm, and a copy of the confirmation in the search listings so the ranking can
-- put stale jobs (not confirmed for 30 days) below confirmed ones.

-- Existing jobs count as confirmed at their last known sign of life: approval, edit or creation.
ALTER TABLE jobs ADD COLUMN confirmed_at timestamptz;
UPDATE jobs SET confirmed_at = greatest(created_at, updated_at, coalesce(approved_at, created_at));
ALTER TABLE jobs ALTER COLUMN confirmed_at SET DEFAULT now();
ALTER TABLE jobs ALTER COLUMN confirmed_at SET NOT NULL;
-- The last reminder e-mail to confirm (null: none yet). A reminder is due 14 days after the later
-- of confirmed_at and this; the scheduler claims it with a conditional UPDATE, so it goes once.
ALTER TABLE jobs ADD COLUMN confirmation_reminded_at timestamptz;
CREATE INDEX jobs_live_confirmed_idx ON jobs (confirmed_at) WHERE status = 'ACTIVE' AND approved_at IS NOT NULL;

-- The key that signs the confirmation links of reminder e-mails (created by the API on first use,
-- so links keep working across restarts and instances).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The listings (0008) and their boosted copy (0012) carry confirmed_at. Their own triggers are
-- left as they are: a BEFORE INSERT trigger fills the column from the job on every (re)insert,
-- and a change of jobs.confirmed_at alone (a confirmation) is copied by its own trigger.
ALTER TABLE job_listings ADD COLUMN confirmed_at timestamptz;
ALTER TABLE job_listing_boosts ADD COLUMN confirmed_at timestamptz;

CREATE FUNCTION job_listing_confirmed_at_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT j.confirmed_at INTO NEW.confirmed_at FROM jobs AS j WHERE j.id = NEW.id;
  RETURN NEW;
END $$;

CREATE TRIGGER job_listings_confirmed_at_fill BEFORE INSERT ON job_listings
  FOR EACH ROW EXECUTE FUNCTION job_listing_confirmed_at_fill();
CREATE TRIGGER job_listing_boosts_confirmed_at_fill BEFORE INSERT ON job_listing_boosts
  FOR EACH ROW EXECUTE FUNCTION job_listing_confirmed_at_fill();

CREATE FUNCTION jobs_confirmed_at_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_listings SET confirmed_at = NEW.confirmed_at WHERE id = NEW.id AND confirmed_at IS DISTINCT FROM NEW.confirmed_at;
  UPDATE job_listing_boosts SET confirmed_at = NEW.confirmed_at WHERE id = NEW.id AND confirmed_at IS DISTINCT FROM NEW.confirmed_at;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_confirmed_at_copy AFTER UPDATE OF confirmed_at ON jobs
  FOR EACH ROW WHEN (OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at)
  EXECUTE FUNCTION jobs_confirmed_at_copy();

UPDATE job_listings AS l SET confirmed_at = j.confirmed_at FROM jobs AS j WHERE j.id = l.id;
UPDATE job_listing_boosts AS b SET confirmed_at = l.confirmed_at FROM job_listings AS l WHERE l.id = b.id;
