import { rejectionTemplates } from '@nordhub/contracts';
import { fillEmailPlaceholders } from '@nordhub/domain';
import { escapeHtml, type OutgoingMail } from '../../operations/mail';
import { mailLayout } from '../../operations/mail';

export interface RejectionMailInput {
  to: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  companyName: string;
  /** The manager's own words (a template they chose and maybe edited); blank: the standard text. */
  message?: string | undefined;
}

/**
 * Sent to the applicant when a manager moves their application to the Rejected column: the
 * manager's message, else the standard template (placeholders filled for this applicant), between a greeting and the startup's sign-off.
 */
export function rejectionMail({ to, firstName, lastName, jobTitle, companyName, message }: RejectionMailInput): OutgoingMail {
  const subject = `Your application for ${jobTitle} at ${companyName}`;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const body = fillEmailPlaceholders(message?.trim() || rejectionTemplates[0]!.text, { firstName, lastName, jobTitle, companyName });
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const closing = `Kind regards,\n${companyName} via Nordhub`;
  const html = mailLayout(`<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p>${escapeHtml(closing).replace('\n', '<br>')}</p>`);
  const text = `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${closing}\n`;
  return { to, subject, template: 'application-rejected', text, html };
}
