import { JOB_ACTIONS } from '@nordhub/domain';
import * as z from 'zod/mini';

/** A lifecycle action (libs/domain job-lifecycle.ts holds the rules). */
export const jobActionSchema = z.enum(JOB_ACTIONS, {
  error: `Please choose an action: ${JOB_ACTIONS.join(', ')}`,
});
export type JobActionInput = z.infer<typeof jobActionSchema>;

/** POST /jobs/{id}/transitions. */
export const jobTransitionRequestSchema = z.object({ action: jobActionSchema });
export type JobTransitionRequest = z.infer<typeof jobTransitionRequestSchema>;
