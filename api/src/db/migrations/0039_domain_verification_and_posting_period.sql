-- Careers domains and white-label feed domains are served only once their owner has proven
-- control of them (a DNS TXT record or a file at a well-known path holding the token). A new or
-- changed domain is 'pending' with a fresh token; an admin may 'revoke' a verified one.
-- Domains set before this are pending too: nobody proved them.
ALTER TABLE companies
  ADD COLUMN careers_domain_status text NOT NULL DEFAULT 'pending' CHECK (careers_domain_status IN ('pending', 'verified', 'revoked')),
  ADD COLUMN careers_domain_token text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
  ADD COLUMN careers_domain_verified_at timestamptz;

ALTER TABLE white_label_feeds
  ADD COLUMN domain_status text NOT NULL DEFAULT 'pending' CHECK (domain_status IN ('pending', 'verified', 'revoked')),
  ADD COLUMN domain_token text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
  ADD COLUMN domain_verified_at timestamptz;

-- Every way of changing a careers domain (the profile form, the settings page) starts a new
-- proof: the old one was for another name. A statement that sets the status itself (the seed,
-- support's SQL) keeps what it says.
CREATE FUNCTION companies_careers_domain_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.careers_domain IS DISTINCT FROM OLD.careers_domain AND NEW.careers_domain_status IS NOT DISTINCT FROM OLD.careers_domain_status THEN
    NEW.careers_domain_status := 'pending';
    NEW.careers_domain_token := replace(gen_random_uuid()::text, '-', '');
    NEW.careers_domain_verified_at := NULL;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER companies_careers_domain_reset BEFORE UPDATE OF careers_domain ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_careers_domain_reset();

-- The end of the posting period a job's payment (or an admin's approval) bought: its expiration
-- date may not be later. Null for jobs never paid for since periods were stored.
ALTER TABLE jobs ADD COLUMN posting_ends_at timestamptz;
