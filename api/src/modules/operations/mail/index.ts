// The public face of the mail module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { englishMail, linkMail, mailLanguage, mailLayout } from './layout';
export type { MailLanguage } from './layout';
export { createMailer } from './mailer';
export type { Mailer } from './mailer';
export { startOutboxPruneScheduler } from './retention';
export { mailboxApiRoutes, mailboxPageRoutes } from './routes';
export {
  applicantsMail,
  digestConfirmMail,
  digestJobPlace,
  digestMail,
  digestSettingsLinkMail,
  emailChangeConfirmMail,
  emailChangeRequestedMail,
  emailChangedMail,
  escapeHtml,
  linkLinkedInMail,
  profileInviteMail,
  resetPasswordMail,
  verificationMail,
} from './templates';
export type { OutgoingMail } from './templates';
