import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../../db/db';
import { escapeHtml, type OutgoingMail } from './templates';

/** What a sent mail's stored copy shows where a secret link was. */
export const removedLinkNote = '[link removed after sending]';

export interface StoredMailBody {
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
}

/**
 * The mail without its secret links (in the text, the HTML, where they are escaped, and the
 * headers such as List-Unsubscribe): what the outbox keeps once the mail has left, so a leaked
 * database or backup holds no working reset, verification, invitation or settings link.
 */
export function withoutSecretLinks(mail: StoredMailBody, links: readonly string[]): StoredMailBody {
  // Longest first, so a link that contains another is removed whole.
  const sorted = [...links].filter(Boolean).sort((a, b) => b.length - a.length);
  const strip = (value: string) => sorted.reduce((out, link) => out.split(link).join(removedLinkNote).split(escapeHtml(link)).join(removedLinkNote), value);
  return {
    text: strip(mail.text),
    html: mail.html === null ? null : strip(mail.html),
    headers: mail.headers === null ? null : Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [name, strip(value)])),
  };
}

/**
 * The mail adapter. Every mail is written to the outbox table, inside the caller's transaction,
 * so a mail exists exactly when the change that caused it was committed. Without SMTP_URL the
 * outbox is where mail ends (the development mailbox shows it); with SMTP_URL, deliver() sends
 * what is pending and marks it sent, recording failures for a later retry.
 */
export interface Mailer {
  /** Writes the mail to the outbox (use the transaction's Db). Returns the outbox id. */
  enqueue(db: Db, mail: OutgoingMail): Promise<string>;
  /** Writes several mails to the outbox in one statement (use the transaction's Db). */
  enqueueAll(db: Db, mails: readonly OutgoingMail[]): Promise<void>;
  /** Sends pending outbox mail over SMTP; a no-op without SMTP. Never throws. */
  deliver(): Promise<void>;
  /** Whether mail leaves this server (SMTP configured). */
  readonly delivers: boolean;
}

export interface MailerOptions {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Attempts per mail before giving up. */
  maxAttempts?: number;
}

interface PendingMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | null;
  secret_links: string[] | null;
  [column: string]: unknown;
}

/** What enqueue and enqueueAll store of a mail: to, subject, text, HTML, template, headers, secret links, hours they work. */
function outboxValues(mail: OutgoingMail): unknown[] {
  return [
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    mail.template,
    mail.headers ? JSON.stringify(mail.headers) : null,
    mail.secretLinks?.length ? JSON.stringify(mail.secretLinks) : null,
    mail.secretLinks?.length && mail.secretValidHours ? Math.ceil(mail.secretValidHours) : null,
  ];
}

export function createMailer({ db, smtpUrl, from, log, maxAttempts = 5 }: MailerOptions): Mailer {
  // Loaded only where mail goes out by SMTP; the local mailbox needs no transport.
  const transport: Promise<Transporter> | null = smtpUrl ? import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl)) : null;
  // A transport that cannot be made fails each delivery run (logged there), not the process.
  transport?.catch(() => undefined);
  let running: Promise<void> | null = null;

  async function sendPending() {
    if (!transport) return;
    const smtp = await transport;
    // Claim the batch for a few minutes: another instance delivering at the same time skips these
    // rows instead of sending them twice; a claim left by a crashed instance runs out.
    const pending = await db.query<PendingMail & { created_at: Date }>(
      `UPDATE outbox_mails SET claimed_until = now() + interval '5 minutes'
        WHERE id IN (SELECT id FROM outbox_mails
                      WHERE sent_at IS NULL AND attempts < $1 AND (claimed_until IS NULL OR claimed_until < now())
                      ORDER BY created_at LIMIT 50 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, text_body, html_body, headers, secret_links, created_at`,
      [maxAttempts],
    );
    pending.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    for (const mail of pending) {
      try {
        await smtp.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body, ...(mail.html_body ? { html: mail.html_body } : {}), ...(mail.headers ? { headers: mail.headers } : {}) });
        // The recipient has the links now; the stored copy keeps none that works.
        const stored = mail.secret_links?.length
          ? withoutSecretLinks({ text: mail.text_body, html: mail.html_body, headers: mail.headers }, mail.secret_links)
          : { text: mail.text_body, html: mail.html_body, headers: mail.headers };
        await db.query(
          `UPDATE outbox_mails SET sent_at = now(), attempts = attempts + 1, last_error = NULL,
                  text_body = $2, html_body = $3, headers = $4::jsonb, secret_links = NULL
            WHERE id = $1`,
          [mail.id, stored.text, stored.html, stored.headers ? JSON.stringify(stored.headers) : null],
        );
      } catch (error) {
        log.warn({ err: error, mailId: mail.id }, 'sending a mail failed');
        await db.query('UPDATE outbox_mails SET attempts = attempts + 1, last_error = $2, claimed_until = NULL WHERE id = $1', [mail.id, String((error as Error).message ?? error).slice(0, 500)]);
      }
    }
  }

  return {
    delivers: transport !== null,
    async enqueue(tx, mail) {
      const row = await tx.one<{ id: string }>(
        `INSERT INTO outbox_mails (to_address, subject, text_body, html_body, template, headers, secret_links, secret_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, CASE WHEN $8::int IS NULL THEN NULL ELSE now() + make_interval(hours => $8::int) END)
         RETURNING id`,
        outboxValues(mail),
      );
      return row.id;
    },
    async enqueueAll(tx, mails) {
      if (mails.length === 0) return;
      // One array per column, unnested into rows.
      const rows = mails.map(outboxValues);
      const columns = outboxValues(mails[0] as OutgoingMail).map((_value, index) => rows.map((row) => row[index]));
      await tx.query(
        `INSERT INTO outbox_mails (to_address, subject, text_body, html_body, template, headers, secret_links, secret_expires_at)
         SELECT m.to_address, m.subject, m.text_body, m.html_body, m.template, m.headers::jsonb, m.secret_links::jsonb,
                CASE WHEN m.hours IS NULL THEN NULL ELSE now() + make_interval(hours => m.hours) END
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])
                AS m (to_address, subject, text_body, html_body, template, headers, secret_links, hours)`,
        columns,
      );
    },
    deliver() {
      if (!transport) return Promise.resolve();
      // One run at a time; a call during a run waits for it (the run picks up new rows next time).
      running ??= sendPending()
        .catch((error: unknown) => log.error({ err: error }, 'mail delivery failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail adapter (outbox, plus SMTP when configured). */
    mailer: Mailer;
  }
}
