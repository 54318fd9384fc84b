-- Views of startup and investor profiles (POST engagement/log with event 'profile-view'): one
-- row per profile, UTC day and visitor (a SHA-256 of day and visitor, like job_views), so a
-- view counts once per visitor per day. Rows older than yesterday are pruned as views come in;
-- the kept totals are the profile's own views column and view_counts per day.
CREATE TABLE profile_views (
  entity_type text NOT NULL CHECK (entity_type IN ('company', 'investor')),
  entity_id uuid NOT NULL,
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (entity_type, entity_id, day, visitor)
);
