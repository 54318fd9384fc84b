-- Job search: the public listing table, autocomplete terms and view counting.
-- The full-text vector itself (jobs.search, generated: title A, place B, description C) comes
-- from 0004_jobs.sql; the listing copies it.

-- Autocomplete terms (job titles for the search box; cities and countries for the location box)
-- with the number of live (ACTIVE and approved) jobs behind each. Trigram matching over this
-- small table is fast on PGlite too, where matching over every job title is not. Triggers on
-- jobs keep the counts current, so a newly approved job is suggested at once.
CREATE TABLE job_suggestions (
  field text NOT NULL CHECK (field IN ('search', 'location')),
  term text NOT NULL,
  jobs integer NOT NULL DEFAULT 0,
  PRIMARY KEY (field, term)
);
CREATE INDEX job_suggestions_term_trgm_idx ON job_suggestions USING gin (term gin_trgm_ops);

-- The terms one job contributes, or none when it is not live.
CREATE FUNCTION job_suggestion_terms(title text, locality text, country text, status text, approved_at timestamptz)
RETURNS TABLE (field text, term text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT candidate.field, candidate.term
    FROM (VALUES ('search', btrim(title)), ('location', btrim(locality)), ('location', btrim(country))) AS candidate (field, term)
   WHERE status = 'ACTIVE' AND approved_at IS NOT NULL AND coalesce(candidate.term, '') <> ''
$$;

-- Whole statements at once (the seed inserts thousands of jobs per statement).
CREATE FUNCTION job_suggestions_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_suggestions (field, term, jobs)
  SELECT t.field, t.term, count(*)::int
    FROM inserted_jobs AS j, LATERAL job_suggestion_terms(j.title, j.locality, j.country, j.status, j.approved_at) AS t
   GROUP BY t.field, t.term
  ON CONFLICT (field, term) DO UPDATE SET jobs = job_suggestions.jobs + EXCLUDED.jobs;
  RETURN NULL;
END $$;

CREATE FUNCTION job_suggestions_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_suggestions AS s SET jobs = greatest(s.jobs - gone.n, 0)
    FROM (
      SELECT t.field, t.term, count(*)::int AS n
        FROM deleted_jobs AS j, LATERAL job_suggestion_terms(j.title, j.locality, j.country, j.status, j.approved_at) AS t
       GROUP BY t.field, t.term
    ) AS gone
   WHERE s.field = gone.field AND s.term = gone.term;
  RETURN NULL;
END $$;

-- Row by row, and only when a column that matters changed (not on every view count).
CREATE FUNCTION job_suggestions_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_suggestions AS s SET jobs = greatest(s.jobs - 1, 0)
    FROM job_suggestion_terms(OLD.title, OLD.locality, OLD.country, OLD.status, OLD.approved_at) AS t
   WHERE s.field = t.field AND s.term = t.term;
  INSERT INTO job_suggestions (field, term, jobs)
  SELECT t.field, t.term, 1 FROM job_suggestion_terms(NEW.title, NEW.locality, NEW.country, NEW.status, NEW.approved_at) AS t
  ON CONFLICT (field, term) DO UPDATE SET jobs = job_suggestions.jobs + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER job_suggestions_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS inserted_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_suggestions_after_insert();
CREATE TRIGGER job_suggestions_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS deleted_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_suggestions_after_delete();
CREATE TRIGGER job_suggestions_update AFTER UPDATE OF title, locality, country, status, approved_at ON jobs
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.locality IS DISTINCT FROM NEW.locality
        OR OLD.country IS DISTINCT FROM NEW.country OR OLD.status IS DISTINCT FROM NEW.status
        OR (OLD.approved_at IS NULL) <> (NEW.approved_at IS NULL))
  EXECUTE FUNCTION job_suggestions_after_update();

-- Jobs that exist already (a database migrated after the seed).
INSERT INTO job_suggestions (field, term, jobs)
SELECT t.field, t.term, count(*)::int
  FROM jobs AS j, LATERAL job_suggestion_terms(j.title, j.locality, j.country, j.status, j.approved_at) AS t
 GROUP BY t.field, t.term;

-- One row per job, day and visitor (a hash, never the address itself): a view counts once per
-- visitor per day. Rows older than yesterday are deleted as new views come in.
CREATE TABLE job_views (
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (job_id, day, visitor)
);

-- The public listing: a narrow copy of the live (ACTIVE and approved) jobs with only what the
-- search filters and ranks on. A broad search has to visit every match (for the total), and on
-- PGlite reading the wide jobs rows (~1.9 kB: description, vector and the rest) was most of
-- the time: 100,000 jobs fill 23,000 pages, their listings (~1 kB, mostly the vector) fewer
-- than half of that, and no job that is not live. The expiry date is still checked per query. `head` (title A, place B) ranks, so only matches need the full vector
-- `search` (description included), and only through its GIN index. (Moving `search` to a
-- table of its own made text searches slower: the join costs more than the wider rows.)
CREATE TABLE job_listings (
  id uuid PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL,
  category text NOT NULL,
  position_type text NOT NULL,
  country_code text,
  -- lower(btrim(locality)): the city filter is case-insensitive.
  locality_key text,
  is_remote boolean NOT NULL,
  salary_type text NOT NULL,
  board text,
  created_at timestamptz NOT NULL,
  expiration_date timestamptz,
  boosting_expires_at timestamptz,
  head tsvector NOT NULL,
  search tsvector NOT NULL
);
CREATE INDEX job_listings_search_idx ON job_listings USING gin (search);
CREATE INDEX job_listings_created_idx ON job_listings (created_at DESC);
CREATE INDEX job_listings_country_idx ON job_listings (country_code);
CREATE INDEX job_listings_category_idx ON job_listings (category);
CREATE INDEX job_listings_locality_idx ON job_listings (locality_key);
CREATE INDEX job_listings_boost_idx ON job_listings (boosting_expires_at) WHERE boosting_expires_at IS NOT NULL;

CREATE FUNCTION job_listing_head(title text, locality text, country text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(locality, '') || ' ' || coalesce(country, '')), 'B')
$$;

CREATE FUNCTION job_listings_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_listings (id, company_id, category, position_type, country_code, locality_key, is_remote, salary_type, board,
                            created_at, expiration_date, boosting_expires_at, head, search)
  SELECT j.id, j.company_id, j.category, j.position_type, j.country_code, lower(btrim(j.locality)), j.is_remote, j.salary_type, j.board,
         j.created_at, j.expiration_date, j.boosting_expires_at, job_listing_head(j.title, j.locality, j.country), j.search
    FROM inserted_jobs AS j
   WHERE j.status = 'ACTIVE' AND j.approved_at IS NOT NULL;
  RETURN NULL;
END $$;

-- Any change to a listed column rewrites the job's listing row (or removes it when the job is
-- no longer live). View counts do not touch these columns, so counting a view costs nothing here.
CREATE FUNCTION job_listings_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_listings WHERE id = OLD.id;
  IF NEW.status = 'ACTIVE' AND NEW.approved_at IS NOT NULL THEN
    INSERT INTO job_listings (id, company_id, category, position_type, country_code, locality_key, is_remote, salary_type, board,
                              created_at, expiration_date, boosting_expires_at, head, search)
    VALUES (NEW.id, NEW.company_id, NEW.category, NEW.position_type, NEW.country_code, lower(btrim(NEW.locality)), NEW.is_remote,
            NEW.salary_type, NEW.board, NEW.created_at, NEW.expiration_date, NEW.boosting_expires_at,
            job_listing_head(NEW.title, NEW.locality, NEW.country), NEW.search);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER job_listings_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS inserted_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_listings_after_insert();
CREATE TRIGGER job_listings_update
  AFTER UPDATE OF id, company_id, title, description, status, approved_at, category, position_type, locality, country, country_code,
                  is_remote, salary_type, board, created_at, expiration_date, boosting_expires_at ON jobs
  FOR EACH ROW EXECUTE FUNCTION job_listings_after_update();

INSERT INTO job_listings (id, company_id, category, position_type, country_code, locality_key, is_remote, salary_type, board,
                          created_at, expiration_date, boosting_expires_at, head, search)
SELECT j.id, j.company_id, j.category, j.position_type, j.country_code, lower(btrim(j.locality)), j.is_remote, j.salary_type, j.board,
       j.created_at, j.expiration_date, j.boosting_expires_at, job_listing_head(j.title, j.locality, j.country), j.search
  FROM jobs AS j
 WHERE j.status = 'ACTIVE' AND j.approved_at IS NOT NULL;
