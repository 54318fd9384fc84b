import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id and verifies the same password only', async () => {
    const stored = await hashPassword('Nordhub-demo-1');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    await expect(verifyPassword(stored, 'Nordhub-demo-1')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'nordhub-demo-1')).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false for a malformed stored hash', async () => {
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
  });
});
