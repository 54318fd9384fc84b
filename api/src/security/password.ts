import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to argon2id;
// its Algorithm enum is a const enum that isolated-module builds cannot import, so the default
// is relied on and a test checks that hashes start with "$argon2id$".
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A PHC-format argon2id hash (salted) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Whether the password matches the stored hash; false (not an error) for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
