-- The OAuth popups (professional-network sign-in, applicant tracking) as real OpenID Connect /
-- OAuth 2 clients: what a flow needs between its start and its callback stays on the server.

-- One started popup flow, keyed by the SHA-256 of the random value in the popup's cookie. It is
-- deleted when the callback reads it, so a flow (and its code) is used once.
CREATE TABLE oauth_flows (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('linkedin', 'ats')),
  state text NOT NULL,
  -- The ID token's expected nonce (sign-in only).
  nonce text,
  -- PKCE (S256): the verifier whose challenge went to the provider.
  code_verifier text NOT NULL,
  -- Sign-in only: 'sign-up' allows creating an account, 'sign-in' does not.
  intent text CHECK (intent IN ('sign-in', 'sign-up')),
  -- Applicant tracking only: the startup and the manager who started the connection.
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oauth_flows_expires_at_idx ON oauth_flows (expires_at);

-- A provider identity waiting for the account owner to confirm the link by e-mail: the mailed
-- key's hash is the row's token_hash, the identity's subject sits beside it.
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('verify-email', 'reset-password', 'link-linkedin'));
ALTER TABLE email_tokens ADD COLUMN linkedin_sub text;

-- Applicant-tracking tokens are stored encrypted (AES-256-GCM, api/src/security/secret-box.ts).
-- Rows written before held them in plaintext and cannot be encrypted here (the key lives with the
-- application), so those connections are dropped: the startup connects again.
DELETE FROM company_ats_connections;
ALTER TABLE company_ats_connections DROP COLUMN access_token;
ALTER TABLE company_ats_connections ADD COLUMN access_token_encrypted text NOT NULL;
ALTER TABLE company_ats_connections ADD COLUMN refresh_token_encrypted text;
