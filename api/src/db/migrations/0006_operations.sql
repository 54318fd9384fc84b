-- Uploads, outgoing mail, view counters, idempotency keys and engagement logs.

CREATE TABLE uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Path inside the file store (the local folder or the S3 bucket).
  path text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('image', 'file')),
  original_name text NOT NULL DEFAULT '',
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_idx ON uploads (user_id);

-- Mail is written here in the same transaction as the change that causes it, then sent.
CREATE TABLE outbox_mails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  template text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX outbox_mails_unsent_idx ON outbox_mails (created_at) WHERE sent_at IS NULL;
CREATE INDEX outbox_mails_to_idx ON outbox_mails (lower(to_address), created_at DESC);

-- Views per entity and day; the entity's own views column holds the running total.
CREATE TABLE view_counts (
  entity_type text NOT NULL CHECK (entity_type IN ('job', 'company', 'investor')),
  entity_id uuid NOT NULL,
  day date NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (entity_type, entity_id, day)
);

-- A repeated request with the same key (per scope, e.g. user) gets the first response.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);

CREATE TABLE engagement_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  investor_id uuid REFERENCES investors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX engagement_logs_company_idx ON engagement_logs (company_id, created_at DESC);
CREATE INDEX engagement_logs_investor_idx ON engagement_logs (investor_id, created_at DESC);
