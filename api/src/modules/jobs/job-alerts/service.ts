import * as z from 'zod';
import {
  digestFiltersSchema,
  notificationFrequencySchema,
  type DigestFilters,
  type DigestMailLookup,
  type DigestSettings,
  type DigestSubscribeResult,
  type NotificationFrequency,
} from '@nordhub/contracts';
import { defaultLocale, pickLocale, type SiteLocale } from '@nordhub/domain';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/db';
import { newToken, tokenHash } from '../../../security/tokens';
import type { Mailer } from '../../operations/mail';
import { digestConfirmMail, digestSettingsLinkMail, mailLanguage } from '../../operations/mail';
import {
  claimRequestMail,
  confirmById,
  confirmByKeyHash,
  digestByEmail,
  digestByKey,
  insertDigest,
  renewConfirmation,
  unsubscribeByKey,
  updateDigest,
  type DigestRow,
} from './queries';

// Stored values read leniently (a value the contracts no longer allow falls back), built once.
const storedFrequencySchema = z.catch(notificationFrequencySchema, 'onceweek');

/** Links in digest mails and on the settings page. */
export const digestSettingsUrl = (origin: string, settingsKey: string) => `${origin}/profile-settings/${encodeURIComponent(settingsKey)}`;
/** The confirmation link of a new subscription: /emailsignup posts its key to /api/digest/confirm. */
export const digestConfirmUrl = (origin: string, confirmKey: string) => `${origin}/emailsignup?confirmKey=${encodeURIComponent(confirmKey)}`;
/** How long a confirmation link works. */
export const digestConfirmLinkHours = 7 * 24;

/** The one-click unsubscribe address: POST unsubscribes (RFC 8058), GET shows a confirmation. */
export const digestUnsubscribeUrl = (origin: string, settingsKey: string) => `${origin}/api/digest/unsubscribe/${encodeURIComponent(settingsKey)}`;

/** 128 random bits as 32 hex characters: the secret of /profile-settings/{settingsKey}. */
export const newSettingsKey = () => randomBytes(16).toString('hex');

/** Filters without empty values, so a stored filter always narrows the search. */
export function cleanDigestFilters(filters: DigestFilters): DigestFilters {
  const clean: DigestFilters = {};
  const search = filters.search?.trim();
  if (search) clean.search = search;
  if (filters.countryCode) clean.countryCode = filters.countryCode;
  if (filters.categories?.length) clean.categories = [...new Set(filters.categories)];
  if (filters.positionTypes?.length) clean.positionTypes = [...new Set(filters.positionTypes)];
  return clean;
}

// Stored values are read leniently: a value the contracts no longer know is dropped, not a 500.
export function storedDigestFilters(value: unknown): DigestFilters {
  const parsed = digestFiltersSchema.safeParse(value);
  return parsed.success ? cleanDigestFilters(parsed.data) : {};
}

export const storedFrequency = (value: string): NotificationFrequency => storedFrequencySchema.parse(value);

/** The stored language of a subscription, read leniently like its filters. */
export const storedLanguage = (value: string | null | undefined): SiteLocale => pickLocale(value);

export function toDigestSettings(row: DigestRow): DigestSettings {
  return {
    settingsKey: row.settings_key,
    email: row.email,
    frequency: storedFrequency(row.frequency),
    subscribed: row.subscribed,
    filters: storedDigestFilters(row.filters),
    language: storedLanguage(row.language),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The signed-in user's e-mail address once verified; null for a guest or an unverified address
 * (anyone can sign up with any address, so an unverified one proves no mailbox).
 */
async function emailOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const row = await db.maybeOne<{ email: string }>('SELECT email FROM users WHERE id = $1 AND is_email_verified', [userId]);
  return row?.email ?? null;
}

const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * GET digest/mail/{email}: the key only for the signed-in user's own verified address. For anyone
 * else the answer is null whether or not the address is subscribed, so the endpoint can neither
 * turn an address into a key (which would let anyone change someone's settings) nor tell who is
 * subscribed.
 */
export async function lookupSettingsKey(db: Db, email: string, userId: string | null): Promise<DigestMailLookup> {
  if (!sameAddress(await emailOf(db, userId), email)) return { settingsKey: null };
  const row = await digestByEmail(db, email);
  return { settingsKey: row?.settings_key ?? null };
}

export interface SubscribeInput {
  email: string;
  frequency: NotificationFrequency;
  filters?: DigestFilters | undefined;
  language?: SiteLocale | undefined;
}

/** The anonymous answer to every subscribe request: check your inbox. */
const pending: DigestSubscribeResult = { status: 'pending', settings: null };

/**
 * POST /digest, double opt-in. The signed-in owner of a verified address is subscribed at once
 * (or changes the subscription) and gets the settings. Anyone else gets 'pending', the same
 * answer whether or not the address is subscribed: a new address is mailed a confirmation link
 * and gets nothing else until it is followed; an address with a subscription is mailed its
 * settings link (a fresh confirmation link while unconfirmed). One such mail a day at most, so the
 * form cannot flood an inbox. The settings key reaches only whoever reads the address's mail.
 */
export async function subscribe(db: Db, mailer: Mailer, input: SubscribeInput, userId: string | null, origin: string): Promise<DigestSubscribeResult> {
  const filters = cleanDigestFilters(input.filters ?? {});
  const language = input.language ?? defaultLocale;
  const owner = sameAddress(await emailOf(db, userId), input.email);
  return db.transaction(async (tx) => {
    const confirmKey = owner ? null : newToken();
    const created = await insertDigest(tx, {
      settingsKey: newSettingsKey(),
      email: input.email,
      userId: owner ? userId : null,
      frequency: input.frequency,
      filters,
      language,
      confirmKeyHash: confirmKey ? tokenHash(confirmKey) : null,
      confirmHours: digestConfirmLinkHours,
    });
    if (created && owner) return { status: 'subscribed', settings: toDigestSettings(created) };
    if (created && confirmKey) {
      await mailer.enqueue(tx, digestConfirmMail(created.email, digestConfirmUrl(origin, confirmKey), digestConfirmLinkHours, await mailLanguage(language)));
      return pending;
    }
    const existing = await digestByEmail(tx, input.email);
    if (!existing) throw new Error('A digest subscription conflicted but cannot be found');
    if (owner) {
      const updated = await updateDigest(tx, existing.id, { frequency: input.frequency, subscribed: true, filters, language, userId });
      await confirmById(tx, existing.id);
      return { status: 'updated', settings: toDigestSettings(updated) };
    }
    if (!(await claimRequestMail(tx, existing.id))) return pending;
    if (existing.confirmed_at) {
      // The address's owner chose a language before; a stranger's request does not change it.
      await mailer.enqueue(tx, digestSettingsLinkMail(existing.email, digestSettingsUrl(origin, existing.settings_key), await mailLanguage(storedLanguage(existing.language))));
    } else {
      const key = newToken();
      await renewConfirmation(tx, existing.id, { frequency: input.frequency, filters, language, confirmKeyHash: tokenHash(key), confirmHours: digestConfirmLinkHours });
      await mailer.enqueue(tx, digestConfirmMail(existing.email, digestConfirmUrl(origin, key), digestConfirmLinkHours, await mailLanguage(language)));
    }
    return pending;
  });
}

/**
 * POST /digest/confirm: the key from the confirmation mail confirms the subscription and returns
 * its settings (the settings key, to whoever holds the mail); null for an unknown, used or expired key.
 */
export async function confirmSubscription(db: Db, confirmKey: string): Promise<DigestSettings | null> {
  const row = await confirmByKeyHash(db, tokenHash(confirmKey));
  return row ? toDigestSettings(row) : null;
}

/** GET /digest/{settingsKey}: null for an unknown key. */
export async function settingsByKey(db: Db, settingsKey: string): Promise<DigestSettings | null> {
  const row = await digestByKey(db, settingsKey);
  return row ? toDigestSettings(row) : null;
}

export interface DigestChange {
  frequency?: NotificationFrequency | undefined;
  subscribed?: boolean | undefined;
  filters?: DigestFilters | undefined;
  language?: SiteLocale | undefined;
}

/**
 * The settings after a PUT. With mergeData, only what `data` names changes, filters field by
 * field (null or an empty value clears one); without it, `data` replaces the filters as a whole,
 * and frequency, subscribed and language keep their value when not given.
 */
export function mergeDigestSettings(
  current: { frequency: NotificationFrequency; subscribed: boolean; filters: DigestFilters; language: SiteLocale },
  data: DigestChange,
  mergeData: boolean,
): { frequency: NotificationFrequency; subscribed: boolean; filters: DigestFilters; language: SiteLocale } {
  const filters = mergeData
    ? cleanDigestFilters({
        ...current.filters,
        ...Object.fromEntries(Object.entries(data.filters ?? {}).filter(([, value]) => value !== undefined)),
      })
    : cleanDigestFilters(data.filters ?? {});
  return { frequency: data.frequency ?? current.frequency, subscribed: data.subscribed ?? current.subscribed, filters, language: data.language ?? current.language };
}

/** PUT /digest/{settingsKey}: null for an unknown key. */
export async function updateSettings(db: Db, settingsKey: string, data: DigestChange, mergeData: boolean): Promise<DigestSettings | null> {
  return db.transaction(async (tx) => {
    const row = await tx.maybeOne<DigestRow>('SELECT * FROM digest_subscriptions WHERE settings_key = $1 FOR UPDATE', [settingsKey]);
    if (!row) return null;
    const current = toDigestSettings(row);
    const next = mergeDigestSettings(current, data, mergeData);
    return toDigestSettings(await updateDigest(tx, row.id, next));
  });
}

/** One-click unsubscribe: false for an unknown key. */
export function unsubscribe(db: Db, settingsKey: string): Promise<boolean> {
  return unsubscribeByKey(db, settingsKey);
}
