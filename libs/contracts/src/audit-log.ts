import * as z from 'zod/mini';
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
  userId: z.nullable(idSchema),
  email: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  method: z.nullable(z.string()),
  route: z.nullable(z.string()),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** GET /audit-log: newest first, optionally one event, at most `limit` rows (admins only). */
export const auditLogQuerySchema = z.object({
  event: z.optional(auditEventSchema),
  limit: z._default(z.coerce.number().check(z.int('limit must be a whole number'), z.gte(1, 'limit must be at least 1'), z.lte(500, 'limit must be at most 500')), 100),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
