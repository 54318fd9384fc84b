import type { Db } from '../../db/db';

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
