import type { AuditEvent, AuditLogQuery } from '@nordhub/contracts';
import type { Db } from '../../../db/db';

/** One security event. `detail` names things (ids, codes, provider), never a secret. */
export interface AuditRecord {
  event: AuditEvent;
  userId?: string | null;
  /** The address concerned (e.g. the one a failed sign-in tried). */
  email?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/** Where a request came from and what it asked for, as an audit row stores it. */
export interface AuditContext {
  ip: string | null;
  method: string | null;
  route: string | null;
}

/** Writes one audit row (in the caller's transaction when given one). */
export async function insertAuditRow(db: Db, record: AuditRecord, context: Partial<AuditContext>): Promise<void> {
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

export interface AuditRow {
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

/** The newest audit rows, of one event when the query names it. */
export function auditRows(db: Db, query: AuditLogQuery): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT id, at, event, user_id, email, ip, method, route, detail FROM audit_log
      WHERE ($1::text IS NULL OR event = $1) ORDER BY at DESC, id LIMIT $2`,
    [query.event ?? null, query.limit],
  );
}
