/**
 * Where a Slack incoming webhook may point: https on hooks.slack.com, and only when
 * `allowLocal` (the API outside production, and the browser, which cannot know) also an http(s)
 * URL on this machine (localhost, 127.0.0.1, [::1]), where a development receiver listens. The
 * server never posts anywhere else, so a webhook cannot make it reach into a private network.
 */
export function isSlackWebhookUrl(value: string, { allowLocal }: { allowLocal: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && url.hostname === 'hooks.slack.com' && url.port === '' && url.pathname.length > 1) return true;
  if (!allowLocal || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
}
