import * as z from 'zod/mini';
import { isoDateTimeSchema, pageSchema, pageSizeSchema, queryBooleanSchema, queryEnum, queryTextSchema } from './common';
import { isoCountryCodeSchema, jobCategoryGroupSchema, jobCategorySchema, jobSearchCountrySchema, jobSortSchema, positionTypeSchema, salaryTypeSchema } from './enums';
import { jobListItemSchema, jobSearchPageSchema } from './job';
import { companyFundingStatusSchema, investorKeysQuerySchema, MAX_SEARCH_INVESTORS } from './funding-search';

const wholeNumber = 'Must be a whole number';
/** A country code in a query (any case; blank is absent): "se" -> "SE". */
const queryCountryCodeSchema = z.optional(
  z.pipe(
    z.transform((value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim().toUpperCase()) : value)),
    z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'Must be a two-letter country code such as SE'))),
  ),
);
/** Largest page of the job search. */
export const MAX_JOB_PAGE_SIZE = 100;
export const jobSearchLimitSchema = z.optional(
  z.coerce
    .number(wholeNumber)
    .check(z.int(wholeNumber), z.gte(1, 'Must be at least 1'), z.lte(MAX_JOB_PAGE_SIZE, `Must be at most ${MAX_JOB_PAGE_SIZE}`)),
);

/**
 * GET /v2/jobs query. Every field is optional and parses URLSearchParams values: blanks are
 * absent, numbers and booleans are coerced. `country` accepts REMOTE ("remote jobs only").
 */
export const jobSearchQuerySchema = z.object({
  search: queryTextSchema,
  country: queryEnum(jobSearchCountrySchema),
  city: queryTextSchema,
  category: queryEnum(jobCategorySchema),
  /** The coarser grouping of the product spec's entities (e.g. "development" = full-stack, front-end, back-end). */
  categoryGroup: queryEnum(jobCategoryGroupSchema),
  positionType: queryEnum(positionTypeSchema),
  remote: queryBooleanSchema,
  salaryType: queryEnum(salaryTypeSchema),
  /** true: only jobs that show a salary (a range with its amounts). */
  withSalary: queryBooleanSchema,
  /**
   * true: only jobs at startups that answer ("Startups that answer"): at least five counted
   * applications and at least 70% answered within 14 days (docs/employers-who-answer.md).
   */
  responsive: queryBooleanSchema,
  /** true: only jobs where English is fine (no local language required). */
  englishOk: queryBooleanSchema,
  /** true: only jobs that sponsor a work visa. */
  visaSponsorship: queryBooleanSchema,
  /** true: only jobs that help with relocation. */
  relocationSupport: queryBooleanSchema,
  /** Only remote jobs that may be done from this country (ISO code, e.g. SE; domain's remoteWorkCountries). */
  remoteFrom: queryCountryCodeSchema,
  sort: queryEnum(jobSortSchema),
  page: pageSchema,
  pageSize: pageSizeSchema,
  /** Same as pageSize (the name some callers use); wins over pageSize when both are given. */
  limit: jobSearchLimitSchema,
  /** Restrict to one company (careers pages, widgets). */
  company: queryTextSchema,
  /** Restrict to a white-label feed. */
  feed: queryTextSchema,
  /** Startups at this stage: a value of the site configuration's company.stages. */
  stage: queryTextSchema,
  /** Startups at this funding round: a value of the site configuration's company.fundingStages. */
  fundingStage: queryTextSchema,
  /** Startups with this funding status (see companyFundingStatusSchema). */
  funding: queryEnum(companyFundingStatusSchema),
  /** Startups backed by any of these investors (investor keys, comma-separated). */
  investor: investorKeysQuerySchema,
});
/** What a caller may pass (strings from a URL or typed values). */
export type JobSearchQueryInput = z.input<typeof jobSearchQuerySchema>;
/** What the server works with after parsing. */
export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;

/** GET /v2/jobs: one page of the job search (see jobSearchPageSchema). */
export const jobListResponseSchema = jobSearchPageSchema;
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/**
 * GET /v2/featuredjobs, /v2/jobs/latest/3 and /v2/jobs/{id}/related: plain lists, never paged.
 * Featured jobs come in the order to show (the longest-running boost first), at most `limit`.
 */
export const jobListSchema = z.array(jobListItemSchema);
export type JobList = z.infer<typeof jobListSchema>;

/** Which search box asks for suggestions: the free-text box or the location box. */
export const jobSuggestionFieldSchema = z.enum(['search', 'location']);
export type JobSuggestionField = z.infer<typeof jobSuggestionFieldSchema>;

/** GET /v2/jobs/suggestions?field=search|location&q=... (typo-tolerant autocomplete). */
export const jobSuggestionsQuerySchema = z.object({
  field: z._default(jobSuggestionFieldSchema, 'search'),
  q: z.string('Please type something to get suggestions').check(z.trim(), z.minLength(1, 'Please type something to get suggestions'), z.maxLength(100, 'Must be at most 100 characters')),
});
export type JobSuggestionsQuery = z.infer<typeof jobSuggestionsQuerySchema>;

export const jobSuggestionSchema = z.object({
  /** The suggested text (a job title, or a city or country). */
  text: z.string(),
  /** Open jobs with that title or in that place. */
  jobs: z.int().check(z.gte(0)),
});
export type JobSuggestion = z.infer<typeof jobSuggestionSchema>;

/** At most 8 suggestions, best first. */
export const jobSuggestionsResponseSchema = z.object({
  field: jobSuggestionFieldSchema,
  suggestions: z.array(jobSuggestionSchema).check(z.maxLength(8)),
});
export type JobSuggestionsResponse = z.infer<typeof jobSuggestionsResponseSchema>;

/** POST /jobs/{id}/view: the job's view count, and whether this call counted a new view. */
export const jobViewResponseSchema = z.object({
  views: z.int().check(z.gte(0)),
  counted: z.boolean(),
});
export type JobViewResponse = z.infer<typeof jobViewResponseSchema>;

/**
 * Filters of a saved search or digest, beyond its key (search text, location, country):
 * plain typed values, as stored.
 */
export const jobSearchFiltersSchema = z.object({
  /** Nordic reality filters (job-work-conditions.ts). */
  englishOk: z.optional(z.boolean()),
  visaSponsorship: z.optional(z.boolean()),
  relocationSupport: z.optional(z.boolean()),
  remoteFrom: z.optional(isoCountryCodeSchema),
  category: z.optional(jobCategorySchema),
  /** The coarser grouping, as on /jobs (a saved search must count what its search shows). */
  categoryGroup: z.optional(jobCategoryGroupSchema),
  positionType: z.optional(positionTypeSchema),
  remote: z.optional(z.boolean()),
  salaryType: z.optional(salaryTypeSchema),
  /** Only jobs that show a salary. */
  withSalary: z.optional(z.boolean()),
  /** Only jobs at startups that answer their applicants (response records). */
  responsive: z.optional(z.boolean()),
  /** Funding-aware search: the startup's stage, funding round, funding status and investors. */
  stage: z.optional(z.string().check(z.maxLength(100, 'Must be at most 100 characters'))),
  fundingStage: z.optional(z.string().check(z.maxLength(100, 'Must be at most 100 characters'))),
  funding: z.optional(companyFundingStatusSchema),
  /** Investor keys, comma-separated, as in the search's URL. */
  investor: z.optional(z.string().check(z.refine((text) => investorKeysQuerySchema.safeParse(text).success, `Must be investor keys separated by commas (at most ${MAX_SEARCH_INVESTORS})`))),
});
export type JobSearchFilters = z.infer<typeof jobSearchFiltersSchema>;

/** The identity of a saved search: search text, location (city) and country. */
export const savedSearchKeySchema = z.object({
  // The same limits as the search's query (jobSearchQuerySchema), so every key is a valid search.
  search: z.string().check(z.maxLength(200, 'Must be at most 200 characters')),
  location: z.string().check(z.maxLength(200, 'Must be at most 200 characters')),
  countryCode: z.nullable(jobSearchCountrySchema),
});
export type SavedSearchKey = z.infer<typeof savedSearchKeySchema>;

/** `key` on the wire: the JSON text of a SavedSearchKey (see savedSearchKeyToString). */
export const savedSearchKeyStringSchema = z.string().check(z.minLength(2), z.maxLength(1000), z.refine((text) => {
    try {
      return savedSearchKeySchema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, 'Must be the JSON text of { search, location, countryCode }'));

/** The key's parts, or null when `text` is not a valid key. */
export function parseSavedSearchKey(text: string): SavedSearchKey | null {
  try {
    const parsed = savedSearchKeySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Most saved searches one user may keep (POST job-search answers 409 beyond it). */
export const MAX_SAVED_JOB_SEARCHES = 20;

/** A saved (pinned) job search as returned by GET job-search. */
export const savedJobSearchSchema = z.object({
  id: z.string(),
  key: z.string(),
  filters: jobSearchFiltersSchema,
  /** New jobs are counted from this moment. */
  since: isoDateTimeSchema,
  pinned: z.boolean(),
  /** Jobs matching since `since`. */
  count: z.int().check(z.gte(0)),
});
export type SavedJobSearch = z.infer<typeof savedJobSearchSchema>;

/** POST job-search. */
export const savedSearchCreateSchema = z.object({
  key: savedSearchKeyStringSchema,
  filters: jobSearchFiltersSchema,
  since: isoDateTimeSchema,
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

/** PATCH job-search/{id}. */
export const savedSearchUpdateSchema = z.object({
    filters: z.optional(jobSearchFiltersSchema),
    since: z.optional(isoDateTimeSchema),
    pinned: z.optional(z.boolean()),
  }).check(z.refine((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update'));
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

/** POST jobs/count/bulk: how many jobs match each search since its `since`. */
export const jobsCountBulkRequestSchema = z.object({
  items: z.array(savedSearchCreateSchema).check(z.minLength(1), z.maxLength(50)),
});
export type JobsCountBulkRequest = z.infer<typeof jobsCountBulkRequestSchema>;

export const jobsCountBulkResponseSchema = z.object({
  results: z.array(z.object({ key: z.string(), count: z.int().check(z.gte(0)) })),
});
export type JobsCountBulkResponse = z.infer<typeof jobsCountBulkResponseSchema>;
