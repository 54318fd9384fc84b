import type { ApplicantStatus } from '@nordhub/contracts';
import { formatDate, type SiteLocale } from '@nordhub/domain';
import { loadTranslator, type Translate } from '@nordhub/i18n';
import { linkMail as mail, mailLanguage, type MailLanguage, type OutgoingMail } from '../../operations/mail';
import { catalog } from './messages/compiled/catalog';

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
 * Managers work in the portal, which speaks English, so this mail does too.
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

/** The words of the mails to an applicant, in the language of the site they applied on. */
export interface ApplicantMailLanguage extends MailLanguage {
  /** This module's messages (messages/<locale>.json beside it). */
  say: Translate<keyof typeof catalog.en>;
}

/** An application's mail language: the careers site's or feed's it was made on; null (the main site) is English. */
export async function applicantMailLanguage(locale: SiteLocale | null | undefined): Promise<ApplicantMailLanguage> {
  const [language, say] = await Promise.all([mailLanguage(locale ?? undefined), loadTranslator(catalog, locale ?? 'en')]);
  return { ...language, say };
}

/** To the applicant: the receipt of their application, with the day it was sent, in their language. */
export function applicationReceiptMail(to: string, input: ApplicationMailInput & { appliedAt: Date }, language: ApplicantMailLanguage): OutgoingMail {
  const { say, locale } = language;
  const names = { jobTitle: input.jobTitle, companyName: input.companyName };
  return mail(
    to,
    say('receipt.subject', names),
    'application-receipt',
    [language.greet(input.applicantFirstName), say('receipt.thanks', names), say('receipt.sentOn', { date: formatDate(input.appliedAt, locale) }), say('receipt.follow')],
    { text: say('myJobs'), url: `${input.origin}/client/my-jobs` },
    locale,
  );
}

export interface StatusChangeMailInput {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  /** The status the applicant now sees (libs/domain applicantStatusOf); rejection has its own mail. */
  status: Exclude<ApplicantStatus, 'rejected'>;
  origin: string;
}

/**
 * To the applicant, in their application's language, when a manager moves their application to a
 * column with another status (Applied, Under review, Hired). Rejection has its own mail (rejection-mail.ts).
 */
export function applicationStatusMail(input: StatusChangeMailInput, language: ApplicantMailLanguage): OutgoingMail {
  const { say } = language;
  const values = { jobTitle: input.jobTitle, companyName: input.companyName, status: input.status };
  const meaning = say('status.meaning', values);
  return mail(
    input.to,
    say('status.subject', values),
    'application-status',
    [language.greet(input.firstName), say('status.now', values), ...(meaning ? [meaning] : []), say('status.follow')],
    { text: say('myJobs'), url: `${input.origin}/client/my-jobs` },
    language.locale,
  );
}
