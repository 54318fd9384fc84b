-- Job search indexes, after measuring the three typical searches on the 100,000-job seed
-- (docs/performance.md, 2026-11-23 "GIN upkeep and slice indexes").

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
-- page and for the capped count, which stops after 1,001 rows. It also serves country alone.
CREATE INDEX job_listings_country_category_idx ON job_listings (country_code, category);
DROP INDEX job_listings_country_idx;
-- The boosted slice of a browse by place or category reads the boosted listings only.
CREATE INDEX job_listings_boosted_country_category_idx ON job_listings (country_code, category)
  WHERE boosting_expires_at IS NOT NULL;
CREATE INDEX job_listings_boosted_locality_idx ON job_listings (locality_key)
  WHERE boosting_expires_at IS NOT NULL;
