-- No side doors into an account (docs/security.md): e-mail changes wait for the new address's
-- link, job digests wait for the address's confirmation, and stored mails lose their secret links.

-- An e-mail change is a token of its own purpose that carries the address it confirms.
ALTER TABLE email_tokens DROP CONSTRAINT IF EXISTS email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('verify-email', 'reset-password', 'link-linkedin', 'change-email'));
ALTER TABLE email_tokens ADD COLUMN new_email text;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_new_email_check CHECK ((purpose = 'change-email') = (new_email IS NOT NULL));

-- Double opt-in. The API writes confirmed_at itself (NULL until the address confirms); the
-- default keeps subscriptions from before double opt-in, and seeded ones, confirmed.
ALTER TABLE digest_subscriptions ADD COLUMN confirmed_at timestamptz DEFAULT now();
-- SHA-256 of the key in the confirmation mail; only the mail holds the key itself.
ALTER TABLE digest_subscriptions ADD COLUMN confirm_key_hash text UNIQUE;
ALTER TABLE digest_subscriptions ADD COLUMN confirm_expires_at timestamptz;
-- When a subscribe request last mailed this address: at most one such mail a day.
ALTER TABLE digest_subscriptions ADD COLUMN request_mailed_at timestamptz;

-- The secret links of a queued mail (reset, verification, invitation, confirmation, settings):
-- removed from the stored copy once it is sent; NULL afterwards or when it has none.
ALTER TABLE outbox_mails ADD COLUMN secret_links jsonb;
-- When the last of those links stops working (NULL: they do not expire); the pruning deletes
-- the mail then.
ALTER TABLE outbox_mails ADD COLUMN secret_expires_at timestamptz;
CREATE INDEX outbox_mails_created_idx ON outbox_mails (created_at);
