import { isApiClientError } from '@nordhub/api-client';
import { applicantTexts } from '@nordhub/contracts';

/** What the dialog shows once an application went out. */
export type Sent = { quick: boolean };

/** The server's answer as a message: 409 says the applicant already applied. */
export function failureMessage(error: unknown): string {
  if (isApiClientError(error) && error.status === 409) return error.message || applicantTexts.alreadyApplied;
  return error instanceof Error ? error.message : 'Your application could not be sent. Please try again.';
}
