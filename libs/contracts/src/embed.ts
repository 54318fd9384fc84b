import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { positionTypeSchema } from './enums';

/**
 * One open job as the embeds (job-list widget, career-page script) show it: public fields only,
 * with the absolute address of its page on the main site.
 */
export const embedJobSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** "Copenhagen, Denmark", "Remote" or "Copenhagen, Denmark · Remote"; '' when none is known. */
  location: z.string(),
  isRemote: z.boolean(),
  positionType: positionTypeSchema,
  createdAt: isoDateTimeSchema,
  /** The job's page on the main site (absolute). */
  url: z.string(),
});
export type EmbedJob = z.infer<typeof embedJobSchema>;

/** GET /api/embed/companies/{key}/jobs: an ACTIVE startup's open jobs, newest first (any origin may read it). */
export const embedCompanyJobsSchema = z.object({
  company: z.object({
    key: z.string(),
    name: z.string(),
    /** The startup's page on the main site (absolute). */
    url: z.string(),
  }),
  jobs: z.array(embedJobSchema),
});
export type EmbedCompanyJobs = z.infer<typeof embedCompanyJobsSchema>;
