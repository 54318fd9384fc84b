import { PROFESSIONAL_NETWORK_POPUP } from '@nordhub/domain';

/** What a callback page posts to its opener: a result, or an error (access_denied: not authorised). */
type CallbackData = { source: string; error?: unknown; description?: unknown } & Record<string, unknown>;

export class OAuthPopupError extends Error {
  override name = 'OAuthPopupError';
}

export interface OAuthPopupOptions<Result> {
  /** Where the popup starts: an API route that sends it on to the provider. */
  startUrl: string;
  /** The `source` the callback page puts on its message, so several flows never mix. */
  source: string;
  /** The popup window's name. */
  windowName: string;
  /** Said when the browser blocked the popup. */
  blockedMessage: string;
  /** The flow's result out of a successful callback message. */
  read: (data: CallbackData) => Result;
  /** The error type the flow rejects with (a subclass of OAuthPopupError). */
  createError?: (message: string) => Error;
}

/**
 * One OAuth popup (the product spec's calls, error catalogue and business constants): 800 by 650, centred on the page, checked every
 * 250 ms. Resolves the callback's result; resolves null when the person cancels (access_denied)
 * or closes the popup (not authorised); rejects on any other failure, including a blocked popup.
 * Used by the professional-network sign-in and the applicant-tracking connection.
 */
export function openOAuthPopup<Result>(options: OAuthPopupOptions<Result>, host: Window = window): Promise<Result | null> {
  const createError = options.createError ?? ((message: string) => new OAuthPopupError(message));
  const { width, height, pollIntervalMs } = PROFESSIONAL_NETWORK_POPUP;
  const left = Math.max(0, host.screenX + (host.outerWidth - width) / 2);
  const top = Math.max(0, host.screenY + (host.outerHeight - height) / 2);
  const popup = host.open(options.startUrl, options.windowName, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return Promise.reject(createError(options.blockedMessage));

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
      const data: unknown = event.data;
      if (event.origin !== host.location.origin || typeof data !== 'object' || data === null) return;
      const message = data as CallbackData;
      if (message.source !== options.source) return;
      if (message.error === 'access_denied') finish(() => resolve(null));
      else if (message.error !== undefined) finish(() => reject(createError(typeof message.description === 'string' ? message.description : 'The authorisation failed.')));
      else
        finish(() => {
          // An answer the flow cannot read is a failure, not a silent hang.
          try {
            resolve(options.read(message));
          } catch (error) {
            reject(error instanceof Error ? error : createError('The authorisation failed.'));
          }
        });
    };
    const poll = host.setInterval(() => {
      if (popup.closed) finish(() => resolve(null));
    }, pollIntervalMs);
    host.addEventListener('message', onMessage);
  });
}
