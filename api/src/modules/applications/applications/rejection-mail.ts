import { escapeHtml, type OutgoingMail } from '../../operations/mail';
import { mailLayout } from '../../operations/mail';

export interface RejectionMailInput {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
}

/** Sent to the applicant when a manager moves their application to the Rejected column. */
export function rejectionMail({ to, firstName, jobTitle, companyName }: RejectionMailInput): OutgoingMail {
  const subject = `Your application for ${jobTitle} at ${companyName}`;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const paragraphs = [
    `Thank you for applying for ${jobTitle} at ${companyName} through Nordhub.`,
    `After careful consideration, ${companyName} has decided not to move forward with your application this time.`,
    'We wish you the best of luck with your job search: new startup jobs are posted on Nordhub every day.',
  ];
  const closing = `Kind regards,\n${companyName} via Nordhub`;
  const html = mailLayout(`<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${escapeHtml(closing).replace('\n', '<br>')}</p>`);
  const text = `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${closing}\n`;
  return { to, subject, template: 'application-rejected', text, html };
}
