import type { AuditLogEntry, AuditLogQuery } from '@nordhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/db';
import { auditRows, insertAuditRow, type AuditRecord } from './queries';

/** Where a request came from and what it asked for: the client IP and the route pattern (never its URL). */
export const requestContext = (request: FastifyRequest) => ({
  ip: request.ip,
  method: request.method,
  // The pattern (/api/digest/:settingsKey), not the URL: URLs can carry keys and signatures.
  route: request.routeOptions.url ?? null,
});

/** Records one security event (in the caller's transaction when given one). */
export function recordAuditEvent(db: Db, record: AuditRecord, context: Partial<ReturnType<typeof requestContext>> = {}): Promise<void> {
  return insertAuditRow(db, record, context);
}

/** recordAuditEvent for a request: its user (unless given), IP and route. */
export function auditRequest(request: FastifyRequest, record: AuditRecord): Promise<void> {
  const userId = record.userId === undefined ? (request.sessionUser?.userId ?? null) : record.userId;
  return recordAuditEvent(request.server.db, { ...record, userId }, requestContext(request));
}

/** GET /audit-log: the security events, newest first. */
export async function listAuditEvents(db: Db, query: AuditLogQuery): Promise<AuditLogEntry[]> {
  const rows = await auditRows(db, query);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    event: row.event,
    userId: row.user_id,
    email: row.email,
    ip: row.ip,
    method: row.method,
    route: row.route,
    detail: row.detail,
  }));
}
