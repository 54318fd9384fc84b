import * as z from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

/** Security events kept in the audit log (docs/security.md, "Rate limits and the audit log"). */
export const auditEventSchema = z.enum([
  'sign-in',
  'sign-in-failed',
  'password-changed',
  'password-reset-requested',
  'password-reset',
  'permission-refused',
  'payment-confirmed',
]);
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** One row of GET /audit-log: never a password, token, key or signature. */
export const auditLogEntrySchema = z.object({
  id: idSchema,
  at: isoDateTimeSchema,
  event: auditEventSchema,
  userId: idSchema.nullable(),
  email: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.string().nullable(),
  route: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** GET /audit-log: newest first, optionally one event, at most `limit` rows (admins only). */
export const auditLogQuerySchema = z.object({
  event: auditEventSchema.optional(),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(500, 'limit must be at most 500').default(100),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
