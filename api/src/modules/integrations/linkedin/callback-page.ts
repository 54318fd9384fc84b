import type { LinkedInPopupOutcome } from '@nordhub/contracts';
import { escapeHtml } from '../../../html';

/**
 * What the popup tells the page that opened it (the popup returns through an
 * event): the outcome and a sentence for people, never a token (the server signed in itself).
 */
export type LinkedInPopupMessage =
  | { source: 'nordhub-linkedin'; outcome: LinkedInPopupOutcome; message: string }
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
  return popupCallbackPage(nonce, 'LinkedIn sign-in', message, 'outcome' in message ? message.message : message.description);
}

/** The mailed link's page: the link is used only by pressing the button (a mail scanner's GET changes nothing). */
export function linkConfirmationPage(email: string, action: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link LinkedIn to your Nordhub account</title></head>
<body>
<main>
<h1>Link LinkedIn to your Nordhub account</h1>
<p>LinkedIn will sign you in to the Nordhub account of ${escapeHtml(email)}.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Link LinkedIn and sign in</button></form>
</main>
</body>
</html>`;
}

/** A page that says why the mailed link did nothing. */
export function linkProblemPage(text: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Link LinkedIn to your Nordhub account</title></head>
<body><main><h1>Link LinkedIn to your Nordhub account</h1><p role="alert">${escapeHtml(text)}</p><p><a href="/">Go to Nordhub</a></p></main></body>
</html>`;
}
