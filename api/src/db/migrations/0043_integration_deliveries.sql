-- Messages to outside services (a Slack channel, an applicant-tracking service), written in the
-- transaction of the change that causes them and sent by the delivery worker with retries and
-- backoff (api/src/modules/integrations/deliveries).
CREATE TABLE outbox_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('slack', 'ats-candidate')),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The application an applicant-tracking candidate is made from (its sync status on the board).
  application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  delivered_at timestamptz,
  -- Set when the last allowed attempt failed: nothing more is tried.
  failed_at timestamptz,
  last_status integer,
  last_error text
);
CREATE INDEX outbox_deliveries_due_idx ON outbox_deliveries (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_deliveries_application_idx ON outbox_deliveries (application_id) WHERE application_id IS NOT NULL;

-- Each fetch of the LinkedIn job feed by LinkedIn's crawler, per startup in it: when, and how
-- many of the startup's jobs the feed held.
CREATE TABLE linkedin_feed_fetches (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  fetched_at timestamptz NOT NULL,
  job_count integer NOT NULL
);
