import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

/**
 * Whether a domain (careers site, white-label feed) is served, and how its owner proves control:
 * 'pending' until Verify finds the token (TXT record or file), 'verified' while served,
 * 'revoked' when an admin stopped it. Only a verified domain is served.
 */
export const domainStatusSchema = z.enum(['pending', 'verified', 'revoked']);
export type DomainStatusValue = z.infer<typeof domainStatusSchema>;

export const domainVerificationSchema = z.object({
  status: domainStatusSchema,
  /** The TXT record to add: its name and value. */
  recordName: z.string(),
  recordValue: z.string(),
  /** Or the file to publish: its address; its content is recordValue. */
  fileUrl: z.string(),
  verifiedAt: z.nullable(isoDateTimeSchema),
});
export type DomainVerification = z.infer<typeof domainVerificationSchema>;
