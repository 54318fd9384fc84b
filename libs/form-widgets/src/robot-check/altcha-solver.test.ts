/** @jest-environment node */
import { createHash } from 'node:crypto';
import { altchaPayload, solveAltchaChallenge } from './altcha-solver';

const challengeFor = (salt: string, number: number) => ({
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
  salt,
  signature: 'sig',
  maxnumber: 5000,
});

describe('solveAltchaChallenge', () => {
  it('finds the number whose SHA-256 of salt + number is the challenge, reporting progress up to 1', async () => {
    const progress: number[] = [];
    await expect(solveAltchaChallenge(challengeFor('abc?expires=1', 1234), { onProgress: (f) => progress.push(f) })).resolves.toBe(1234);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives null when no number up to maxnumber matches', async () => {
    await expect(solveAltchaChallenge({ ...challengeFor('s', 9000), maxnumber: 600 })).resolves.toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveAltchaChallenge(challengeFor('s', 4000), { signal: controller.signal })).rejects.toThrow();
  });
});

describe('altchaPayload', () => {
  it('is base64 JSON of algorithm, challenge, number, salt and signature', () => {
    const challenge = challengeFor('s', 3);
    expect(JSON.parse(Buffer.from(altchaPayload(challenge, 3), 'base64').toString('utf8'))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 3,
      salt: 's',
      signature: 'sig',
    });
  });
});
