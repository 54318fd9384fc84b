import { OAuthPopupError, openOAuthPopup } from '../oauth/oauth-popup';

/** An access token from the professional network, as the callback page hands it over. */
export type LinkedInAuthorisation = { accessToken: string; expiresAt: number };

/** Where the popup starts: the API sends it on to the provider (LinkedIn, or the dev provider). */
export const linkedInStartPath = '/api/linkedin/start';

export class LinkedInPopupError extends OAuthPopupError {
  override name = 'LinkedInPopupError';
}

/**
 * Opens the professional-network sign-in in an 800 by 650 popup and waits for its answer.
 * Resolves null when the person cancels or closes the popup (not authorised, spec section 8);
 * rejects on any other failure, including a blocked popup.
 */
export function openLinkedInPopup(host: Window = window): Promise<LinkedInAuthorisation | null> {
  return openOAuthPopup(
    {
      startUrl: linkedInStartPath,
      source: 'nordhub-linkedin',
      windowName: 'nordhub-linkedin',
      blockedMessage: 'Please allow pop-ups for this site to sign in with LinkedIn.',
      read: (data) => ({ accessToken: String(data.accessToken), expiresAt: Number(data.expiresAt) }),
      createError: (message) => new LinkedInPopupError(message),
    },
    host,
  );
}
