/** What the popup tells the page that opened it (spec section 7: the popup returns through an event). */
export type LinkedInPopupMessage =
  | { source: 'nordhub-linkedin'; accessToken: string; expiresAt: number }
  | { source: 'nordhub-linkedin'; error: 'access_denied' | 'failed'; description: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page the provider redirects the popup to: it posts the outcome to the opener (same
 * origin only), which then closes the popup; it says what happened in case nobody does.
 */
export function callbackPage(message: LinkedInPopupMessage): string {
  const json = JSON.stringify(message).replace(/</g, '\\u003c');
  const text = 'accessToken' in message ? 'You are signed in with LinkedIn. You can close this window.' : message.description;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>LinkedIn sign-in</title></head>
<body>
<p role="status">${escapeHtml(text)}</p>
<script>
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
