-- Job digests: what the scheduler needs beyond 0004's digest_subscriptions, and mail headers.

-- Jobs created before this never go in a digest: the subscription's start, moved to the moment
-- of a re-subscription so that coming back does not flood the inbox with old jobs.
ALTER TABLE digest_subscriptions ADD COLUMN jobs_since timestamptz NOT NULL DEFAULT now();
UPDATE digest_subscriptions SET jobs_since = created_at;
-- When the scheduler last looked at the subscription (due ones are taken oldest check first).
ALTER TABLE digest_subscriptions ADD COLUMN last_checked_at timestamptz;

-- Every job sent to a subscription, so no job is ever sent twice. Written in the transaction
-- that claims the period and queues the mail.
CREATE TABLE digest_sent_jobs (
  subscription_id uuid NOT NULL REFERENCES digest_subscriptions (id) ON DELETE CASCADE,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  period text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, job_id)
);

-- Extra mail headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of digests.
ALTER TABLE outbox_mails ADD COLUMN headers jsonb;
