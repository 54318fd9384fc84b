import { escapeHtml, type OutgoingMail } from '../mail/templates';

function mail(to: string, subject: string, template: string, paragraphs: readonly string[], link: { text: string; url: string }): OutgoingMail {
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a2e; line-height: 1.5">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>
</body></html>`;
  const text = `${paragraphs.join('\n\n')}\n\n${link.text}: ${link.url}\n`;
  return { to, subject, template, text, html };
}

export interface ApplicationMailInput {
  applicantName: string;
  applicantFirstName: string;
  jobTitle: string;
  companyName: string;
  companyKey: string;
  origin: string;
}

/** To each manager of the startup: a new applicant is waiting in the kanban's Applied column. */
export function newApplicantMail(to: string, input: ApplicationMailInput): OutgoingMail {
  return mail(
    to,
    `New applicant for ${input.jobTitle}: ${input.applicantName}`,
    'application-received-company',
    [
      'Hi,',
      `${input.applicantName} applied for ${input.jobTitle} at ${input.companyName} through Nordhub.`,
      'The application waits in the Applied column of your applicant board.',
    ],
    { text: 'See your applicants', url: `${input.origin}/client/startups/${encodeURIComponent(input.companyKey)}/applicants` },
  );
}

/** To the applicant: the receipt of their application. */
export function applicationReceiptMail(to: string, input: ApplicationMailInput): OutgoingMail {
  return mail(
    to,
    `Application sent: ${input.jobTitle} at ${input.companyName}`,
    'application-receipt',
    [
      input.applicantFirstName ? `Hi ${input.applicantFirstName},` : 'Hi,',
      `Thank you for applying for ${input.jobTitle} at ${input.companyName}. ${input.companyName} has received your application.`,
      'You can follow its status under My jobs.',
    ],
    { text: 'My jobs', url: `${input.origin}/client/my-jobs` },
  );
}
