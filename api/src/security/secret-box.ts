import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { sharedSecret } from './app-secrets';

/**
 * Credentials the server must use later (an applicant-tracking access token) are stored
 * encrypted with AES-256-GCM, so a leaked database or backup holds nothing a caller could use
 * without the key. `context` (e.g. the company id) is authenticated with the text: a value
 * copied to another row does not decrypt there.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

const version = 'v1';

export function secretBox(keyHex: string): SecretBox {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes (64 hex characters)');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [tag, iv, authTag, body] = sealed.split('.');
      if (tag !== version || !iv || !authTag || body === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The box of TOKEN_ENCRYPTION_KEY, or of a key every instance shares through app_secrets. */
export async function tokenSecretBox(db: Db, configuredKey: string | undefined): Promise<SecretBox> {
  return secretBox(configuredKey ?? (await sharedSecret(db, 'token-encryption-key')));
}
