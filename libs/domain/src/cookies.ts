/** The decoded value of cookie `name` in a `document.cookie` string (or a Cookie header), or null when it is not set. */
export function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
