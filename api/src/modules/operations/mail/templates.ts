import type { NotificationFrequency } from '@nordhub/contracts';
import { formatQuantity } from '@nordhub/domain';
import { escapeHtml } from '../../../html';
import { englishMail, mailLayout, type MailLanguage, type OutgoingMail } from './layout';
export type { OutgoingMail } from './layout';

// Mail modules import it from here with OutgoingMail; the rule itself lives in api/src/html.ts.
export { escapeHtml };

function layout(greeting: string, paragraphs: string[], action: { label: string; url: string }, closing: string, language: MailLanguage): string {
  return mailLayout(
    `<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="color: #0b5cad">${escapeHtml(action.label)}</a></p>
<p>${escapeHtml(language.t('linkFallback'))}<br>${escapeHtml(action.url)}</p>
<p>${escapeHtml(closing)}</p>`,
    language.locale,
  );
}

const greet = (firstName: string | undefined) => englishMail.greet(firstName);

interface ActionMail {
  to: string;
  subject: string;
  template: string;
  greeting: string;
  body: string[];
  /** The one link the mail is about; `textLabel` names it in the plain-text part when it differs. */
  action: { label: string; url: string; textLabel?: string };
  closing: string;
  /**
   * The link is a secret (it signs in, confirms or grants something): the outbox keeps it only
   * until delivery, or for `validHours` in the local mailbox.
   */
  secret?: { validHours?: number };
  /** The language the mail is written in (English unless the recipient chose one). */
  language?: MailLanguage;
}

/** A short mail around one link, as text and HTML. */
function actionMail({ to, subject, template, greeting, body, action, closing, secret, language = englishMail }: ActionMail): OutgoingMail {
  return {
    to,
    subject,
    template,
    text: `${greeting}\n\n${body.join('\n\n')}\n\n${action.textLabel ?? action.label}: ${action.url}\n\n${closing}\n`,
    html: layout(greeting, body, action, closing, language),
    ...(secret ? { secretLinks: [action.url], ...(secret.validHours ? { secretValidHours: secret.validHours } : {}) } : {}),
  };
}

export function verificationMail(to: string, firstName: string, link: string, validHours?: number): OutgoingMail {
  return actionMail({
    to,
    subject: 'Confirm your e-mail address',
    template: 'verify-email',
    greeting: greet(firstName),
    body: ['Welcome to Nordhub. Please confirm that this is your e-mail address.'],
    action: { label: 'Confirm your e-mail address', url: link },
    closing: 'If you did not create an account, you can ignore this e-mail.',
    secret: { validHours },
  });
}

export function resetPasswordMail(to: string, firstName: string, link: string, validHours: number): OutgoingMail {
  return actionMail({
    to,
    subject: 'Reset your Nordhub password',
    template: 'reset-password',
    greeting: greet(firstName),
    body: [`Someone asked to reset the password of your Nordhub account. The link works once, for ${validHours} hours.`],
    action: { label: 'Choose a new password', url: link },
    closing: 'If it was not you, ignore this e-mail: your password stays as it is.',
    secret: { validHours },
  });
}

/** The professional-network identity asks to sign in to this account: the owner confirms the link first. */
export function linkLinkedInMail(to: string, firstName: string, link: string, validHours: number): OutgoingMail {
  return actionMail({
    to,
    subject: 'Link LinkedIn to your Nordhub account',
    template: 'link-linkedin',
    greeting: greet(firstName),
    body: [
      `Someone used "Continue with LinkedIn" with a LinkedIn account that gives this e-mail address. Confirm that it is yours to link it to your Nordhub account and sign in; from then on it signs you in. The link works once, for ${validHours} hours.`,
    ],
    action: { label: 'Link LinkedIn and sign in', url: link },
    closing: 'If it was not you, ignore this e-mail: nothing is linked and your account stays as it is.',
    secret: { validHours },
  });
}

export interface DigestMailJob {
  title: string;
  companyName: string;
  /** Where it is, e.g. 'Copenhagen, Denmark' or 'Remote'. */
  place: string;
  /** Absolute link to the job page. */
  url: string;
}

export interface DigestMailInput {
  to: string;
  frequency: NotificationFrequency;
  jobs: readonly DigestMailJob[];
  /** Absolute link to the search the digest follows. */
  searchUrl: string;
  /** Absolute link to /profile-settings/{settingsKey}. */
  settingsUrl: string;
  /** Absolute link that unsubscribes in one step (GET shows a confirmation, POST unsubscribes). */
  unsubscribeUrl: string;
}

const linkStyle = 'color: #0b5cad';

/**
 * The job digest, in the subscriber's language: the new jobs as a list of links, then how to
 * change the frequency and a one-click unsubscribe, also as List-Unsubscribe headers (RFC 8058)
 * so mail apps offer it.
 */
export function digestMail(input: DigestMailInput, { t, locale }: MailLanguage = englishMail): OutgoingMail {
  const count = input.jobs.length;
  const subject = t('digest.subject', { count, title: input.jobs[0]?.title ?? '' });
  const intro = t('digest.intro', { count });
  const footer = t('digest.footer', { frequency: input.frequency });
  const seeAll = t('digest.seeAll');
  const changeFrequency = t('digest.changeFrequency');
  const unsubscribe = t('digest.unsubscribe');
  const items = input.jobs
    .map(
      (job) => `<li style="margin-bottom: 12px">
  <a href="${escapeHtml(job.url)}" style="${linkStyle}; font-weight: bold">${escapeHtml(job.title)}</a><br>
  ${escapeHtml(job.companyName)} · ${escapeHtml(job.place)}
</li>`,
    )
    .join('\n');
  const html = mailLayout(
    `<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
<ul style="padding-left: 20px">
${items}
</ul>
<p><a href="${escapeHtml(input.searchUrl)}" style="${linkStyle}">${escapeHtml(seeAll)}</a></p>
<hr style="border: 0; border-top: 1px solid #c8c8d0">
<p style="font-size: 13px">${escapeHtml(footer)}<br>
<a href="${escapeHtml(input.settingsUrl)}" style="${linkStyle}">${escapeHtml(changeFrequency)}</a> ·
<a href="${escapeHtml(input.unsubscribeUrl)}" style="${linkStyle}">${escapeHtml(unsubscribe)}</a></p>`,
    locale,
  );
  const text = [
    subject,
    '',
    intro,
    '',
    ...input.jobs.map((job) => `${job.title}\n${job.companyName} · ${job.place}\n${job.url}\n`),
    `${seeAll}: ${input.searchUrl}`,
    '',
    footer,
    `${changeFrequency}: ${input.settingsUrl}`,
    `${unsubscribe}: ${input.unsubscribeUrl}`,
    '',
  ].join('\n');
  return {
    to: input.to,
    subject,
    template: 'job-digest',
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    secretLinks: [input.settingsUrl, input.unsubscribeUrl],
  };
}

/** Where a digest's job is, in the digest's language: "Helsinki, Finland", "Helsinki, Finland (remote)", "Remote". */
export function digestJobPlace(place: string, isRemote: boolean, { t }: MailLanguage = englishMail): string {
  if (isRemote) return place ? t('digest.remotePlace', { place }) : t('digest.remote');
  return place || t('digest.noPlace');
}

/** The first mail to a new digest address, in the language chosen: nothing else is sent to it until its link is opened. */
export function digestConfirmMail(to: string, confirmUrl: string, validHours: number, language: MailLanguage = englishMail): OutgoingMail {
  const { t } = language;
  return actionMail({
    to,
    subject: t('digestConfirm.subject'),
    template: 'digest-confirm',
    greeting: language.greet(),
    body: [t('digestConfirm.request'), t('digestConfirm.until', { days: validHours / 24 })],
    action: { label: t('digestConfirm.action'), url: confirmUrl },
    closing: t('digestConfirm.closing'),
    secret: { validHours },
    language,
  });
}

/** Sent when someone subscribes an address that already has a digest: only its owner gets the link, in the digest's language. */
export function digestSettingsLinkMail(to: string, settingsUrl: string, language: MailLanguage = englishMail): OutgoingMail {
  const { t } = language;
  return actionMail({
    to,
    subject: t('digestSettings.subject'),
    template: 'digest-settings-link',
    greeting: language.greet(),
    body: [t('digestSettings.already'), t('digestSettings.change')],
    action: { label: t('digestSettings.action'), textLabel: t('digestSettings.link'), url: settingsUrl },
    closing: t('digestSettings.closing'),
    secret: {},
    language,
  });
}

export interface ApplicantsMailApplicant {
  name: string;
  email: string;
  /** When they applied, already formatted (e.g. '05 May 2026'). */
  appliedOn: string;
  /** The pipeline stage's label, e.g. 'Applied'. */
  stage: string;
}

export interface ApplicantsMailInput {
  to: string;
  jobTitle: string;
  companyName: string;
  applicants: readonly ApplicantsMailApplicant[];
  /** Absolute link to /client/startups/{companyKey}/applicants. */
  applicantsUrl: string;
}

/** The job's applicants, sent on request (/jobs/{id}/resend-applicants) to the manager who asked. */
export function applicantsMail(input: ApplicantsMailInput): OutgoingMail {
  const count = input.applicants.length;
  const subject = `${formatQuantity(count, 'applicant')} for ${input.jobTitle}`;
  const intro = `You asked for the applicants of ${input.jobTitle} at ${input.companyName}. Here ${count === 1 ? 'is the applicant' : `are all ${count} of them`}, newest first.`;
  const footer = 'You get this e-mail because you asked Nordhub to send it. Applicants trust you with their details: keep them safe.';
  const cell = 'padding: 6px 12px 6px 0; text-align: left; vertical-align: top';
  const rows = input.applicants
    .map(
      (applicant) => `<tr>
  <td style="${cell}">${escapeHtml(applicant.name)}</td>
  <td style="${cell}"><a href="mailto:${escapeHtml(applicant.email)}" style="${linkStyle}">${escapeHtml(applicant.email)}</a></td>
  <td style="${cell}">${escapeHtml(applicant.appliedOn)}</td>
  <td style="${cell}">${escapeHtml(applicant.stage)}</td>
</tr>`,
    )
    .join('\n');
  const html = mailLayout(`<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse: collapse">
<thead><tr><th style="${cell}">Name</th><th style="${cell}">E-mail</th><th style="${cell}">Applied</th><th style="${cell}">Stage</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p><a href="${escapeHtml(input.applicantsUrl)}" style="${linkStyle}">Manage your applicants on Nordhub</a></p>
<hr style="border: 0; border-top: 1px solid #c8c8d0">
<p style="font-size: 13px">${escapeHtml(footer)}</p>`);
  const text = [
    subject,
    '',
    intro,
    '',
    ...input.applicants.map((applicant) => `${applicant.name} <${applicant.email}>\nApplied ${applicant.appliedOn} · ${applicant.stage}\n`),
    `Manage your applicants on Nordhub: ${input.applicantsUrl}`,
    '',
    footer,
    '',
  ].join('\n');
  return { to: input.to, subject, template: 'job-applicants', text, html };
}

/**
 * An invitation to manage a startup or an investor on Nordhub (the users pages,
 * /client/startups/{key}/users and /client/investors/{key}/users).
 */
export function profileInviteMail(input: {
  to: string;
  inviterName: string;
  profileType: 'company' | 'investor';
  profileName: string;
  link: string;
  validDays: number;
}): OutgoingMail {
  const what = input.profileType === 'company' ? 'its jobs, applicants and profile' : 'its profile, portfolio and settings';
  return actionMail({
    to: input.to,
    subject: `Join ${input.profileName} on Nordhub`,
    template: input.profileType === 'company' ? 'company-invite' : 'investor-invite',
    greeting: greet(undefined),
    body: [
      `${input.inviterName} invited you to manage ${input.profileName} on Nordhub: ${what}.`,
      `Open the link to accept. If you have no Nordhub account yet, sign up with this e-mail address first. The link works for ${input.validDays} days.`,
    ],
    action: { label: 'Accept the invitation', url: input.link },
    closing: 'If you did not expect this invitation, you can ignore this e-mail.',
    secret: { validHours: input.validDays * 24 },
  });
}

/** To the new address of an e-mail change: the change happens only when this link is opened. */
export function emailChangeConfirmMail(input: { to: string; firstName: string; link: string; validHours: number }): OutgoingMail {
  return actionMail({
    to: input.to,
    subject: 'Confirm your new e-mail address',
    template: 'change-email-confirm',
    greeting: greet(input.firstName),
    body: [
      `You asked to use this address for your Nordhub account. Confirm it to make the change; until then you keep signing in with your current address. The link works once, for ${input.validHours} hours.`,
    ],
    action: { label: 'Confirm your new e-mail address', url: input.link },
    closing: 'If it was not you, ignore this e-mail: nothing changes.',
    secret: { validHours: input.validHours },
  });
}

/** To the current address when an e-mail change is asked for (the new address must still confirm). */
export function emailChangeRequestedMail(input: { to: string; firstName: string; newEmail: string; siteUrl: string }): OutgoingMail {
  return actionMail({
    to: input.to,
    subject: 'Your Nordhub e-mail address is being changed',
    template: 'change-email-requested',
    greeting: greet(input.firstName),
    body: [`Someone signed in to your Nordhub account with its password and asked to change its e-mail address to ${input.newEmail}. The change happens when that address confirms it.`],
    action: { label: 'Open Nordhub', url: input.siteUrl },
    closing: 'If it was not you, change your password now (My Account, or "Forgot password" when signing in): that signs out every other session.',
  });
}

/** To the former address once the new one confirmed the change. */
export function emailChangedMail(input: { to: string; firstName: string; newEmail: string; siteUrl: string }): OutgoingMail {
  return actionMail({
    to: input.to,
    subject: 'Your Nordhub e-mail address was changed',
    template: 'change-email-done',
    greeting: greet(input.firstName),
    body: [`The e-mail address of your Nordhub account is now ${input.newEmail}. This address no longer signs in.`],
    action: { label: 'Contact Nordhub', url: `${input.siteUrl}/contact` },
    closing: 'If it was not you, write to us at once through the contact page.',
  });
}
