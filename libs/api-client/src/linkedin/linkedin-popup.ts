import { PROFESSIONAL_NETWORK_POPUP } from '@nordhub/domain';

/** An access token from the professional network, as the callback page hands it over. */
export type LinkedInAuthorisation = { accessToken: string; expiresAt: number };

/** Where the popup starts: the API sends it on to the provider (LinkedIn, or the dev provider). */
export const linkedInStartPath = '/api/linkedin/start';

type CallbackMessage =
  | { source: 'nordhub-linkedin'; accessToken: string; expiresAt: number }
  | { source: 'nordhub-linkedin'; error: 'access_denied' | 'failed'; description: string };

const isCallbackMessage = (data: unknown): data is CallbackMessage =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'nordhub-linkedin';

export class LinkedInPopupError extends Error {
  override name = 'LinkedInPopupError';
}

/**
 * Opens the professional-network sign-in in an 800 by 650 popup and waits for its answer.
 * Resolves null when the person cancels or closes the popup (not authorised, spec section 8);
 * rejects on any other failure, including a blocked popup.
 */
export function openLinkedInPopup(host: Window = window): Promise<LinkedInAuthorisation | null> {
  const { width, height, pollIntervalMs } = PROFESSIONAL_NETWORK_POPUP;
  const left = Math.max(0, host.screenX + (host.outerWidth - width) / 2);
  const top = Math.max(0, host.screenY + (host.outerHeight - height) / 2);
  const popup = host.open(linkedInStartPath, 'nordhub-linkedin', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return Promise.reject(new LinkedInPopupError('Please allow pop-ups for this site to sign in with LinkedIn.'));

  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      host.clearInterval(poll);
      host.removeEventListener('message', onMessage);
      // The opener closes the popup once it has the answer: were the popup to close itself,
      // the 250 ms check could see it closed before the message arrives and read it as a cancel.
      if (!popup.closed) popup.close();
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own callback page, on our own origin, may answer.
      if (event.origin !== host.location.origin || !isCallbackMessage(event.data)) return;
      const message = event.data;
      if ('accessToken' in message) finish(() => resolve({ accessToken: message.accessToken, expiresAt: message.expiresAt }));
      else if (message.error === 'access_denied') finish(() => resolve(null));
      else finish(() => reject(new LinkedInPopupError(message.description)));
    };
    const poll = host.setInterval(() => {
      if (popup.closed) finish(() => resolve(null));
    }, pollIntervalMs);
    host.addEventListener('message', onMessage);
  });
}
