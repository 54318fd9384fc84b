import { type RobotCheckChallenge } from '@nordhub/contracts';

/** What ALTCHA's default maxnumber is when the challenge does not say. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Numbers tried between progress reports and abort checks (keeps the page responsive). */
const BATCH = 500;

export type SolveOptions = {
  signal?: AbortSignal;
  /** Share of the search space tried so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

const toHex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Finds the number whose hash of salt + number is the challenge (ALTCHA proof of work), with
 * the browser's own crypto.subtle. Null when no number up to maxnumber matches.
 */
export async function solveAltchaChallenge(
  { algorithm, challenge, salt, maxnumber }: RobotCheckChallenge,
  { signal, onProgress }: SolveOptions = {},
): Promise<number | null> {
  const max = maxnumber ?? DEFAULT_MAX_NUMBER;
  const encoder = new TextEncoder();
  const target = challenge.toLowerCase();
  for (let number = 0; number <= max; number += 1) {
    if (number % BATCH === 0) {
      signal?.throwIfAborted();
      onProgress?.(number / max);
      // Yields to the event loop so the progress shows and clicks still work.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const digest = await crypto.subtle.digest(algorithm, encoder.encode(`${salt}${number}`));
    if (toHex(digest) === target) {
      onProgress?.(1);
      return number;
    }
  }
  return null;
}

/** The answer sent as reCaptchaResponse: base64 of JSON { algorithm, challenge, number, salt, signature }. */
export function altchaPayload({ algorithm, challenge, salt, signature }: RobotCheckChallenge, number: number): string {
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
}
