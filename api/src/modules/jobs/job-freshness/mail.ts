import { JOB_CONFIRMATION_LINK_DAYS, JOB_STALE_AFTER_DAYS } from '@nordhub/domain';
import { escapeHtml, type OutgoingMail } from '../../operations/mail';
import { mailLayout } from '../../operations/mail';

export interface ConfirmationReminderMailInput {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  /** Days since the job was last confirmed open. */
  daysSinceConfirmed: number;
  /** Absolute link to /jobs/{id}/confirm-open?token=... (no log-in needed). */
  confirmUrl: string;
  /** Absolute link to the job in the startup portal (to edit or pause it). */
  portalUrl: string;
}

const linkStyle = 'color: #0b5cad';

/** Every 14 days after the last confirmation: "Is {job} still open?" with a one-click confirmation. */
export function confirmationReminderMail(input: ConfirmationReminderMailInput): OutgoingMail {
  const subject = `Is ${input.jobTitle} still open?`;
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const paragraphs = [
    `${input.jobTitle} at ${input.companyName} was last confirmed open ${input.daysSinceConfirmed} days ago. Job seekers on Nordhub see when a job was last confirmed, and a job not confirmed for ${JOB_STALE_AFTER_DAYS} days is shown below confirmed ones.`,
    'If the job is still open, confirm it with one click (no log-in needed). If it is filled, pause it in your jobs page so nobody applies in vain.',
  ];
  const validity = `The confirmation link works for ${JOB_CONFIRMATION_LINK_DAYS} days and only for this job.`;
  const html = mailLayout(`<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.confirmUrl)}" style="${linkStyle}; font-weight: bold">Yes, ${escapeHtml(input.jobTitle)} is still open</a></p>
<p><a href="${escapeHtml(input.portalUrl)}" style="${linkStyle}">Edit or pause the job</a></p>
<p style="font-size: 13px">${escapeHtml(validity)}</p>`);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `Yes, it is still open: ${input.confirmUrl}`,
    `Edit or pause the job: ${input.portalUrl}`,
    '',
    validity,
    '',
  ].join('\n');
  // The confirmation link acts without a log-in: the stored copy loses it once sent.
  return { to: input.to, subject, template: 'job-confirmation-reminder', text, html, secretLinks: [input.confirmUrl], secretValidHours: JOB_CONFIRMATION_LINK_DAYS * 24 };
}
