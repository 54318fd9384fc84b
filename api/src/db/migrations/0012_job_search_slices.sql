-- Job search structures for the ranking slices of api/src/modules/jobs/queries.ts, after
-- measuring the three typical searches on the 100,000-job seed (docs/performance.md, the
-- section on migration 0012).

-- GIN indexes by default collect new entries in a "pending list" that every search reads in full
-- until VACUUM (autovacuum) merges it into the index. PGlite has no autovacuum, and the seed's
-- bulk load left 500 pending pages (39,000 rows) on job_listings_head_idx: each text search
-- scanned them all. Listings are written a job at a time, so the search indexes are updated
-- directly instead (fastupdate off), and what is pending now is merged once here.
ALTER INDEX job_listings_search_idx SET (fastupdate = off);
ALTER INDEX job_suggestions_term_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('job_listings_search_idx'::regclass);
SELECT gin_clean_pending_list('job_suggestions_term_trgm_idx'::regclass);

-- A search page usually fills from its first slice, the boosted title-and-place matches
-- (api/src/modules/jobs/queries.ts, rankSlices). The index on `head` of 0011 is split by boost:
-- the boosted listings (about a tenth) have their own, so that slice no longer intersects the
-- bitmap of every title match with the bitmap of every boost (the planner preferred that
-- intersection while the whole index existed). Listings whose boost has ended stay in the
-- first index until their next update; the query checks the date. The slices of listings not
-- boosted ask for "never boosted OR boost ended", one side per index.
DROP INDEX job_listings_head_idx;
CREATE INDEX job_listings_boosted_head_idx ON job_listings USING gin (head) WITH (fastupdate = off)
  WHERE boosting_expires_at IS NOT NULL;
CREATE INDEX job_listings_unboosted_head_idx ON job_listings USING gin (head) WITH (fastupdate = off)
  WHERE boosting_expires_at IS NULL;

-- Country and category together (the typical "DK + development group" browse): one index scan
-- instead of intersecting the bitmaps of 20,000 Danish and 16,000 development listings, for the
-- slices of listings not boosted and for the capped count, which stops after 1,001 rows. It also
-- serves country alone.
CREATE INDEX job_listings_country_category_idx ON job_listings (country_code, category);
DROP INDEX job_listings_country_idx;
-- The boosted listings again (about 9,000 of 78,000), without the full vector `search`: the
-- first slice of every search ranks boosted matches, and in job_listings those rows lie one per
-- page among the wide rows (1,614 boosted "developer" title matches on 1,512 pages). Here they
-- fill a few hundred pages. Slices that need the full vector still read job_listings.
-- job_listings rows are only inserted and deleted (0008's triggers rewrite a job's row), so an
-- insert trigger and the cascading foreign key keep this copy exact; the update trigger is for
-- completeness.
CREATE TABLE job_listing_boosts (
  id uuid PRIMARY KEY REFERENCES job_listings (id) ON DELETE CASCADE,
  company_id uuid NOT NULL,
  category text NOT NULL,
  position_type text NOT NULL,
  country_code text,
  locality_key text,
  is_remote boolean NOT NULL,
  salary_type text NOT NULL,
  board text,
  created_at timestamptz NOT NULL,
  expiration_date timestamptz,
  boosting_expires_at timestamptz NOT NULL,
  head tsvector NOT NULL
);
CREATE INDEX job_listing_boosts_head_idx ON job_listing_boosts USING gin (head) WITH (fastupdate = off);
CREATE INDEX job_listing_boosts_country_category_idx ON job_listing_boosts (country_code, category);
CREATE INDEX job_listing_boosts_locality_idx ON job_listing_boosts (locality_key);
CREATE INDEX job_listing_boosts_created_idx ON job_listing_boosts (created_at DESC);

CREATE FUNCTION job_listing_boosts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_listing_boosts (id, company_id, category, position_type, country_code, locality_key, is_remote, salary_type, board,
                                  created_at, expiration_date, boosting_expires_at, head)
  SELECT l.id, l.company_id, l.category, l.position_type, l.country_code, l.locality_key, l.is_remote, l.salary_type, l.board,
         l.created_at, l.expiration_date, l.boosting_expires_at, l.head
    FROM inserted_listings AS l
   WHERE l.boosting_expires_at IS NOT NULL;
  RETURN NULL;
END $$;

CREATE FUNCTION job_listing_boosts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_listing_boosts WHERE id = OLD.id;
  IF NEW.boosting_expires_at IS NOT NULL THEN
    INSERT INTO job_listing_boosts (id, company_id, category, position_type, country_code, locality_key, is_remote, salary_type, board,
                                    created_at, expiration_date, boosting_expires_at, head)
    VALUES (NEW.id, NEW.company_id, NEW.category, NEW.position_type, NEW.country_code, NEW.locality_key, NEW.is_remote, NEW.salary_type,
            NEW.board, NEW.created_at, NEW.expiration_date, NEW.boosting_expires_at, NEW.head);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER job_listing_boosts_insert AFTER INSERT ON job_listings
  REFERENCING NEW TABLE AS inserted_listings FOR EACH STATEMENT EXECUTE FUNCTION job_listing_boosts_after_insert();
CREATE TRIGGER job_listing_boosts_update AFTER UPDATE ON job_listings
  FOR EACH ROW EXECUTE FUNCTION job_listing_boosts_after_update();

INSERT INTO job_listing_boosts (id, company_id, category, position_type, country_code, locality_key, is_remote, salary_type, board,
                                created_at, expiration_date, boosting_expires_at, head)
SELECT l.id, l.company_id, l.category, l.position_type, l.country_code, l.locality_key, l.is_remote, l.salary_type, l.board,
       l.created_at, l.expiration_date, l.boosting_expires_at, l.head
  FROM job_listings AS l
 WHERE l.boosting_expires_at IS NOT NULL;
