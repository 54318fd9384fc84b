-- Scout and headhunter orders (docs/payments.md, "Scout and headhunter orders"): a startup orders a
-- search for one role, pays at the same checkout as jobs, and the team works the order through its
-- statuses. A payment is now for a job or for an order, never both.

CREATE TABLE scout_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The manager who placed the order.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('scout', 'headhunter')),
  role text NOT NULL,
  brief text NOT NULL,
  budget text NOT NULL,
  contact_name text NOT NULL,
  contact_email text NOT NULL,
  contact_phone text NOT NULL DEFAULT '',
  -- The price when ordered, by the company's country; the checkout charges this.
  amount numeric NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  country_code text,
  status text NOT NULL DEFAULT 'awaiting_payment' CHECK (status IN ('awaiting_payment', 'paid', 'in_progress', 'delivered')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX scout_orders_company_idx ON scout_orders (company_id, created_at DESC);

ALTER TABLE payments ALTER COLUMN job_id DROP NOT NULL;
ALTER TABLE payments ADD COLUMN scout_order_id uuid REFERENCES scout_orders (id) ON DELETE CASCADE;
ALTER TABLE payments DROP CONSTRAINT payments_product_check;
ALTER TABLE payments ADD CONSTRAINT payments_product_check CHECK (product IN ('post', 'boost', 'scout', 'headhunter'));
ALTER TABLE payments ADD CONSTRAINT payments_one_item CHECK ((job_id IS NULL) <> (scout_order_id IS NULL));
CREATE INDEX payments_scout_order_idx ON payments (scout_order_id) WHERE scout_order_id IS NOT NULL;
