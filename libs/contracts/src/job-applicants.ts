import * as z from 'zod/mini';

/**
 * POST /jobs/{id}/resend-applicants: how many applicants were listed in the mail sent to the
 * signed-in manager's own address (0: the job has none, and no mail is written).
 */
export const resendApplicantsResponseSchema = z.object({
  sent: z.int().check(z.gte(0)),
});
export type ResendApplicantsResponse = z.infer<typeof resendApplicantsResponseSchema>;
