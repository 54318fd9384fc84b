-- Funding-aware job search (issue 12): GET /v2/jobs?stage=&fundingStage=&funding=&investor= and
-- GET /investors/{key}/portfolio-jobs filter listings by their startup. Each filter is an EXISTS
-- on the startup (companies by primary key, portfolio_entries by linked_company_id). When the
-- filter is narrow (one investor's few startups), the planner starts from those startups and
-- reads their listings through these indexes, newest first, instead of scanning every listing.
CREATE INDEX job_listings_company_created_idx ON job_listings (company_id, created_at DESC);
CREATE INDEX job_listing_boosts_company_idx ON job_listing_boosts (company_id);

-- Startups by stage and funding round (few values each; the job search's semi-joins read them).
CREATE INDEX companies_stage_idx ON companies (stage) WHERE stage IS NOT NULL;
CREATE INDEX companies_funding_stage_idx ON companies (funding_stage) WHERE funding_stage IS NOT NULL;

-- An investor's investments, newest first ("recently funded" reads created_at).
CREATE INDEX portfolio_entries_investor_company_idx ON portfolio_entries (linked_company_id, owner_investor_id, created_at)
  WHERE owner_investor_id IS NOT NULL AND linked_company_id IS NOT NULL;
