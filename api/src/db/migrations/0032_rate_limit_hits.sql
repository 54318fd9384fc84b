-- Shared state for several API instances on one database (issue 13, docs/architecture.md
-- "Several API instances"): rate-limit counters, Idempotency-Key records and mail-delivery
-- claims live here, not in one process's memory, so every instance counts and answers alike.

-- One row per limited route and client key (e.g. "POST /api/users/sign-in|203.0.113.9|a@b.dk"):
-- hits in the current fixed window, which ends at resets_at. A hit after resets_at starts a new
-- window in the same upsert.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
-- The sweep deletes windows that ended a while ago.
CREATE INDEX rate_limit_hits_resets_at_idx ON rate_limit_hits (resets_at);

-- The first response to a request carrying an Idempotency-Key, kept 24 hours: a repeat with the
-- same key and request gets it again instead of doing the work twice. scope is who asked
-- (user:<id>, or anonymous), route the method and route pattern, request_hash the SHA-256 of the
-- method, URL and body. status is null while the first request is still being handled.
CREATE TABLE idempotency_records (
  scope text NOT NULL,
  route text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, route, key)
);
CREATE INDEX idempotency_records_expires_at_idx ON idempotency_records (expires_at);

-- Mail delivery claims its batch (outbox_mails.claimed_until) so two instances with SMTP_URL
-- never send the same mail twice; a claim left by a crashed instance runs out.
ALTER TABLE outbox_mails ADD COLUMN claimed_until timestamptz;
