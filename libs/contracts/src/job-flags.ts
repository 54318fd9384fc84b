import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { jobListItemSchema } from './job';

/**
 * `:id` of the seeker's job actions (POST /jobs/{id}/save, ...): a job id is a UUID, so anything
 * else is a 400 naming the field rather than a lookup that can only fail.
 */
export const jobIdParamsSchema = z.object({
  id: z.guid('Must be a job id (a UUID)'),
});
export type JobIdParams = z.infer<typeof jobIdParamsSchema>;

/** The seeker's flag actions on a job (the product spec's calls). */
export const jobFlagActionSchema = z.enum(['save', 'unsave', 'interested', 'uninterested']);
export type JobFlagAction = z.infer<typeof jobFlagActionSchema>;

/**
 * The answer to every flag action: the job's flags for the signed-in user after the change
 * (the same `saved` and `interestedAt` that job lists and pages carry).
 */
export const jobFlagsSchema = z.object({
  id: idSchema,
  saved: z.boolean(),
  interestedAt: z.nullable(isoDateTimeSchema),
});
export type JobFlags = z.infer<typeof jobFlagsSchema>;

/**
 * GET /jobs/mine: the signed-in user's saved jobs and the jobs they marked interest in, most
 * recent first. Closed jobs stay listed with their effective status (EXPIRED or STOPPED).
 */
export const myJobsSchema = z.object({
  saved: z.array(jobListItemSchema),
  interested: z.array(jobListItemSchema),
});
export type MyJobs = z.infer<typeof myJobsSchema>;
