-- Nordic reality filters (issue 12, docs/nordic-filters.md): a job's working language (English is
-- fine, or a local language is required), visa sponsorship, relocation support, and the countries
-- a remote job may be done from.
ALTER TABLE jobs
  ADD COLUMN working_language text NOT NULL DEFAULT 'ENGLISH' CHECK (working_language IN ('ENGLISH', 'LOCAL_REQUIRED')),
  -- ISO 639-1 codes; any one of them is enough. Empty unless working_language = 'LOCAL_REQUIRED'.
  ADD COLUMN required_languages text[] NOT NULL DEFAULT '{}'
    CHECK (required_languages <@ ARRAY['da', 'sv', 'no', 'fi', 'is']::text[]),
  ADD COLUMN visa_sponsorship boolean NOT NULL DEFAULT false,
  ADD COLUMN relocation_support boolean NOT NULL DEFAULT false,
  -- ISO 3166-1 alpha-2 codes a remote job may be done from; empty: not stated (the job's country).
  ADD COLUMN remote_country_codes text[] NOT NULL DEFAULT '{}';

-- The countries a remote job may be done from, as the filter "remote from" reads them (domain's
-- remoteWorkCountries): the stated ones; else the job's country; else the Nordics. Empty when the
-- job is not remote.
CREATE FUNCTION job_remote_from(is_remote boolean, remote_country_codes text[], country_code text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN NOT is_remote THEN '{}'::text[]
    WHEN cardinality(remote_country_codes) > 0 THEN remote_country_codes
    WHEN country_code IS NOT NULL THEN ARRAY[country_code]
    ELSE ARRAY['DK', 'SE', 'NO', 'FI', 'IS']
  END
$$;

-- The listings (0008) and their boosted copy (0012) carry what the filters read. As in 0027, their
-- own triggers stay as they are: a BEFORE INSERT trigger fills the columns from the job on every
-- (re)insert, and a change of these job columns alone is copied by its own trigger.
ALTER TABLE job_listings
  ADD COLUMN working_language text NOT NULL DEFAULT 'ENGLISH',
  ADD COLUMN visa_sponsorship boolean NOT NULL DEFAULT false,
  ADD COLUMN relocation_support boolean NOT NULL DEFAULT false,
  ADD COLUMN remote_from text[] NOT NULL DEFAULT '{}';
ALTER TABLE job_listing_boosts
  ADD COLUMN working_language text NOT NULL DEFAULT 'ENGLISH',
  ADD COLUMN visa_sponsorship boolean NOT NULL DEFAULT false,
  ADD COLUMN relocation_support boolean NOT NULL DEFAULT false,
  ADD COLUMN remote_from text[] NOT NULL DEFAULT '{}';

CREATE FUNCTION job_listing_work_conditions_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT j.working_language, j.visa_sponsorship, j.relocation_support, job_remote_from(j.is_remote, j.remote_country_codes, j.country_code)
    INTO NEW.working_language, NEW.visa_sponsorship, NEW.relocation_support, NEW.remote_from
    FROM jobs AS j WHERE j.id = NEW.id;
  RETURN NEW;
END $$;

CREATE TRIGGER job_listings_work_conditions_fill BEFORE INSERT ON job_listings
  FOR EACH ROW EXECUTE FUNCTION job_listing_work_conditions_fill();
CREATE TRIGGER job_listing_boosts_work_conditions_fill BEFORE INSERT ON job_listing_boosts
  FOR EACH ROW EXECUTE FUNCTION job_listing_work_conditions_fill();

-- is_remote and country_code rewrite the listing row already (0008's trigger, which refills it).
CREATE FUNCTION jobs_work_conditions_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_listings
     SET working_language = NEW.working_language, visa_sponsorship = NEW.visa_sponsorship, relocation_support = NEW.relocation_support,
         remote_from = job_remote_from(NEW.is_remote, NEW.remote_country_codes, NEW.country_code)
   WHERE id = NEW.id;
  UPDATE job_listing_boosts
     SET working_language = NEW.working_language, visa_sponsorship = NEW.visa_sponsorship, relocation_support = NEW.relocation_support,
         remote_from = job_remote_from(NEW.is_remote, NEW.remote_country_codes, NEW.country_code)
   WHERE id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_work_conditions_copy AFTER UPDATE OF working_language, visa_sponsorship, relocation_support, remote_country_codes ON jobs
  FOR EACH ROW
  WHEN (OLD.working_language IS DISTINCT FROM NEW.working_language OR OLD.visa_sponsorship IS DISTINCT FROM NEW.visa_sponsorship
        OR OLD.relocation_support IS DISTINCT FROM NEW.relocation_support OR OLD.remote_country_codes IS DISTINCT FROM NEW.remote_country_codes)
  EXECUTE FUNCTION jobs_work_conditions_copy();

-- Existing jobs have the columns' defaults, as their listings do; only remote listings need a list.
UPDATE job_listings AS l
   SET remote_from = job_remote_from(j.is_remote, j.remote_country_codes, j.country_code)
  FROM jobs AS j WHERE j.id = l.id AND j.is_remote;
UPDATE job_listing_boosts AS b
   SET remote_from = l.remote_from
  FROM job_listings AS l WHERE l.id = b.id AND l.is_remote;

-- The filters are literals in the SQL (api/src/modules/jobs/queries.ts), so the planner matches
-- these partial indexes: newest first is the usual order, so a filter reads its index in that order
-- and stops at the page. Sponsorship and relocation are the rarer offers; "English is fine" is
-- common, so its index leads with the country, the filter it usually comes with.
CREATE INDEX job_listings_visa_created_idx ON job_listings (created_at DESC) WHERE visa_sponsorship;
CREATE INDEX job_listings_relocation_created_idx ON job_listings (created_at DESC) WHERE relocation_support;
CREATE INDEX job_listings_english_country_created_idx ON job_listings (country_code, created_at DESC) WHERE working_language = 'ENGLISH';
-- "Remote from SE": the few remote listings, by the countries they may be done from.
CREATE INDEX job_listings_remote_from_idx ON job_listings USING gin (remote_from) WHERE is_remote;
