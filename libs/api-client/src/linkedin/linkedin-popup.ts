import { type LinkedInIntent, type LinkedInPopupOutcome } from '@nordhub/contracts';
import { OAuthPopupError, openOAuthPopup } from '../oauth/oauth-popup';

/**
 * What the professional-network popup answered. The server has already signed the person in
 * when the outcome is 'signed-in' or 'signed-up' (the popup shares this page's cookies); no
 * token ever reaches the page.
 */
export type LinkedInSignInResult = { outcome: LinkedInPopupOutcome; message: string };

/** Where the popup starts: the API sends it on to the provider (LinkedIn, or the dev provider). */
export const linkedInStartPath = '/api/linkedin/start';

/** The start URL; only the sign-up side ('sign-up') may create an account, and the server keeps that. */
export const linkedInStartUrl = (intent: LinkedInIntent) => `${linkedInStartPath}?intent=${intent}`;

const outcomes: readonly LinkedInPopupOutcome[] = ['signed-in', 'signed-up', 'no-account', 'confirm-by-email'];

export class LinkedInPopupError extends OAuthPopupError {
  override name = 'LinkedInPopupError';
}

/**
 * Opens the professional-network sign-in in an 800 by 650 popup and waits for its answer.
 * Resolves null when the person cancels or closes the popup (not authorised, the product spec's error catalogue);
 * rejects on any other failure, including a blocked popup or an answer it cannot read.
 */
export function openLinkedInPopup(intent: LinkedInIntent, host: Window = window): Promise<LinkedInSignInResult | null> {
  return openOAuthPopup(
    {
      startUrl: linkedInStartUrl(intent),
      source: 'nordhub-linkedin',
      windowName: 'nordhub-linkedin',
      blockedMessage: 'Please allow pop-ups for this site to sign in with LinkedIn.',
      read: (data) => {
        const outcome = outcomes.find((known) => known === data.outcome);
        if (!outcome) throw new LinkedInPopupError('LinkedIn could not sign you in. Please try again.');
        return { outcome, message: typeof data.message === 'string' ? data.message : '' };
      },
      createError: (message) => new LinkedInPopupError(message),
    },
    host,
  );
}
