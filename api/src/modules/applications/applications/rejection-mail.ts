import { rejectionTemplates } from '@nordhub/contracts';
import { fillEmailPlaceholders } from '@nordhub/domain';
import { escapeHtml, mailLayout, type OutgoingMail } from '../../operations/mail';
import type { ApplicantMailLanguage } from './application-mails';

export interface RejectionMailInput {
  to: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  companyName: string;
  /** The manager's own words (a template they chose and maybe edited); blank: the standard text. */
  message?: string | undefined;
}

type RejectionTemplateId = 'standard' | 'filled' | 'experience';
const isTemplateId = (id: string): id is RejectionTemplateId => id === 'standard' || id === 'filled' || id === 'experience';

const normalized = (text: string) => text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trim()).join('\n').trim();

/**
 * Which standard rejection template a manager's message is, unchanged (line endings and spaces
 * at line ends aside); blank is the standard one. Null for words the manager wrote or edited.
 */
export function standardRejectionTemplate(message: string | undefined): RejectionTemplateId | null {
  const text = normalized(message ?? '');
  if (text === '') return 'standard';
  const template = rejectionTemplates.find((item) => normalized(item.text) === text);
  return template && isTemplateId(template.id) ? template.id : null;
}

/**
 * Sent to the applicant when a manager moves their application to the Rejected column, between a
 * greeting and the startup's sign-off in the application's language. A standard template left as
 * it was (or no message) is written in that language too; the manager's own or edited words are
 * theirs and go as written, placeholders filled for this applicant (decision 030).
 */
export function rejectionMail({ to, firstName, lastName, jobTitle, companyName, message }: RejectionMailInput, language: ApplicantMailLanguage): OutgoingMail {
  const { say, locale } = language;
  const subject = say('rejection.subject', { jobTitle, companyName });
  const greeting = language.greet(firstName);
  const template = standardRejectionTemplate(message);
  const body = template
    ? say(`rejection.template.${template}`, { jobTitle, companyName })
    : fillEmailPlaceholders(message ?? '', { firstName, lastName, jobTitle, companyName });
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const closing = say('rejection.closing', { companyName });
  const html = mailLayout(
    `<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p>${escapeHtml(closing).replace('\n', '<br>')}</p>`,
    locale,
  );
  const text = `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${closing}\n`;
  return { to, subject, template: 'application-rejected', text, html };
}
