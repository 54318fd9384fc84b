import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/**
 * Secrets that every instance must share but nobody configured (signing keys): created once per
 * database in app_secrets (first writer wins) and read once per process. Setting the matching
 * environment variable still takes precedence where a module offers one.
 */
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/** The stored secret `name`, created with `fresh` when there is none yet (first caller wins). */
async function appSecret(db: Db, name: string, fresh: string): Promise<string> {
  await db.query(`INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, fresh]);
  const row = await db.one<{ value: string }>(`SELECT value FROM app_secrets WHERE name = $1`, [name]);
  return row.value;
}

/** The shared secret `name` (64 hex characters), from the database, cached per Db. */
export function sharedSecret(db: Db, name: string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = new Map();
    cache.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = appSecret(db, name, randomBytes(32).toString('hex'));
    const own = secrets;
    secret.catch(() => own.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
