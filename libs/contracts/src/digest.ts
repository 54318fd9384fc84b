import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';
import { jobCategorySchema, jobSearchCountrySchema, notificationFrequencySchema, positionTypeSchema, siteLocaleSchema } from './enums';
import { emailInputSchema } from './auth';

/** What a job digest e-mail contains. */
export const digestFiltersSchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  countryCode: z.optional(z.nullable(jobSearchCountrySchema)),
  categories: z.optional(z.array(jobCategorySchema).check(z.maxLength(30))),
  positionTypes: z.optional(z.array(positionTypeSchema).check(z.maxLength(10))),
});
export type DigestFilters = z.infer<typeof digestFiltersSchema>;

/** An applicant's digest settings, addressed by the secret settingsKey of /profile-settings/{settingsKey}. */
export const digestSettingsSchema = z.object({
  settingsKey: z.string(),
  email: z.string(),
  frequency: notificationFrequencySchema,
  /** False once the recipient unsubscribes. */
  subscribed: z.boolean(),
  filters: digestFiltersSchema,
  /** The language the digest mails speak. */
  language: siteLocaleSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

/**
 * The secret in /profile-settings/{settingsKey} and the digest mails' links: 32 hex characters
 * (128 random bits), so it cannot be guessed.
 */
export const digestSettingsKeySchema = z.string().check(z.trim(), z.minLength(1, 'Settings key is required'), z.maxLength(100, 'Settings key is at most 100 characters'));

/**
 * GET digest/mail/{email}: the settings key for an address. Only the signed-in owner of the
 * address gets it; for anyone else (and for an address without a subscription) it is null, so
 * the endpoint neither hands out keys nor tells whether an address is subscribed.
 */
export const digestMailLookupSchema = z.object({
  settingsKey: z.nullable(z.string()),
});
export type DigestMailLookup = z.infer<typeof digestMailLookupSchema>;

/** POST /digest: subscribe an address (e.g. from /emailsignup). */
export const digestSubscriptionSchema = z.object({
  email: emailInputSchema,
  frequency: notificationFrequencySchema,
  filters: z.optional(digestFiltersSchema),
  /** The language of the digest mails (and of the confirmation); English when left out. */
  language: z.optional(siteLocaleSchema),
});
export type DigestSubscription = z.input<typeof digestSubscriptionSchema>;

/** PUT /digest/{settingsKey}: with mergeData true, only the given fields change. */
export const digestUpdateSchema = z.object({
  data: z.object({
    frequency: z.optional(notificationFrequencySchema),
    subscribed: z.optional(z.boolean()),
    filters: z.optional(digestFiltersSchema),
    language: z.optional(siteLocaleSchema),
  }),
  mergeData: z._default(z.boolean(), true),
});
export type DigestUpdate = z.input<typeof digestUpdateSchema>;

/**
 * POST /digest's answer. 'subscribed' or 'updated': the signed-in owner of the (verified)
 * address, confirmed at once, settings included. 'pending': everyone else, whether or not the
 * address is subscribed; the address is mailed a confirmation link (or its settings link), so
 * the settings key reaches only whoever reads that mail.
 */
export const digestSubscribeResultSchema = z.object({
  status: z.enum(['subscribed', 'updated', 'pending']),
  settings: z.nullable(digestSettingsSchema),
});
export type DigestSubscribeResult = z.infer<typeof digestSubscribeResultSchema>;

/** POST /digest/confirm: the key of the confirmation mail's link (/emailsignup?confirmKey=...). */
export const digestConfirmSchema = z.object({
  confirmKey: z.string().check(z.trim(), z.minLength(1, 'The link has no key'), z.maxLength(200, 'The link has no valid key')),
});
export type DigestConfirm = z.infer<typeof digestConfirmSchema>;

/** Texts the digest pages and the API share. */
export const digestTexts = {
  subscribed: 'You are subscribed. The first digest arrives when new jobs match your search.',
  pending: 'Check your inbox: we have sent a link to confirm your job alerts. Nothing else is sent until you open it.',
  confirmed: 'Your job alerts are confirmed. The first digest arrives when new jobs match your search.',
  invalidConfirmKey: 'This confirmation link is invalid, used or expired. Subscribe again to get a new one.',
  unsubscribed: 'You are unsubscribed and will get no more job digests.',
  saved: 'Your e-mail notification settings are saved.',
  unknownKey: 'This settings link is not valid. Use the link in your latest digest e-mail.',
} as const;
