-- The top of a startup's careers site as it sets it in the portal: its headline and pitch, a
-- picture (an upload's path) or a video link, its colours and how its open jobs are grouped.
-- One row per startup; a startup without a row gets the site's own hero.
CREATE TABLE careers_sites (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  headline text NOT NULL CHECK (char_length(headline) BETWEEN 1 AND 80),
  pitch text NOT NULL DEFAULT '' CHECK (char_length(pitch) <= 240),
  picture_path text,
  video_url text,
  primary_color text CHECK (primary_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  accent_color text CHECK (accent_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  job_grouping text NOT NULL DEFAULT 'team' CHECK (job_grouping IN ('team', 'place')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
