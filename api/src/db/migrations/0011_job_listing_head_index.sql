-- The job search reads its ranking in slices (api/src/modules/jobs/queries.ts, rankSlices):
-- boosted matches first, then title and place matches ranked by relevance, then the rest newest
-- first, and a page usually fills from the first slice. The title-and-place slice finds its
-- rows through this index on the short vector `head` (title A, place B), not through the full
-- vector `search` (description included), which matches three times as many jobs for common
-- words. The triggers of 0008 keep `head` current; nothing else changes.
CREATE INDEX job_listings_head_idx ON job_listings USING gin (head);
