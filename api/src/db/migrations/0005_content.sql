-- Editorial content: deals, blog posts, tools, partners, static pages, white-label feeds.

CREATE TABLE deals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('EXTENDED', 'DOWNLOAD')),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  partner_name text NOT NULL DEFAULT '',
  image_path text,
  partner_logo_path text,
  -- { "path", "name", "size", "contentType" } or null
  document_file jsonb,
  redeem_url text,
  company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  published boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deals_published_idx ON deals (position, created_at DESC) WHERE published;
CREATE INDEX deals_company_idx ON deals (company_id);

CREATE TABLE blog_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  intro text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  cover_image_path text,
  author_name text,
  author_image_url text,
  -- Null for the site's own posts; set for a startup's posts.
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC) WHERE published_at IS NOT NULL;
CREATE INDEX blog_posts_company_idx ON blog_posts (company_id, created_at DESC);

CREATE TABLE tools (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  logo_path text,
  category text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE partners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  website text NOT NULL DEFAULT '',
  logo_path text,
  category text,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Editable page texts by key ("partners", "about", ...).
CREATE TABLE pages (
  key text PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  body_text text NOT NULL DEFAULT '',
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE white_label_feeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  logo_path text,
  description text NOT NULL DEFAULT '',
  -- Host name the feed answers on, stored lower-case.
  domain text NOT NULL UNIQUE,
  -- Which jobs the feed lists: { "categories": [], "countryCodes": [], "companyKeys": [], "search": "" }
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  owner_company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX white_label_feeds_owner_idx ON white_label_feeds (owner_company_id);
