-- Investor portal team: the invitations of migration 0016 serve both profile types. An invitation
-- belongs to exactly one startup or one investor.
ALTER TABLE company_invites RENAME TO profile_invites;
ALTER INDEX company_invites_open_idx RENAME TO profile_invites_company_open_idx;
ALTER TABLE profile_invites ALTER COLUMN company_id DROP NOT NULL;
ALTER TABLE profile_invites ADD COLUMN investor_id uuid REFERENCES investors (id) ON DELETE CASCADE;
ALTER TABLE profile_invites ADD CONSTRAINT profile_invites_one_profile CHECK ((company_id IS NULL) <> (investor_id IS NULL));
-- One open invitation per address and investor, like per address and company.
CREATE UNIQUE INDEX profile_invites_investor_open_idx ON profile_invites (investor_id, lower(email)) WHERE accepted_at IS NULL;
