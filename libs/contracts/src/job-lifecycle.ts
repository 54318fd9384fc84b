import { JOB_ACTIONS } from '@nordhub/domain';
import * as z from 'zod/mini';
import { jobStatusSchema } from './enums';

/** A lifecycle action (libs/domain job-lifecycle.ts holds the rules). */
export const jobActionSchema = z.enum(JOB_ACTIONS, {
  error: `Please choose an action: ${JOB_ACTIONS.join(', ')}`,
});
export type JobActionInput = z.infer<typeof jobActionSchema>;

/** POST /jobs/{id}/transitions. */
export const jobTransitionRequestSchema = z.object({ action: jobActionSchema });
export type JobTransitionRequest = z.infer<typeof jobTransitionRequestSchema>;

/** The longest reason an admin may give for rejecting a job in review. */
export const JOB_REJECTION_REASON_MAX = 2000;

/** The message for a rejection without a reason (the API's and the review page's). */
export const jobRejectionReasonMessage = 'Please say why the job is rejected';

/** POST /job-review/{id}/reject: why the job is not published, mailed to the startup's managers. */
export const jobRejectionRequestSchema = z.object({
  reason: z.string().check(
    z.trim(),
    z.minLength(1, { error: jobRejectionReasonMessage }),
    z.maxLength(JOB_REJECTION_REASON_MAX, { error: `Please keep the reason under ${JOB_REJECTION_REASON_MAX} characters` }),
  ),
});
export type JobRejectionRequest = z.infer<typeof jobRejectionRequestSchema>;

/**
 * A job's review (GET /jobs/{id}/review for its managers; the admin queue's items): whether it
 * waits, whether its posting is paid (never charged again), and the last rejection's reason.
 */
export const jobReviewSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  status: jobStatusSchema,
  company: z.object({ key: z.string(), name: z.string() }),
  place: z.nullable(z.string()),
  waiting: z.boolean(),
  paid: z.boolean(),
  submittedAt: z.nullable(z.string()),
  /** The last rejection, until the job goes live. */
  rejection: z.nullable(z.object({ reason: z.string(), at: z.string() })),
});
export type JobReview = z.infer<typeof jobReviewSchema>;

/** GET /job-review: the jobs waiting for review, the longest waiting first (admins). */
export const jobReviewQueueSchema = z.object({ jobs: z.array(jobReviewSchema) });
export type JobReviewQueue = z.infer<typeof jobReviewQueueSchema>;
