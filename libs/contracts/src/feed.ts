import * as z from 'zod/mini';
import { idSchema } from './common';
import { domainVerificationSchema } from './domain-verification';
import { imageSchema } from './image';
import { jobSearchQuerySchema } from './job-search';
import { siteLocaleSchema } from './enums';

/** A partner's white-label job feed, served on its own host (GET /companies/white-label-feed-domain/{domain}). */
export const feedSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  logo: z.nullable(imageSchema),
  description: z.string(),
  /** Host name the feed answers on, e.g. "acme.feeds.localhost". */
  domain: z.string(),
  /** The language the feed speaks around its jobs (and its applicants' mails). */
  language: siteLocaleSchema,
});
export type Feed = z.infer<typeof feedSchema>;

/** Which jobs a feed lists; empty lists mean "any". */
export const feedFiltersSchema = z.object({
  categories: z._default(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(30)), []),
  countryCodes: z._default(z.array(z.string().check(z.maxLength(10))).check(z.maxLength(30)), []),
  companyKeys: z._default(z.array(z.string().check(z.maxLength(120))).check(z.maxLength(100)), []),
  search: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
});
export type FeedFilters = z.infer<typeof feedFiltersSchema>;

/** A feed as its owner manages it (GET /companies/{key}/white-label-feeds). */
export const ownedFeedSchema = z.extend(feedSchema, {
  filters: feedFiltersSchema,
  /** Live jobs the feed lists now. */
  numberOfJobs: z.int().check(z.gte(0)),
  createdAt: z.string(),
  /** The domain's proof of control; the feed is served only once verified. */
  domainVerification: domainVerificationSchema,
});
export type OwnedFeed = z.infer<typeof ownedFeedSchema>;

export const feedDomainMessage = 'Please enter a host name such as jobs.example.com (letters, digits, hyphens and dots)';

/**
 * A host name: lower-cased, labels of letters, digits and inner hyphens, at least one dot, no
 * scheme, port or path (a pasted "https://Jobs.Example.com/" is tidied first).
 */
export const feedDomainSchema = z.pipe(
  z.pipe(
    z.string(feedDomainMessage).check(z.trim(), z.toLowerCase()),
    z.transform((value) => value.replace(/^https?:\/\//, '').replace(/\/$/, '')),
  ),
  z.string().check(
    z.maxLength(253, feedDomainMessage),
    z.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, feedDomainMessage),
  ),
);

/** POST /companies/{key}/white-label-feeds. */
export const feedInputSchema = z.object({
  name: z.string('Please enter the feed name').check(z.trim(), z.minLength(1, 'Please enter the feed name'), z.maxLength(100, 'Name must be at most 100 characters')),
  logo: z.optional(z.nullable(imageSchema)),
  description: z._default(z.string().check(z.trim(), z.maxLength(2000, 'Description must be at most 2000 characters')), ''),
  domain: feedDomainSchema,
  language: z._default(siteLocaleSchema, 'en'),
  filters: z._default(feedFiltersSchema, { categories: [], countryCodes: [], companyKeys: [], search: '' }),
});
export type FeedInput = z.input<typeof feedInputSchema>;

/** PATCH /companies/{key}/white-label-feeds/{id}: the language the feed speaks. */
export const feedLanguageSchema = z.object({ language: siteLocaleSchema });
export type FeedLanguage = z.infer<typeof feedLanguageSchema>;

/**
 * GET /companies/white-label-feed-domain/{domain}: the feed a white-label host serves, with the
 * rules its jobs follow and the main site's origin (job pages link there to apply).
 */
export const publicFeedSchema = z.extend(feedSchema, {
  filters: feedFiltersSchema,
  /** Origin of the main site, e.g. "https://nordhub.example" (no trailing slash). */
  mainSiteUrl: z.string(),
});
export type PublicFeed = z.infer<typeof publicFeedSchema>;

/** GET /white-label-feeds/{key}/jobs: a visitor's search inside a feed (the feed's rules always apply). */
export const feedJobsQuerySchema = z.pick(jobSearchQuerySchema, { search: true, country: true, page: true, pageSize: true });
export type FeedJobsQueryInput = z.input<typeof feedJobsQuerySchema>;
export type FeedJobsQuery = z.output<typeof feedJobsQuerySchema>;
