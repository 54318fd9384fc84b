import type { Db } from '../../db/db';
import type { LinkedInIdentity } from './linkedin-client';

export type LinkedInSignIn =
  | { userId: string; found: boolean; created: boolean }
  | { userId: null; found: false; created: false };

/**
 * Finds the account behind a professional-network identity: by its linked subject, else by
 * e-mail (and links it), else creates one when registration is allowed.
 */
export async function resolveLinkedInUser(db: Db, identity: LinkedInIdentity, allowRegistration: boolean): Promise<LinkedInSignIn> {
  const linked = await db.maybeOne<{ id: string }>('SELECT id FROM users WHERE linkedin_sub = $1', [identity.sub]);
  if (linked) return { userId: linked.id, found: true, created: false };

  if (identity.email) {
    const byEmail = await db.maybeOne<{ id: string }>(
      `UPDATE users SET linkedin_sub = $2, updated_at = now()
        WHERE lower(email) = lower($1) AND linkedin_sub IS NULL
        RETURNING id`,
      [identity.email, identity.sub],
    );
    if (byEmail) return { userId: byEmail.id, found: true, created: false };
  }

  if (!allowRegistration || !identity.email) return { userId: null, found: false, created: false };
  // ON CONFLICT: an e-mail already linked to another LinkedIn identity is not taken over.
  const created = await db.maybeOne<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, linkedin_sub, is_email_verified)
     VALUES ($1, $2, $3, $4, true)
     ON CONFLICT (lower(email)) DO NOTHING
     RETURNING id`,
    [identity.email, identity.firstName, identity.lastName, identity.sub],
  );
  if (!created) return { userId: null, found: false, created: false };
  return { userId: created.id, found: false, created: true };
}
