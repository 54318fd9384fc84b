-- Company (startup), investor and applicant profiles, their managers, portfolios and follows.

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  website text NOT NULL DEFAULT '',
  logo_path text,
  -- [{ "path": "..." }]
  gallery_images jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{ "name", "title", "image", "linkedinUrl" }]
  team jsonb NOT NULL DEFAULT '[]'::jsonb,
  what_we_do text NOT NULL DEFAULT '',
  -- { "text", "author", "authorTitle", "image" } or null
  quote jsonb,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'INACTIVE')),
  country_codes text[] NOT NULL DEFAULT '{}',
  industries text[] NOT NULL DEFAULT '{}',
  sdgs text[] NOT NULL DEFAULT '{}',
  funding text,
  funding_stage text,
  stage text,
  business_model text,
  number_of_employees text,
  founded_year integer,
  -- [{ "icon", "text" }]
  perks jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{ "name", "value" }]
  key_figures jsonb NOT NULL DEFAULT '[]'::jsonb,
  hq_locality text,
  hq_address text,
  hq_country text,
  hq_country_code text,
  -- { "main": true, "impact": false }; a missing flag means "not connected".
  platform jsonb NOT NULL DEFAULT '{"main": true}'::jsonb,
  linkedin_id text,
  slack_notifications text[] NOT NULL DEFAULT '{}',
  -- The startup's own careers host name, stored lower-case.
  careers_domain text UNIQUE,
  views integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_status_name_idx ON companies (status, name);
CREATE INDEX companies_name_trgm_idx ON companies USING gin (name gin_trgm_ops);
CREATE INDEX companies_country_codes_idx ON companies USING gin (country_codes);
CREATE INDEX companies_industries_idx ON companies USING gin (industries);

CREATE TABLE company_managers (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, user_id)
);
CREATE INDEX company_managers_user_idx ON company_managers (user_id);

CREATE TABLE investors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('ANGEL', 'ANGELS', 'VENTURES')),
  website text NOT NULL DEFAULT '',
  -- Legacy absolute logo URL; logo_path is the stored image.
  logo text,
  logo_path text,
  small_image_path text,
  cover_image_path text,
  -- [{ "name", "title", "image", "linkedinUrl" }]
  key_people jsonb NOT NULL DEFAULT '[]'::jsonb,
  contact_preference text NOT NULL DEFAULT 'WEBSITE' CHECK (contact_preference IN ('EMAIL', 'WEBSITE')),
  email text,
  industries text[] NOT NULL DEFAULT '{}',
  intro text NOT NULL DEFAULT '',
  country_codes text[] NOT NULL DEFAULT '{}',
  categories text[] NOT NULL DEFAULT '{}',
  investment_ranges text[] NOT NULL DEFAULT '{}',
  markets text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'INACTIVE')),
  platform jsonb NOT NULL DEFAULT '{"main": true}'::jsonb,
  views integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investors_status_name_idx ON investors (status, name);
CREATE INDEX investors_name_trgm_idx ON investors USING gin (name gin_trgm_ops);
CREATE INDEX investors_industries_idx ON investors USING gin (industries);

CREATE TABLE investor_managers (
  investor_id uuid NOT NULL REFERENCES investors (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (investor_id, user_id)
);
CREATE INDEX investor_managers_user_idx ON investor_managers (user_id);

-- A company's investors and an investor's investments. An entry either links a profile (and
-- then shows its data) or holds its own free name and website.
CREATE TABLE portfolio_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  owner_investor_id uuid REFERENCES investors (id) ON DELETE CASCADE,
  linked_company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  linked_investor_id uuid REFERENCES investors (id) ON DELETE SET NULL,
  name text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  category text,
  logo_image_url text,
  intro text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((owner_company_id IS NULL) <> (owner_investor_id IS NULL))
);
CREATE INDEX portfolio_entries_owner_company_idx ON portfolio_entries (owner_company_id, position);
CREATE INDEX portfolio_entries_owner_investor_idx ON portfolio_entries (owner_investor_id, position);
CREATE INDEX portfolio_entries_linked_company_idx ON portfolio_entries (linked_company_id);
CREATE INDEX portfolio_entries_linked_investor_idx ON portfolio_entries (linked_investor_id);

CREATE TABLE company_follows (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, company_id)
);
CREATE INDEX company_follows_company_idx ON company_follows (company_id);

-- The job seeker's profile; also holds the quick-apply settings.
CREATE TABLE applicant_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  phone text,
  headline text,
  about text,
  linkedin_url text,
  -- { "path", "name", "size", "contentType" } or null
  cv_file jsonb,
  locality text,
  address text,
  country text,
  country_code text,
  nationality_code text,
  -- { "categories": [], "positionTypes": [], "countryCodes": [] }
  preferences jsonb NOT NULL DEFAULT '{"categories": [], "positionTypes": [], "countryCodes": []}'::jsonb,
  platform jsonb NOT NULL DEFAULT '{"main": true}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
