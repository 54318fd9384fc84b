/**
 * The one rule for every "go back to" address the product follows: the sign-in `to` query, a
 * checkout's cancel_url, the pages reached from password-reset and invite links. Only a page of
 * this site passes, as a rooted path (with its query and hash); another origin, a
 * protocol-relative "//evil.example", "/\evil.example" (browsers read a backslash as a slash),
 * "javascript:" and other schemes, and control characters (a tab or newline inside "/\t/evil"
 * is dropped by URL parsers) never do, so no link can turn the site into an open redirect.
 */

// Only used to parse rooted paths; never seen by anyone.
const placeholderOrigin = 'https://site.invalid';

/**
 * The path (with query and hash) on this site that `url` names, or null. A rooted path always
 * qualifies; an absolute URL only when `siteOrigin` is given and is exactly that origin (scheme,
 * host and port). A checkout's cancel_url that gives null is refused.
 */
export function sameSiteReturnPath(url: string, siteOrigin?: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.includes('\\') || [...trimmed].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  // A relative value must be a rooted path: "//host" leaves the site, "foo" would resolve oddly.
  if (!absolute && (!trimmed.startsWith('/') || trimmed.startsWith('//'))) return null;
  // An absolute URL is written out in full ("https:/x" or "http:x" are resolved oddly against a base).
  if (absolute && (!siteOrigin || !/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed))) return null;
  let base: URL;
  let parsed: URL;
  try {
    base = new URL(siteOrigin ?? placeholderOrigin);
    parsed = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (parsed.origin !== base.origin) return null;
  // Dot segments can collapse into a protocol-relative path: "/.//evil.example" is "//evil.example".
  if (parsed.pathname.startsWith('//')) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The `to` query accepted as a destination after sign-in: only a path on this site. Null when
 * absent; '/' when it names anything else.
 */
export function safeRedirectTarget(to: string | null | undefined): string | null {
  if (to === null || to === undefined || to === '') return null;
  return sameSiteReturnPath(to) ?? '/';
}
