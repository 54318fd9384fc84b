-- The language an applicant's mails speak (libs/domain siteLocales): an application made on a
-- careers site or a white-label feed keeps that site's language (null: the main site, English);
-- a job digest speaks its subscriber's chosen language; a partner's feed speaks the one it chose.
ALTER TABLE applications
  ADD COLUMN language text CHECK (language IN ('en', 'da', 'sv', 'nb', 'fi', 'is'));

ALTER TABLE digest_subscriptions
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'da', 'sv', 'nb', 'fi', 'is'));

ALTER TABLE white_label_feeds
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'da', 'sv', 'nb', 'fi', 'is'));
