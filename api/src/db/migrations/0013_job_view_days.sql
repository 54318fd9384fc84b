-- Job views per day for the company dashboard's chart. job_views keeps visitors only for two
-- days (to count each visitor once a day), so every counted view also adds to view_counts,
-- whose ('job', id, day) rows stay. A trigger keeps this out of the view-recording code.

CREATE FUNCTION count_job_view_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO view_counts (entity_type, entity_id, day, count)
  VALUES ('job', NEW.job_id, NEW.day, 1)
  ON CONFLICT (entity_type, entity_id, day) DO UPDATE SET count = view_counts.count + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER job_views_count_day AFTER INSERT ON job_views
  FOR EACH ROW EXECUTE FUNCTION count_job_view_day();

CREATE INDEX view_counts_day_idx ON view_counts (entity_type, day);
