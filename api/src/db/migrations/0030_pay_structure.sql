-- Pay shown as structure (issue 12): a salary range states what it is paid for (a month or a
-- year), an equity offer may be a range (other_compensation_percentage is its lower end, or the
-- one share), and a rates table turns a salary into the visitor's currency.
ALTER TABLE jobs
  ADD COLUMN salary_period text CHECK (salary_period IN ('monthly', 'yearly')),
  ADD COLUMN other_compensation_percentage_max numeric
    CHECK (other_compensation_percentage_max >= 0 AND other_compensation_percentage_max <= 100);

-- "Shows salary" (GET /v2/jobs?withSalary=true) is salary_type = 'range' on the listings. Newest
-- first is the usual order, so the filter reads this index in that order and stops at the page.
CREATE INDEX job_listings_with_salary_created_idx ON job_listings (created_at DESC) WHERE salary_type = 'range';

-- Exchange rates: 1 unit of base_currency buys `rate` units of quote_currency, as published by
-- `source` for the day as_of. Readers take the newest day of each pair (GET /currency-rates).
-- The rows below are a fixed table of reference rates; in production a scheduled import
-- (npm run rates:import -w api, reading CURRENCY_RATES_URL) adds a new day's rows.
CREATE TABLE currency_rates (
  base_currency text NOT NULL CHECK (base_currency ~ '^[A-Z]{3}$'),
  quote_currency text NOT NULL CHECK (quote_currency ~ '^[A-Z]{3}$' AND quote_currency <> base_currency),
  rate numeric NOT NULL CHECK (rate > 0),
  source text NOT NULL,
  as_of date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (base_currency, quote_currency, as_of)
);

-- Euro reference rates of the European Central Bank for Friday 2026-11-20. The ECB has not
-- published a krona rate for Iceland since 2008, so the euro/ISK rate is the Central Bank of
-- Iceland's official rate of the same day.
INSERT INTO currency_rates (base_currency, quote_currency, rate, source, as_of) VALUES
  ('EUR', 'DKK', 7.4592, 'European Central Bank reference rates', '2026-11-20'),
  ('EUR', 'SEK', 10.9855, 'European Central Bank reference rates', '2026-11-20'),
  ('EUR', 'NOK', 11.7340, 'European Central Bank reference rates', '2026-11-20'),
  ('EUR', 'ISK', 145.70, 'Central Bank of Iceland official rates', '2026-11-20');
