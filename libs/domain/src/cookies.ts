/** A year, the life of the site's remembered choices (consent, profile, preferred country). */
export const COOKIE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment of a site-wide cookie: `value` encoded, kept `maxAgeSeconds` (0 forgets it). */
export function siteCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** The decoded value of cookie `name` in a `document.cookie` string (or a Cookie header), or null when it is not set. */
export function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
