import * as z from 'zod/mini';
import { pageSchema } from './common';
import { jobSearchPageSchema } from './job';
import { companyFundingStatuses } from './vocabulary';

/** Funding-aware job search: the statuses and their labels are in vocabulary.ts. */
export const companyFundingStatusSchema = z.enum(companyFundingStatuses);

/** Most investors one job search may name. */
export const MAX_SEARCH_INVESTORS = 10;
const INVESTOR_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const investorListError = `Must be investor keys separated by commas (at most ${MAX_SEARCH_INVESTORS})`;

/**
 * `investor` of GET /v2/jobs: one investor key or several separated by commas ("jobs at startups
 * backed by any of them"). Blank is absent; keys are lower-cased, repeated keys kept once.
 */
export const investorKeysQuerySchema = z.pipe(z.optional(z.union([z.string(), z.array(z.string())], { error: investorListError })), z.transform((value, context): string[] | undefined => {
    if (value === undefined) return undefined;
    const keys = [...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((key) => key.trim().toLowerCase()).filter(Boolean))];
    if (keys.length === 0) return undefined;
    if (keys.length > MAX_SEARCH_INVESTORS || keys.some((key) => key.length > 120 || !INVESTOR_KEY.test(key))) {
      context.issues.push({ code: 'custom', message: investorListError, input: value });
      return z.NEVER;
    }
    return keys;
  }));

/** GET /investors/{key}/portfolio-jobs query. */
export const portfolioJobsQuerySchema = z.object({
  page: pageSchema,
  pageSize: z._default(z.coerce.number('Must be a whole number').check(z.int('Must be a whole number'), z.gte(1, 'Must be at least 1'), z.lte(50, 'Must be at most 50')), 10),
});
export type PortfolioJobsQuery = z.output<typeof portfolioJobsQuerySchema>;
export type PortfolioJobsQueryInput = z.input<typeof portfolioJobsQuerySchema>;

/**
 * GET /investors/{key}/portfolio-jobs: open jobs at the startups in the investor's portfolio,
 * newest first (boosted ones lead, as in the job search), paged like the job search.
 */
export const portfolioJobsSchema = jobSearchPageSchema;
export type PortfolioJobs = z.infer<typeof portfolioJobsSchema>;
