-- Payments for posting and boosting jobs (docs/payments.md). One row per checkout; confirming
-- moves it from open to paid exactly once (a conditional UPDATE inside the transaction that also
-- changes the job), so a confirmation that arrives twice changes nothing the second time.

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The manager who started the checkout; the receipt goes to them.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  product text NOT NULL CHECK (product IN ('post', 'boost')),
  provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
  -- The provider's id of the checkout (Stripe's cs_...); unique per provider.
  provider_reference text,
  amount numeric NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  country_code text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled')),
  -- Same-site paths only (checked before they are stored).
  success_path text NOT NULL,
  cancel_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  cancelled_at timestamptz,
  UNIQUE (provider, provider_reference)
);
CREATE INDEX payments_job_idx ON payments (job_id, created_at DESC);
CREATE INDEX payments_company_idx ON payments (company_id, created_at DESC);

-- Webhook events already handled, so a provider's retry of the same event is answered and ignored.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
