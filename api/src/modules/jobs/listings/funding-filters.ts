import type { CompanyFundingStatus } from '@nordhub/contracts';
import { RECENT_FUNDING_DAYS } from '@nordhub/domain';

/** Funding-aware filters of a listing, on the job's startup. */
export interface StartupFilterSql {
  /** A value of the site configuration's company.stages. */
  stage?: string;
  /** A value of the site configuration's company.fundingStages. */
  fundingStage?: string;
  funding?: CompanyFundingStatus;
  /** Investor keys: startups in the portfolio of any of these live investors. */
  investorKeys?: readonly string[];
}

/**
 * "In a live investor's portfolio": an entry an investor owns that links the job's startup
 * (portfolio_entries_investor_company_idx, migration 0031). `extra` narrows the entry further.
 */
const backedSql = (extra = '') => `EXISTS (
  SELECT 1 FROM portfolio_entries AS pe JOIN investors AS pi ON pi.id = pe.owner_investor_id
   WHERE pe.linked_company_id = j.company_id AND pe.owner_investor_id IS NOT NULL AND pi.status = 'ACTIVE'${extra})`;

/** A startup column test on the job's startup (companies by primary key). */
const startupSql = (condition: string) => `EXISTS (SELECT 1 FROM companies AS fc WHERE fc.id = j.company_id AND ${condition})`;

/**
 * The funding status rules (documented in docs/job-search.md and contracts' funding-search.ts):
 * bootstrapped = says so and no live investor lists it; funded = a live investor lists it or it
 * names a funding round; recently funded = a live investor listed it in the last RECENT_FUNDING_DAYS.
 */
const FUNDING_STATUS_SQL: Record<CompanyFundingStatus, string> = {
  bootstrapped: `(${startupSql(`fc.funding_stage = 'bootstrapped'`)} AND NOT ${backedSql()})`,
  funded: `(${backedSql()} OR ${startupSql(`fc.funding_stage IS NOT NULL AND fc.funding_stage <> 'bootstrapped'`)})`,
  'recently-funded': backedSql(` AND pe.created_at >= now() - make_interval(days => ${RECENT_FUNDING_DAYS})`),
};

/** WHERE clauses of the startup filters; `add` appends a parameter and returns its placeholder. */
export function startupFilterSql(filters: StartupFilterSql, add: (value: unknown) => string): string[] {
  const where: string[] = [];
  if (filters.stage) where.push(startupSql(`fc.stage = ${add(filters.stage)}`));
  if (filters.fundingStage) where.push(startupSql(`fc.funding_stage = ${add(filters.fundingStage)}`));
  if (filters.funding) where.push(FUNDING_STATUS_SQL[filters.funding]);
  if (filters.investorKeys?.length) {
    // The named investors' startups are few: as an array (computed once), the listings are read
    // through job_listings_company_created_idx, about twice as fast as a semi-join on every listing.
    where.push(`j.company_id = ANY(ARRAY(
      SELECT pe.linked_company_id FROM portfolio_entries AS pe JOIN investors AS pi ON pi.id = pe.owner_investor_id
       WHERE pe.linked_company_id IS NOT NULL AND pe.owner_investor_id IS NOT NULL AND pi.status = 'ACTIVE'
         AND pi.key = ANY(${add(filters.investorKeys)}::text[])))`);
  }
  return where;
}
