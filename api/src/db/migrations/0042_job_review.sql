-- Job review (docs/jobs-and-applicants.md, "Job review"; decision 021): a job that waits for an
-- admin is PENDING_COMPANY_APPROVAL. Its posting may be paid already (posting_paid: never charged
-- again, also after a rejection sends it back to DRAFT); a rejection leaves its reason for the
-- startup's managers. first_published_at is the first time the job went live: a startup "has had
-- an approved job" once one of its jobs has one (approved_at alone is cleared by a republish).
ALTER TABLE jobs ADD COLUMN posting_paid boolean NOT NULL DEFAULT false;
ALTER TABLE jobs ADD COLUMN review_rejection_reason text;
ALTER TABLE jobs ADD COLUMN review_rejected_at timestamptz;
ALTER TABLE jobs ADD COLUMN review_submitted_at timestamptz;
ALTER TABLE jobs ADD COLUMN first_published_at timestamptz;

UPDATE jobs SET first_published_at = coalesce(approved_at, created_at)
  WHERE approved_at IS NOT NULL OR status IN ('ACTIVE', 'STOPPED', 'EXPIRED');
UPDATE jobs SET review_submitted_at = updated_at WHERE status = 'PENDING_COMPANY_APPROVAL';

-- The admin's queue, oldest first.
CREATE INDEX jobs_review_queue ON jobs (review_submitted_at) WHERE status = 'PENDING_COMPANY_APPROVAL';
-- "Has this startup had a job live?" (JOB_REVIEW=first-job).
CREATE INDEX jobs_company_first_published ON jobs (company_id) WHERE first_published_at IS NOT NULL;
