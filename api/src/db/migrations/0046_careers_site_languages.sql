-- The languages of a startup's careers site: the one it speaks by default and every one it
-- offers in its switcher (the default among them). A startup may choose them before it sets a
-- hero, so a row's headline may now be null: no hero, the site's own.
ALTER TABLE careers_sites ALTER COLUMN headline DROP NOT NULL;
ALTER TABLE careers_sites
  ADD COLUMN default_language text NOT NULL DEFAULT 'en' CHECK (default_language IN ('en', 'da', 'sv', 'nb', 'fi', 'is')),
  ADD COLUMN languages text[] NOT NULL DEFAULT '{en}'
    CHECK (languages <@ ARRAY['en', 'da', 'sv', 'nb', 'fi', 'is']::text[] AND cardinality(languages) >= 1),
  ADD CONSTRAINT careers_sites_default_language_offered CHECK (default_language = ANY (languages));
