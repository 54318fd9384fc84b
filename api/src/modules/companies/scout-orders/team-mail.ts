import { formatMoney, scoutOrderKindLabels } from '@nordhub/domain';
import { escapeHtml, mailLayout, type OutgoingMail } from '../../operations/mail';
import type { ScoutOrderRow } from './queries';

/** Keeps a value to one header-safe line (the role and company go into the subject). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * To the Nordhub team (the contact address), once an order is paid: everything the headhunter
 * needs to call the startup, with Reply-To set to the startup's contact person.
 */
export function scoutOrderTeamMail(to: string, order: ScoutOrderRow, portalUrl: string): OutgoingMail {
  const label = scoutOrderKindLabels[order.kind];
  const facts: [string, string][] = [
    ['Order', order.id],
    ['Offer', label],
    ['Startup', `${order.company_name} (${order.company_key})`],
    ['Role', order.role],
    ['Salary budget', order.budget],
    ['Contact', `${order.contact_name} <${order.contact_email}>${order.contact_phone ? `, ${order.contact_phone}` : ''}`],
    ['Paid', formatMoney({ amount: Number(order.amount), currency: order.currency })],
  ];
  const text = `A new paid ${label.toLowerCase()} order.\n\n${facts.map(([name, value]) => `${name}: ${value}`).join('\n')}\n\nBrief:\n${order.brief}\n\nThe startup's orders: ${portalUrl}\n\nReply to this e-mail to reach ${order.contact_name}.\n`;
  const html = mailLayout(`<p>A new paid ${escapeHtml(label.toLowerCase())} order.</p>
<table>${facts.map(([name, value]) => `<tr><th align="left">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p><strong>Brief</strong></p>
<blockquote style="margin: 0; padding-left: 12px; border-left: 3px solid #d0d7e2">${escapeHtml(order.brief).replace(/\r?\n/g, '<br>')}</blockquote>
<p><a href="${escapeHtml(portalUrl)}" style="color: #0b5cad">The startup's orders</a></p>`);
  const replyName = oneLine(order.contact_name).replace(/["\\<>]+/g, ' ');
  return {
    to,
    subject: `${label} ordered: ${oneLine(order.role)} at ${oneLine(order.company_name)}`,
    template: 'scout-order-team',
    text,
    html,
    headers: { 'Reply-To': replyName ? `"${replyName}" <${order.contact_email}>` : order.contact_email },
  };
}
