import { isApiClientError } from '@nordhub/api-client';
import { applicantTexts } from '@nordhub/contracts';
import { type SiteLocale } from '@nordhub/domain';
import { type Translate } from '@nordhub/i18n';
import { type MessageId } from './messages/compiled/en';

/** What the dialog shows once an application went out. */
export type Sent = { quick: boolean };

/**
 * The server's answer as a message in the dialog's language: 409 says the applicant already
 * applied. In English the server's own words; in another language the dialog's (the API writes English).
 */
export function failureMessage(error: unknown, t: Translate<MessageId>, locale: SiteLocale): string {
  if (isApiClientError(error) && error.status === 409) return locale === 'en' ? error.message || applicantTexts.alreadyApplied : t('error.alreadyApplied');
  return locale === 'en' && error instanceof Error ? error.message : t('failure.generic');
}
