import { escapeHtml } from '../../html';

/** What the popup tells the page that opened it (spec section 7: the popup returns through an event). */
export type LinkedInPopupMessage =
  | { source: 'nordhub-linkedin'; accessToken: string; expiresAt: number }
  | { source: 'nordhub-linkedin'; error: 'access_denied' | 'failed'; description: string };

/** Any OAuth popup's answer: a result, or an error (access_denied: not authorised). */
export type PopupMessage = { source: string } & ({ error: 'access_denied' | 'failed'; description: string } | Record<string, unknown>);


/**
 * The page a provider redirects an OAuth popup to: it posts the outcome to the opener (same
 * origin only), which then closes the popup; it says what happened (`text`) in case nobody does.
 * The client side is `openOAuthPopup` in libs/api-client. `nonce` is the response's CSP nonce
 * (request.cspNonce): without it the browser refuses the inline script.
 */
export function popupCallbackPage(nonce: string, title: string, message: PopupMessage, text: string): string {
  const json = JSON.stringify(message).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<p role="status">${escapeHtml(text)}</p>
<script nonce="${escapeHtml(nonce)}">
(function () {
  var message = ${json};
  if (window.opener) {
    window.opener.postMessage(message, window.location.origin);
  }
})();
</script>
</body>
</html>`;
}

/** The professional-network sign-in's callback page. */
export function callbackPage(nonce: string, message: LinkedInPopupMessage): string {
  const text = 'accessToken' in message ? 'You are signed in with LinkedIn. You can close this window.' : message.description;
  return popupCallbackPage(nonce, 'LinkedIn sign-in', message, text);
}
