import * as z from 'zod/mini';
import { companySchema } from './company';

/** What a host name may look like: labels of letters, digits and hyphens, a top-level domain of letters. */
const HOST_NAME_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const careersDomainMessage = 'Please enter a host name only, such as careers.example.com (no https:// and no path)';

/**
 * A startup's careers domain as its settings take it: trimmed and lower-cased; '' or null
 * removes it. The server adds the rules that need data (not a main or feed host, not taken).
 */
export const careersDomainInputSchema = z.pipe(
  z.optional(
    z.nullable(
      z.string().check(z.trim(), z.toLowerCase(), z.refine((value) => value === '' || HOST_NAME_PATTERN.test(value), careersDomainMessage)),
    ),
  ),
  z.transform((value) => (value === '' ? null : value)),
);

/**
 * GET /companies/domain/{domain}: the startup whose careers site lives on that host, with what
 * the careers site shows (its branding, what it does, where it is and its key figures).
 */
export const careersSiteSchema = z.extend(z.pick(companySchema, {
    id: true,
    key: true,
    name: true,
    website: true,
    logoImage: true,
    galleryImages: true,
    whatWeDo: true,
    countries: true,
    keyFigures: true,
    perks: true,
    industries: true,
    headquarters: true,
    numberOfActiveJobs: true,
  }), {
    /** The careers host name itself (lower-case, no port). */
    domain: z.string(),
    /** The main site's origin (PUBLIC_URL, else the first main host), for Apply and "powered by" links. */
    mainSiteUrl: z.string(),
  });
export type CareersSite = z.infer<typeof careersSiteSchema>;
