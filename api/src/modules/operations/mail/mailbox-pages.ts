import { formatDateTime } from '@nordhub/domain';
import type { OutboxMailRow } from './queries';
import { escapeHtml, utilityPage } from '../../../html';

const urlPattern = /https?:\/\/[^\s<>"']+/g;

/** The http(s) links in a mail's text, in order, without repeats. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(urlPattern) ?? [])];
}

function page(title: string, body: string): string {
  return utilityPage({
    title,
    site: 'Nordhub development mailbox',
    css: `
  body { max-width: 60rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #c8c8d0; vertical-align: top; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f4f4f7; padding: 1rem; }`,
    body,
  });
}

/** /dev/mailbox: every mail in the outbox, newest first. */
export function mailboxListPage(mails: OutboxMailRow[]): string {
  const rows = mails
    .map(
      (mail) => `<tr>
  <td><a href="/dev/mailbox/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td>
  <td>${escapeHtml(mail.to_address)}</td>
  <td><time datetime="${mail.created_at.toISOString()}">${formatDateTime(mail.created_at)}</time></td>
</tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table>
<caption>Mails written to the outbox, newest first</caption>
<thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Date</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No mail has been sent yet.</p>';
  return page('Mailbox', `<h1>Development mailbox</h1>\n<p>Mail this server has sent (the outbox). Only available outside production.</p>\n${table}`);
}

/** The language a mail is written in, as its HTML says (`<html lang>`, mailLayout); English for a mail without HTML. */
export function mailLanguageOf(mail: Pick<OutboxMailRow, 'html_body'>): string {
  return /^<!doctype html>\s*<html lang="([a-z]{2,3})"/i.exec(mail.html_body ?? '')?.[1] ?? 'en';
}

/** /dev/mailbox/:id: one mail, its text with clickable links, marked with the mail's language. */
export function mailboxMailPage(mail: OutboxMailRow): string {
  const text = escapeHtml(mail.text_body).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
  const links = linksIn(mail.text_body);
  // The page is English; the mail's own words are read out in their language.
  const lang = mailLanguageOf(mail);
  return page(
    mail.subject,
    `<p><a href="/dev/mailbox">Back to the mailbox</a></p>
<h1 lang="${escapeHtml(lang)}">${escapeHtml(mail.subject)}</h1>
<dl>
  <dt>To</dt><dd>${escapeHtml(mail.to_address)}</dd>
  <dt>Date</dt><dd><time datetime="${mail.created_at.toISOString()}">${formatDateTime(mail.created_at)}</time></dd>
</dl>
<h2>Message</h2>
<pre lang="${escapeHtml(lang)}">${text}</pre>
${links.length ? `<h2>Links in this mail</h2>\n<ul>\n${links.map((link) => `  <li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('\n')}\n</ul>` : ''}`,
  );
}
