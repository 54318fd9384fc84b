import { linkMail as mail, type OutgoingMail } from '../../operations/mail';

export interface ApplicationMailInput {
  applicantName: string;
  applicantFirstName: string;
  jobTitle: string;
  companyName: string;
  companyKey: string;
  jobId: string;
  origin: string;
}

/**
 * To each manager of the startup: a new applicant is waiting in the kanban's Applied column. The
 * second link is the job's /resend-applicants page, which mails all of the job's applicants.
 */
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
    [
      { text: 'See your applicants', url: `${input.origin}/client/startups/${encodeURIComponent(input.companyKey)}/applicants` },
      { text: 'Get all applicants of this job by e-mail', url: `${input.origin}/jobs/${encodeURIComponent(input.jobId)}/resend-applicants` },
    ],
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

export interface StatusChangeMailInput {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  /** The status the applicant now sees, in plain words (applicantStatusLabels: 'Under review', 'Hired'...). */
  statusLabel: string;
  origin: string;
}

/** What each applicant-facing status means, in a sentence of the status mail. */
const statusSentences: Record<string, (companyName: string) => string> = {
  Applied: (company) => `Your application is back with ${company}'s new applications.`,
  'Under review': (company) => `${company} has read your application and is now reviewing it.`,
  Hired: (company) => `Congratulations: ${company} has marked you as hired.`,
};

/**
 * To the applicant, when a manager moves their application to a column with another status
 * (Applied, Under review, Hired). Rejection has its own mail (rejection-mail.ts).
 */
export function applicationStatusMail(input: StatusChangeMailInput): OutgoingMail {
  const sentence = statusSentences[input.statusLabel]?.(input.companyName) ?? '';
  return mail(
    input.to,
    `${input.jobTitle} at ${input.companyName}: your application is now ${input.statusLabel.toLowerCase()}`,
    'application-status',
    [
      input.firstName ? `Hi ${input.firstName},` : 'Hi,',
      `The status of your application for ${input.jobTitle} at ${input.companyName} is now: ${input.statusLabel}.`,
      ...(sentence ? [sentence] : []),
      'You can follow all your applications under My jobs.',
    ],
    { text: 'My jobs', url: `${input.origin}/client/my-jobs` },
  );
}
