import * as z from 'zod';
import { idSchema } from './common';
import { imageSchema } from './image';
import { jobSearchQuerySchema } from './job-search';

/** A partner's white-label job feed, served on its own host (GET /companies/white-label-feed-domain/{domain}). */
export const feedSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  logo: imageSchema.nullable(),
  description: z.string(),
  /** Host name the feed answers on, e.g. "acme.feeds.localhost". */
  domain: z.string(),
});
export type Feed = z.infer<typeof feedSchema>;

/** Which jobs a feed lists; empty lists mean "any". */
export const feedFiltersSchema = z.object({
  categories: z.array(z.string().max(50)).max(30).default([]),
  countryCodes: z.array(z.string().max(10)).max(30).default([]),
  companyKeys: z.array(z.string().max(120)).max(100).default([]),
  search: z.string().trim().max(200).default(''),
});
export type FeedFilters = z.infer<typeof feedFiltersSchema>;

/** A feed as its owner manages it (GET /companies/{key}/white-label-feeds). */
export const ownedFeedSchema = feedSchema.extend({
  filters: feedFiltersSchema,
  /** Live jobs the feed lists now. */
  numberOfJobs: z.number().int().min(0),
  createdAt: z.string(),
});
export type OwnedFeed = z.infer<typeof ownedFeedSchema>;

export const feedDomainMessage = 'Please enter a host name such as jobs.example.com (letters, digits, hyphens and dots)';

/**
 * A host name: lower-cased, labels of letters, digits and inner hyphens, at least one dot, no
 * scheme, port or path (a pasted "https://Jobs.Example.com/" is tidied first).
 */
export const feedDomainSchema = z
  .string(feedDomainMessage)
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/$/, ''))
  .pipe(
    z
      .string()
      .max(253, feedDomainMessage)
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, feedDomainMessage),
  );

/** POST /companies/{key}/white-label-feeds. */
export const feedInputSchema = z.object({
  name: z.string('Please enter the feed name').trim().min(1, 'Please enter the feed name').max(100, 'Name must be at most 100 characters'),
  logo: imageSchema.nullable().optional(),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').default(''),
  domain: feedDomainSchema,
  filters: feedFiltersSchema.default({ categories: [], countryCodes: [], companyKeys: [], search: '' }),
});
export type FeedInput = z.input<typeof feedInputSchema>;

/**
 * GET /companies/white-label-feed-domain/{domain}: the feed a white-label host serves, with the
 * rules its jobs follow and the main site's origin (job pages link there to apply).
 */
export const publicFeedSchema = feedSchema.extend({
  filters: feedFiltersSchema,
  /** Origin of the main site, e.g. "https://nordhub.example" (no trailing slash). */
  mainSiteUrl: z.string(),
});
export type PublicFeed = z.infer<typeof publicFeedSchema>;

/** GET /white-label-feeds/{key}/jobs: a visitor's search inside a feed (the feed's rules always apply). */
export const feedJobsQuerySchema = jobSearchQuerySchema.pick({ search: true, country: true, page: true, pageSize: true });
export type FeedJobsQueryInput = z.input<typeof feedJobsQuerySchema>;
export type FeedJobsQuery = z.output<typeof feedJobsQuerySchema>;
