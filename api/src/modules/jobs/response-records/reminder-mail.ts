import { linkMail as mail, type OutgoingMail } from '../../operations/mail';

export interface WaitingApplicationsMailInput {
  to: string;
  companyName: string;
  companyKey: string;
  /** The applications waiting in Applied for APPLIED_REMINDER_DAYS or more, oldest first. */
  applications: readonly { applicantName: string; jobTitle: string; days: number }[];
  origin: string;
}

/** To each manager: applications have waited in Applied for 10 days or more without an answer. */
export function waitingApplicationsMail(input: WaitingApplicationsMailInput): OutgoingMail {
  const count = input.applications.length;
  const lines = input.applications.map((application) => `${application.applicantName} (${application.jobTitle}): waiting ${application.days} days`);
  return mail(
    input.to,
    count === 1
      ? `An applicant has waited ${input.applications[0]!.days} days for an answer from ${input.companyName}`
      : `${count} applicants are waiting for an answer from ${input.companyName}`,
    'applications-waiting',
    [
      'Hi,',
      count === 1
        ? `This application to ${input.companyName} is still in the Applied column of your applicant board:`
        : `These ${count} applications to ${input.companyName} are still in the Applied column of your applicant board:`,
      ...lines,
      'Applicants see on Nordhub how soon startups usually answer. Move each application on (to Interview, or To be rejected) to answer it; the applicant sees the new status under My jobs.',
    ],
    { text: 'Answer your applicants', url: `${input.origin}/client/startups/${encodeURIComponent(input.companyKey)}/applicants` },
  );
}
