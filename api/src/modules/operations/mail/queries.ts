import type { Db } from '../../../db/db';

export interface OutboxMailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string | null;
  headers: Record<string, string> | null;
  created_at: Date;
  sent_at: Date | null;
  [column: string]: unknown;
}

const columns = 'id, to_address, subject, text_body, html_body, template, headers, created_at, sent_at';

/** Outbox mails, newest first; only those to `to` (case-insensitive) when given. */
export function listOutboxMails(db: Db, to: string | undefined, limit = 200): Promise<OutboxMailRow[]> {
  return to
    ? db.query<OutboxMailRow>(`SELECT ${columns} FROM outbox_mails WHERE lower(to_address) = lower($1) ORDER BY created_at DESC, id LIMIT $2`, [to, limit])
    : db.query<OutboxMailRow>(`SELECT ${columns} FROM outbox_mails ORDER BY created_at DESC, id LIMIT $1`, [limit]);
}

export async function findOutboxMail(db: Db, id: string): Promise<OutboxMailRow | null> {
  // Not a uuid: no such mail (rather than a database error).
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return db.maybeOne<OutboxMailRow>(`SELECT ${columns} FROM outbox_mails WHERE id = $1`, [id]);
}

/**
 * Deletes outbox mails older than `retentionDays`, and sooner those still holding secret links
 * that no longer work (a mailbox-mode reset mail after its two hours). Returns how many.
 */
export async function pruneOutbox(db: Db, retentionDays: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    `WITH gone AS (
       DELETE FROM outbox_mails
        WHERE created_at < now() - make_interval(days => $1)
           OR (secret_links IS NOT NULL AND secret_expires_at < now())
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [retentionDays],
  );
  return row.n;
}
