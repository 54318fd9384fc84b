-- Saved searches count the jobs that went live after their `since`: created or approved after
-- it (a job may be approved long after its draft was created). This index finds the recently
-- approved ones without reading every job.
CREATE INDEX jobs_public_approved_idx ON jobs (approved_at)
  WHERE status = 'ACTIVE' AND approved_at IS NOT NULL;
