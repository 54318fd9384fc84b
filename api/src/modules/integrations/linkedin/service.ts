import type { LinkedInFeedStatus } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import type { AggregatorJobRow } from '../../jobs/job-feeds';
import { newToken, tokenHash } from '../../../security/tokens';
import type { Mailer } from '../../operations/mail';
import { linkLinkedInMail } from '../../operations/mail';
import { findAccountByEmail, findLinkedAccount, insertLinkedAccount, insertLinkToken, lastFeedFetch, linkIdentity, recentLinkToken, recordFeedFetch, useLinkToken } from './queries';

/** Who the provider says signed in: from the verified ID token (subject) and userinfo. */
export interface ProviderIdentity {
  sub: string;
  email: string | null;
  /** The provider vouches that the person controls `email`. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export type LinkedInSignIn =
  | { kind: 'signed-in'; userId: string }
  | { kind: 'signed-up'; userId: string }
  /** No account, and this flow may not create one (started from log-in, or sign-up is off). */
  | { kind: 'no-account' }
  /** An account has the e-mail but the link needs its owner's confirmation: a mail was sent. */
  | { kind: 'confirm-by-email' }
  /** The account with this e-mail is linked to another identity already. */
  | { kind: 'linked-elsewhere' };

/** A link-confirmation mail works for a day; the same identity gets one mail per 10 minutes. */
export const linkConfirmationHours = 24;
const linkMailIntervalMinutes = 10;

export const linkConfirmationUrl = (origin: string, key: string) => `${origin}/api/linkedin/link?key=${encodeURIComponent(key)}`;

/**
 * The account behind a provider identity: the one linked to its subject; else the one with its
 * e-mail, linked at once only when both the provider and this site have verified that e-mail
 * (otherwise its owner is mailed a one-time link to confirm); else a new one when allowed.
 */
export async function resolveLinkedInUser(
  db: Db,
  mailer: Mailer,
  identity: ProviderIdentity,
  { allowRegistration, origin }: { allowRegistration: boolean; origin: string },
): Promise<LinkedInSignIn> {
  const linked = await findLinkedAccount(db, identity.sub);
  if (linked) return { kind: 'signed-in', userId: linked.id };
  if (!identity.email) return { kind: 'no-account' };

  const account = await findAccountByEmail(db, identity.email);
  if (account) {
    if (account.linkedin_sub !== null) return { kind: 'linked-elsewhere' };
    // An e-mail claim alone proves nothing: a provider account may carry any address it has not
    // verified, and a local account may have been registered by someone squatting the address.
    if (identity.emailVerified && account.is_email_verified) {
      return (await linkIdentity(db, account.id, identity.sub, { verifyEmail: false })) ? { kind: 'signed-in', userId: account.id } : { kind: 'linked-elsewhere' };
    }
    // Popups repeated in a row send one mail: the address's owner is not flooded.
    if (await recentLinkToken(db, account.id, identity.sub, linkMailIntervalMinutes)) return { kind: 'confirm-by-email' };
    await db.transaction(async (tx) => {
      const key = newToken();
      await insertLinkToken(tx, tokenHash(key), account.id, identity.sub, linkConfirmationHours);
      await mailer.enqueue(tx, linkLinkedInMail(account.email, account.first_name, linkConfirmationUrl(origin, key), linkConfirmationHours));
    });
    return { kind: 'confirm-by-email' };
  }

  if (!allowRegistration) return { kind: 'no-account' };
  // A new account is verified only when the provider vouches for the address.
  const created = await insertLinkedAccount(db, { ...identity, email: identity.email });
  return created ? { kind: 'signed-up', userId: created } : { kind: 'no-account' };
}

/**
 * Uses a mailed link-confirmation key: links the identity to the account (the owner proved the
 * mailbox, so the e-mail counts as verified) and answers the account, or null when the key is
 * unknown, used or expired, or the identity or account is linked meanwhile.
 */
export async function confirmLinkedInLink(db: Db, key: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const token = await useLinkToken(tx, tokenHash(key));
    if (!token) return null;
    if (await findLinkedAccount(tx, token.linkedin_sub)) return null;
    return (await linkIdentity(tx, token.user_id, token.linkedin_sub, { verifyEmail: true })) ? token.user_id : null;
  });
}

/** Records LinkedIn's fetch of the feed it was served: for every linked startup, how many of its jobs it held. */
export async function recordLinkedInFetch(db: Db, jobs: readonly AggregatorJobRow[]): Promise<void> {
  const counts: Record<string, number> = {};
  for (const job of jobs) if (job.company_linkedin_id) counts[job.company_linkedin_id] = (counts[job.company_linkedin_id] ?? 0) + 1;
  await recordFeedFetch(db, counts);
}

/** The feed URL a startup registers with LinkedIn and LinkedIn's last fetch of it. */
export async function linkedInFeedStatus(db: Db, companyId: string, feedUrl: string): Promise<LinkedInFeedStatus> {
  const fetch = await lastFeedFetch(db, companyId);
  return { feedUrl, lastFetchedAt: fetch?.fetched_at.toISOString() ?? null, jobCount: fetch?.job_count ?? null };
}
