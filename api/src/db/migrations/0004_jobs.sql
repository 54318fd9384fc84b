-- Jobs, the user's flags on them, applications and their kanban, saved searches, digests.

CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'DRAFT'
    CHECK (status IN ('ACTIVE', 'STOPPED', 'EXPIRED', 'DRAFT', 'PENDING_PAYMENT', 'PENDING_COMPANY_APPROVAL')),
  category text NOT NULL,
  position_type text NOT NULL DEFAULT 'full-time',
  locality text,
  address text,
  country text,
  country_code text,
  is_remote boolean NOT NULL DEFAULT false,
  salary_type text NOT NULL DEFAULT 'competitive' CHECK (salary_type IN ('competitive', 'unpaid', 'range')),
  salary_min numeric,
  salary_max numeric,
  salary_currency text,
  other_compensation text CHECK (other_compensation IN ('undisclosed', 'negotiated', 'percentage')),
  other_compensation_percentage numeric,
  -- [{ "icon", "text" }]
  benefits jsonb NOT NULL DEFAULT '[]'::jsonb,
  receive_applicants text NOT NULL DEFAULT 'platform' CHECK (receive_applicants IN ('platform', 'url', 'email')),
  application_url text,
  application_email text,
  share_image_path text,
  -- Key of the white-label feed the job was posted through, if any.
  board text,
  expiration_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz,
  boosting_expires_at timestamptz,
  views integer NOT NULL DEFAULT 0,
  -- Ranked full-text search: title first, then place, then the description.
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('english', coalesce(locality, '') || ' ' || coalesce(country, '')), 'B')
    || setweight(to_tsvector('english', coalesce(description, '')), 'C')
  ) STORED
);
CREATE INDEX jobs_search_idx ON jobs USING gin (search);
CREATE INDEX jobs_title_trgm_idx ON jobs USING gin (title gin_trgm_ops);
CREATE INDEX jobs_company_created_idx ON jobs (company_id, created_at DESC);
-- The public list: ACTIVE and approved (expiry is checked in the query), newest first.
CREATE INDEX jobs_public_created_idx ON jobs (created_at DESC)
  WHERE status = 'ACTIVE' AND approved_at IS NOT NULL;
CREATE INDEX jobs_public_country_idx ON jobs (country_code, created_at DESC)
  WHERE status = 'ACTIVE' AND approved_at IS NOT NULL;
CREATE INDEX jobs_public_category_idx ON jobs (category, created_at DESC)
  WHERE status = 'ACTIVE' AND approved_at IS NOT NULL;
CREATE INDEX jobs_public_expiration_idx ON jobs (expiration_date)
  WHERE status = 'ACTIVE' AND approved_at IS NOT NULL;
-- Featured (boosted) jobs.
CREATE INDEX jobs_public_boost_idx ON jobs (boosting_expires_at DESC)
  WHERE status = 'ACTIVE' AND approved_at IS NOT NULL AND boosting_expires_at IS NOT NULL;
CREATE INDEX jobs_board_idx ON jobs (board) WHERE board IS NOT NULL;

CREATE TABLE job_saves (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);
CREATE INDEX job_saves_job_idx ON job_saves (job_id);

CREATE TABLE job_interests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  interested_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);
CREATE INDEX job_interests_job_idx ON job_interests (job_id);

-- A company's applicant pipeline columns; several custom columns may exist.
CREATE TABLE kanban_columns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('applied', 'custom', 'hired', 'toreject', 'rejected')),
  name text NOT NULL,
  color text NOT NULL,
  locked boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX kanban_columns_company_idx ON kanban_columns (company_id, position);

CREATE TABLE applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  applicant_id uuid NOT NULL REFERENCES applicant_profiles (id) ON DELETE CASCADE,
  stage text NOT NULL DEFAULT 'applied' CHECK (stage IN ('applied', 'custom', 'hired', 'toreject', 'rejected')),
  column_id uuid REFERENCES kanban_columns (id) ON DELETE SET NULL,
  message text NOT NULL DEFAULT '',
  phone text,
  cv_file jsonb,
  -- [{ "stage", "columnId", "at", "byUserId" }], oldest first.
  history jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, applicant_id)
);
CREATE INDEX applications_applicant_idx ON applications (applicant_id, created_at DESC);
CREATE INDEX applications_job_stage_idx ON applications (job_id, stage);

CREATE TABLE saved_job_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- JSON text of { search, location, countryCode }.
  key text NOT NULL,
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  since timestamptz NOT NULL DEFAULT now(),
  pinned boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, key)
);

CREATE TABLE digest_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The secret of /profile-settings/{settingsKey}.
  settings_key text NOT NULL UNIQUE,
  email text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  frequency text NOT NULL DEFAULT 'onceweek' CHECK (frequency IN ('daily', 'onceweek')),
  subscribed boolean NOT NULL DEFAULT true,
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The period ("2024-05-03" daily, "2024-W18" weekly) last sent: sending is idempotent per period.
  last_sent_period text,
  last_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX digest_subscriptions_email_key ON digest_subscriptions (lower(email));
CREATE INDEX digest_subscriptions_due_idx ON digest_subscriptions (frequency, last_sent_period) WHERE subscribed;
