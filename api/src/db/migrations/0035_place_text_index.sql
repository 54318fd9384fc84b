-- A text search in one city ("senior designer" in Copenhagen) counted its matches (capped at 1,001,
-- queries.ts) by building two large bitmaps, the words' from job_listings_search_idx (10,728 rows
-- on the 100,000-job seed) and the city's from job_listings_locality_idx (13,691), and intersecting
-- them: 17 to 19 ms of the search's 14 to 16 ms p95 on the PostgreSQL server. This index holds the
-- listing's place as one more lexeme of its full vector, so the GIN index intersects words and
-- place itself (1,827 rows; about 6 ms). The place lexeme is 'place' and the md5 of the locality
-- key: letters and digits only, so any city name makes one lexeme, and no word of a search query
-- ('english' configuration) is ever one of them.
CREATE FUNCTION job_place_lexeme(locality_key text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN locality_key IS NULL THEN ''::tsvector ELSE array_to_tsvector(ARRAY['place' || md5(locality_key)]) END $$;

CREATE FUNCTION job_place_query(locality_key text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ('place' || md5(locality_key))::tsquery $$;

CREATE INDEX job_listings_place_search_idx ON job_listings
  USING gin ((search || job_place_lexeme(locality_key))) WITH (fastupdate = off);
