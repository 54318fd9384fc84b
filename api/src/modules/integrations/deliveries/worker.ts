import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { claimDueDeliveries, insertDelivery, markAttemptFailed, markDelivered } from './queries';

/** What goes out through the delivery outbox: a Slack message, an applicant-tracking candidate. */
export type DeliveryKind = 'slack' | 'ats-candidate';

export interface Delivery {
  id: string;
  kind: DeliveryKind;
  companyId: string;
  applicationId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** A delivery the receiver refused or that could not reach it; `status` is the HTTP status when there was an answer. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** Sends one delivery; resolves with the receiver's status on success, throws (DeliveryError) to retry. */
export type DeliveryHandler = (delivery: Delivery) => Promise<number | null>;

export interface DeliveryWorker {
  /** Sends what is due now; one run at a time (a call during a run waits for it). Never throws. */
  deliver(): Promise<void>;
  /** Registers how a kind is sent (app.ts wires the Slack and applicant-tracking senders). */
  handle(kind: DeliveryKind, handler: DeliveryHandler): void;
}

export interface DeliveryWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The wait after the first failure; it doubles after each next one, up to an hour. */
  retryBaseMs: number;
  /** Attempts before a delivery is given up (failed_at set). */
  maxAttempts?: number;
}

/** The wait before attempt `attempts + 1`, after `attempts` failures: base × 2^(attempts − 1), at most an hour. */
export function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The delivery outbox's sender, built like the mail outbox's: rows are written in the caller's
 * transaction (enqueueDelivery), so a message exists exactly when its change was committed; a
 * run claims due rows for a few minutes (FOR UPDATE SKIP LOCKED, so instances never send one
 * twice at once), sends them, and on failure counts the attempt and sets the next one later
 * (exponential backoff) until maxAttempts, when the row is marked failed.
 */
export function createDeliveryWorker({ db, log, retryBaseMs, maxAttempts = 6 }: DeliveryWorkerOptions): DeliveryWorker {
  const handlers = new Map<DeliveryKind, DeliveryHandler>();
  let running: Promise<void> | null = null;

  async function sendDue() {
    const due = await claimDueDeliveries(db);
    due.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    for (const row of due) {
      const handler = handlers.get(row.kind);
      const delivery: Delivery = { id: row.id, kind: row.kind, companyId: row.company_id, applicationId: row.application_id, payload: row.payload, attempts: row.attempts };
      try {
        if (!handler) throw new DeliveryError(`Nothing sends ${row.kind} deliveries on this server`);
        const status = await handler(delivery);
        await markDelivered(db, row.id, status);
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = String((error as Error).message ?? error).slice(0, 500);
        const status = error instanceof DeliveryError ? error.status : null;
        log.warn({ err: error, deliveryId: row.id, kind: row.kind, attempts }, 'a delivery failed');
        await markAttemptFailed(db, { id: row.id, attempts, message, status, delayMs: retryDelayMs(retryBaseMs, attempts), maxAttempts });
      }
    }
  }

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    deliver() {
      running ??= sendDue()
        .catch((error: unknown) => log.error({ err: error }, 'sending deliveries failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}

/** Writes a delivery to the outbox (use the transaction's Db); sent by the worker after commit. */
export async function enqueueDelivery(db: Db, delivery: { kind: DeliveryKind; companyId: string; applicationId?: string | null; payload: Record<string, unknown> }): Promise<void> {
  await insertDelivery(db, { ...delivery, applicationId: delivery.applicationId ?? null });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The delivery outbox's sender (Slack messages, applicant-tracking candidates). */
    deliveries: DeliveryWorker;
  }
}
