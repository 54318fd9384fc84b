import * as z from 'zod';
import { isoDateTimeSchema } from './common';
import { jobSearchCountrySchema, notificationFrequencySchema, positionTypeSchema } from './enums';
import { emailInputSchema } from './auth';
import { jobCategorySchema } from './job-category';

/** What a job digest e-mail contains. */
export const digestFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  countryCode: jobSearchCountrySchema.nullable().optional(),
  categories: z.array(jobCategorySchema).max(30).optional(),
  positionTypes: z.array(positionTypeSchema).max(10).optional(),
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
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

/** GET digest/mail/{email}: the settings key for an address, null when it has none. */
export const digestMailLookupSchema = z.object({
  settingsKey: z.string().nullable(),
});
export type DigestMailLookup = z.infer<typeof digestMailLookupSchema>;

/** POST /digest: subscribe an address (e.g. from /emailsignup). */
export const digestSubscriptionSchema = z.object({
  email: emailInputSchema,
  frequency: notificationFrequencySchema,
  filters: digestFiltersSchema.optional(),
});
export type DigestSubscription = z.input<typeof digestSubscriptionSchema>;

/** PUT /digest/{settingsKey}: with mergeData true, only the given fields change. */
export const digestUpdateSchema = z.object({
  data: z.object({
    frequency: notificationFrequencySchema.optional(),
    subscribed: z.boolean().optional(),
    filters: digestFiltersSchema.optional(),
  }),
  mergeData: z.boolean().default(true),
});
export type DigestUpdate = z.input<typeof digestUpdateSchema>;
