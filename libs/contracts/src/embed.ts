import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { positionTypeSchema, siteLocaleSchema } from './enums';

/**
 * One open job as the embeds (job-list widget, career-page script) show it: public fields only,
 * with the absolute address of its page on the main site.
 */
export const embedJobSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** "Copenhagen, Denmark", "Remote" or "Copenhagen, Denmark · Remote" (Remote in the answer's language); '' when none is known. */
  location: z.string(),
  isRemote: z.boolean(),
  positionType: positionTypeSchema,
  createdAt: isoDateTimeSchema,
  /** The job's page on the main site (absolute). */
  url: z.string(),
});
export type EmbedJob = z.infer<typeof embedJobSchema>;

/** GET /api/embed/companies/{key}/jobs?lang=: the language the career-page script asked for (its `lang` attribute). */
export const embedCompanyJobsQuerySchema = z.object({ lang: z.optional(z.string().check(z.maxLength(35))) });

/** The career-page script's words in the answer's language. */
export const embedTextsSchema = z.object({
  /** "Open jobs at {name}". */
  heading: z.string(),
  /** "{name} has no open jobs right now." */
  noJobs: z.string(),
  /** The link to the startup's page on Nordhub: "Jobs by Nordhub". */
  poweredBy: z.string(),
  positionTypes: z.record(positionTypeSchema, z.string()),
});
export type EmbedTexts = z.infer<typeof embedTextsSchema>;

/** GET /api/embed/companies/{key}/jobs: an ACTIVE startup's open jobs, newest first (any origin may read it). */
export const embedCompanyJobsSchema = z.object({
  company: z.object({
    key: z.string(),
    name: z.string(),
    /** The startup's page on the main site (absolute). */
    url: z.string(),
  }),
  jobs: z.array(embedJobSchema),
  /** The language of the texts and the jobs' locations: `?lang=` when it is a site language, else English. */
  language: siteLocaleSchema,
  texts: embedTextsSchema,
});
export type EmbedCompanyJobs = z.infer<typeof embedCompanyJobsSchema>;
