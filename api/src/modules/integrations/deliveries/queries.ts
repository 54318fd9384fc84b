import type { Db } from '../../../db/db';
import type { DeliveryKind } from './worker';

export interface DueRow {
  id: string;
  kind: DeliveryKind;
  company_id: string;
  application_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
  [column: string]: unknown;
}

/** Claims up to 50 due deliveries for five minutes (SKIP LOCKED: another instance takes others). */
export const claimDueDeliveries = (db: Db) =>
  db.query<DueRow>(
    `UPDATE outbox_deliveries SET claimed_until = now() + interval '5 minutes'
      WHERE id IN (SELECT id FROM outbox_deliveries
                    WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                      AND (claimed_until IS NULL OR claimed_until < now())
                    ORDER BY next_attempt_at LIMIT 50 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, company_id, application_id, payload, attempts, created_at`,
  );

export async function markDelivered(db: Db, id: string, status: number | null): Promise<void> {
  await db.query('UPDATE outbox_deliveries SET delivered_at = now(), attempts = attempts + 1, last_status = $2, last_error = NULL, claimed_until = NULL WHERE id = $1', [id, status]);
}

/** Counts a failed attempt and sets the next one `delayMs` later; at `maxAttempts` the delivery is given up. */
export async function markAttemptFailed(db: Db, failure: { id: string; attempts: number; message: string; status: number | null; delayMs: number; maxAttempts: number }): Promise<void> {
  await db.query(
    `UPDATE outbox_deliveries SET attempts = $2::int, last_error = $3, last_status = $4, claimed_until = NULL,
            next_attempt_at = now() + make_interval(secs => $5::double precision),
            failed_at = CASE WHEN $2::int >= $6::int THEN now() ELSE NULL END
      WHERE id = $1`,
    [failure.id, failure.attempts, failure.message, failure.status, failure.delayMs / 1000, failure.maxAttempts],
  );
}

export async function insertDelivery(db: Db, delivery: { kind: DeliveryKind; companyId: string; applicationId: string | null; payload: Record<string, unknown> }): Promise<void> {
  await db.query('INSERT INTO outbox_deliveries (kind, company_id, application_id, payload) VALUES ($1, $2, $3, $4::jsonb)', [
    delivery.kind,
    delivery.companyId,
    delivery.applicationId,
    JSON.stringify(delivery.payload),
  ]);
}
