import { escapeHtml } from '../../../html';

/** A mail ready for the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template made it (for the mailbox and later analysis). */
  template: string;
  /** Extra headers, e.g. List-Unsubscribe (stored with the mail, sent over SMTP). */
  headers?: Record<string, string>;
  /**
   * Links that act for the recipient (keys of reset, verification, invitation, confirmation or
   * settings): the stored copy loses them once the mail is sent (mailer.ts).
   */
  secretLinks?: readonly string[];
  /** How long those links work; the outbox row is deleted after that (unset: the retention). */
  secretValidHours?: number;
}

/**
 * The one HTML frame of every mail Nordhub sends: inline styles only, since mail clients drop
 * style sheets. `body` is HTML the caller has already escaped.
 */
export function mailLayout(body: string): string {
  return `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a2e; line-height: 1.5">
${body}
</body></html>`;
}

export interface MailLink {
  text: string;
  url: string;
}

/** A mail of plain paragraphs and one link (or a few, the main one first), as HTML and as text. */
export function linkMail(to: string, subject: string, template: string, paragraphs: readonly string[], link: MailLink | readonly MailLink[]): OutgoingMail {
  const links: readonly MailLink[] = 'url' in link ? [link] : link;
  const html = mailLayout(`${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${links.map(({ text, url }) => `<p><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`).join('\n')}`);
  const text = `${paragraphs.join('\n\n')}\n\n${links.map(({ text: label, url }) => `${label}: ${url}`).join('\n')}\n`;
  return { to, subject, template, text, html };
}
