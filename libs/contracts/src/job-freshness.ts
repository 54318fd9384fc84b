import * as z from 'zod/mini';
import { apiErrorSchema } from './errors';
import { idSchema, isoDateTimeSchema } from './common';
import { jobStatusSchema } from './enums';

/**
 * POST /jobs/{id}/confirm-open. Managers of the job's startup (and admins) send no body; the
 * reminder e-mail's page sends the link's signed `token` instead of a session.
 */
export const jobConfirmOpenRequestSchema = z.object({
  token: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
});
export type JobConfirmOpenRequest = z.infer<typeof jobConfirmOpenRequestSchema>;

/** The answer of a confirmation: the job's new `confirmedOpenAt`. */
export const jobConfirmationSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: jobStatusSchema,
  confirmedOpenAt: isoDateTimeSchema,
});
export type JobConfirmation = z.infer<typeof jobConfirmationSchema>;

/** The open job a new posting would duplicate. */
export const duplicateJobSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Where it is, as the job shows it ('Copenhagen', 'Remote'...). */
  location: z.string(),
  /** The job's page in the startup portal (its edit page is `${link}/edit`). */
  link: z.string(),
  /** The public job page. */
  publicLink: z.string(),
});
export type DuplicateJob = z.infer<typeof duplicateJobSchema>;

/**
 * 409 of POST /companies/{key}/jobs when an open job of the startup has the same title (case and
 * spaces ignored) and place: the error body plus the existing job. Send `allowDuplicate: true`
 * to post anyway.
 */
export const duplicateJobErrorSchema = z.extend(apiErrorSchema, {
  code: z.literal('E_DUPLICATE_JOB'),
  existingJob: duplicateJobSchema,
});
export type DuplicateJobError = z.infer<typeof duplicateJobErrorSchema>;
