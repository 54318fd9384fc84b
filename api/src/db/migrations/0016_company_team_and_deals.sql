-- Startup portal, team and more: invitations to manage a company, deal claims, the Slack webhook.

-- An invitation by e-mail; the link carries a random key, stored only as its SHA-256.
CREATE TABLE company_invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL
);
-- One open invitation per address and company: inviting again replaces it.
CREATE UNIQUE INDEX company_invites_open_idx ON company_invites (company_id, lower(email)) WHERE accepted_at IS NULL;

-- A startup's claim of a deal (once per startup and deal).
CREATE TABLE deal_claims (
  deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  claimed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (deal_id, company_id)
);
CREATE INDEX deal_claims_company_idx ON deal_claims (company_id);

ALTER TABLE companies ADD COLUMN slack_webhook_url text;
