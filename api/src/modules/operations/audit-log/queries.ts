import type { AuditEvent, AuditLogEntry, AuditLogQuery } from '@nordhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/db';

/** One security event. `detail` names things (ids, codes, provider), never a secret. */
export interface AuditRecord {
  event: AuditEvent;
  userId?: string | null;
  /** The address concerned (e.g. the one a failed sign-in tried). */
  email?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/** Where a request came from and what it asked for: the client IP and the route pattern (never its URL). */
export const requestContext = (request: FastifyRequest) => ({
  ip: request.ip,
  method: request.method,
  // The pattern (/api/digest/:settingsKey), not the URL: URLs can carry keys and signatures.
  route: request.routeOptions.url ?? null,
});

/** Writes one audit row (in the caller's transaction when given one). */
export async function recordAuditEvent(db: Db, record: AuditRecord, context: Partial<ReturnType<typeof requestContext>> = {}): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (event, user_id, email, ip, method, route, detail) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      record.event,
      record.userId ?? null,
      record.email ? record.email.trim().toLowerCase().slice(0, 200) : null,
      context.ip ?? null,
      context.method ?? null,
      context.route ?? null,
      JSON.stringify(record.detail ?? {}),
    ],
  );
}

/** recordAuditEvent for a request: its user (unless given), IP and route. */
export function auditRequest(request: FastifyRequest, record: AuditRecord): Promise<void> {
  const userId = record.userId === undefined ? (request.sessionUser?.userId ?? null) : record.userId;
  return recordAuditEvent(request.server.db, { ...record, userId }, requestContext(request));
}

interface AuditRow {
  id: string;
  at: Date;
  event: AuditEvent;
  user_id: string | null;
  email: string | null;
  ip: string | null;
  method: string | null;
  route: string | null;
  detail: Record<string, unknown>;
  [column: string]: unknown;
}

export async function listAuditEvents(db: Db, query: AuditLogQuery): Promise<AuditLogEntry[]> {
  const rows = await db.query<AuditRow>(
    `SELECT id, at, event, user_id, email, ip, method, route, detail FROM audit_log
      WHERE ($1::text IS NULL OR event = $1) ORDER BY at DESC, id LIMIT $2`,
    [query.event ?? null, query.limit],
  );
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
