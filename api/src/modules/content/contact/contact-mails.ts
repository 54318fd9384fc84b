import { contactTopicLabels, type ContactTopic } from '@nordhub/contracts';
import { escapeHtml, type OutgoingMail } from '../../operations/mail';
import { mailLayout } from '../../operations/mail';

export interface ContactMailInput {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** When it arrived (ISO), shown in the team's mail. */
  receivedAt: string;
}

/** The message as a block: paragraphs kept, every character escaped. */
const messageHtml = (message: string) =>
  `<blockquote style="margin: 0; padding-left: 12px; border-left: 3px solid #d0d7e2">${escapeHtml(message).replace(/\r?\n/g, '<br>')}</blockquote>`;

/**
 * A display name safe for an address header: no line breaks, quotes or angle brackets, so a
 * sender cannot add headers or recipients through the name field.
 */
export function headerSafeName(name: string): string {
  return name.replace(/[\r\n"\\<>]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** To the Nordhub team: the visitor's message, with Reply-To set to the visitor. */
export function contactTeamMail(to: string, input: ContactMailInput): OutgoingMail {
  const topic = contactTopicLabels[input.topic];
  const subject = `Contact form: ${topic} – ${headerSafeName(input.name)}`;
  const facts: [string, string][] = [
    ['From', `${input.name} <${input.email}>`],
    ['Topic', topic],
    ['Received', input.receivedAt],
  ];
  const text = `${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${input.message}\n\nReply to this e-mail to answer ${input.name}.\n`;
  const html = mailLayout(`<p>A new message from the contact form on Nordhub.</p>
<ul>${facts.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>
${messageHtml(input.message)}
<p>Reply to this e-mail to answer ${escapeHtml(input.name)}.</p>`);
  const replyName = headerSafeName(input.name);
  return {
    to,
    subject,
    template: 'contact-team',
    text,
    html,
    headers: { 'Reply-To': replyName ? `"${replyName}" <${input.email}>` : input.email },
  };
}

/** To the visitor: we got your message, with a copy of it. */
export function contactConfirmationMail(input: ContactMailInput): OutgoingMail {
  const greeting = `Hi ${input.name},`;
  const paragraphs = [
    'Thank you for getting in touch with Nordhub. We have received your message and will reply within two working days.',
    'This is a copy of what you sent us:',
  ];
  const closing = 'If you did not write to us, you can ignore this e-mail.';
  const text = `${greeting}\n\n${paragraphs.join('\n\n')}\n\nTopic: ${contactTopicLabels[input.topic]}\n\n${input.message}\n\n${closing}\n\nThe Nordhub team\n`;
  const html = mailLayout(`<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><strong>Topic:</strong> ${escapeHtml(contactTopicLabels[input.topic])}</p>
${messageHtml(input.message)}
<p>${escapeHtml(closing)}</p>
<p>The Nordhub team</p>`);
  return { to: input.email, subject: 'We received your message', template: 'contact-confirmation', text, html };
}
