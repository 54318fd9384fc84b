-- Accounts, server-side sessions and e-mail tokens.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  -- argon2id PHC string; null for an account that only signs in with the professional network.
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  image_path text,
  is_admin boolean NOT NULL DEFAULT false,
  is_email_verified boolean NOT NULL DEFAULT false,
  -- The remembered profile selection as text ("company:acme", "applicant"), null when none.
  profile text,
  -- [{ "name": "...", "reachedAt": "ISO date" }]
  ui_features jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Subject of the professional-network (OpenID Connect) identity, when linked.
  linkedin_sub text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- E-mail addresses compare case-insensitively.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE sessions (
  -- SHA-256 (hex) of the cookie token: a database leak does not leak usable sessions.
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  user_agent text
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE email_tokens (
  -- SHA-256 (hex) of the token sent by e-mail.
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_tokens_user_purpose_idx ON email_tokens (user_id, purpose);
