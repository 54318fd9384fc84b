import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret (256 bits): session cookies, CSRF tokens, e-mail link keys. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 (hex) of a token. Sessions and e-mail keys are stored only as this hash, so a leaked
 * database holds nothing a browser could use.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of two strings (different lengths are simply unequal). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
