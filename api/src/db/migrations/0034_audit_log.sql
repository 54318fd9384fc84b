-- The audit log of security events (issue 10, docs/security.md "Rate limits and the audit log"):
-- sign-ins and failed sign-ins, password changes, reset requests and resets, permission
-- refusals (403 answers) and payment confirmations. Who (user and/or the e-mail tried), from
-- where (ip), on which route; never a password, token, key or signature.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL DEFAULT now(),
  event text NOT NULL CHECK (event IN (
    'sign-in', 'sign-in-failed', 'password-changed', 'password-reset-requested', 'password-reset',
    'permission-refused', 'payment-confirmed'
  )),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text,
  ip text,
  method text,
  route text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- The admin's view reads the newest first, optionally of one event.
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
CREATE INDEX audit_log_event_at_idx ON audit_log (event, at DESC);
