-- Messages sent through the public contact form (/contact, POST /api/contact). The team gets
-- them by e-mail (reply-to the sender); the rows are the record of what arrived and when.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  topic text NOT NULL CHECK (topic IN ('JOB_SEEKER', 'STARTUP', 'INVESTOR', 'PARTNERSHIP', 'PRESS', 'OTHER')),
  message text NOT NULL,
  -- The signed-in user who sent it, if any (kept when the account is deleted).
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  remote_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC);
