// Nordic reality filters (docs/nordic-filters.md). The rules live in libs/domain
// (job-work-conditions.ts); these are the shapes on the wire.
import { NORDIC_LANGUAGES, WORKING_LANGUAGES } from '@nordhub/domain';
import * as z from 'zod/mini';
import { isoCountryCodeSchema } from './enums';

export const workingLanguageSchema = z.enum(WORKING_LANGUAGES, 'Please choose whether English is fine or a local language is required');
export type WorkingLanguageValue = z.infer<typeof workingLanguageSchema>;

export const nordicLanguageSchema = z.enum(NORDIC_LANGUAGES, 'Please choose Danish, Swedish, Norwegian, Finnish or Icelandic');
export type NordicLanguageValue = z.infer<typeof nordicLanguageSchema>;

/** A job's working conditions as the API returns them (part of every job). */
export const jobWorkConditionsSchema = z.object({
  workingLanguage: workingLanguageSchema,
  /** The local languages needed (LOCAL_REQUIRED only; any one of them is enough). */
  requiredLanguages: z.array(nordicLanguageSchema),
  visaSponsorship: z.boolean(),
  relocationSupport: z.boolean(),
  /**
   * Countries a remote job may be done from (ISO 3166-1 alpha-2); empty: not stated, which means
   * the job's own country (domain's remoteWorkCountries). Always empty for a job that is not remote.
   */
  remoteCountryCodes: z.array(isoCountryCodeSchema),
});
export type JobWorkConditionsValue = z.infer<typeof jobWorkConditionsSchema>;

const remoteCountryCodeInput = z.string('Each remote country must be a two-letter country code such as SE').check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Each remote country must be a two-letter country code such as SE'));

/**
 * The job form's fields for them. Each is optional: absent keeps what is stored (a new job:
 * English is fine, no visa sponsorship or relocation support, remote from the job's country).
 */
export const jobWorkConditionsInputSchema = z.object({
  workingLanguage: z.optional(workingLanguageSchema),
  requiredLanguages: z.optional(z.array(nordicLanguageSchema, 'Please choose the required languages').check(z.maxLength(5))),
  visaSponsorship: z.optional(z.boolean('Visa sponsorship must be yes or no')),
  relocationSupport: z.optional(z.boolean('Relocation support must be yes or no')),
  remoteCountryCodes: z.optional(z.array(remoteCountryCodeInput, 'Please choose the countries').check(z.maxLength(50, 'Please list at most 50 countries'))),
});

/** The job form's cross-field rule: a required local language must be named. */
export function checkJobWorkConditions(
  job: { workingLanguage?: WorkingLanguageValue | undefined; requiredLanguages?: readonly NordicLanguageValue[] | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  if (job.workingLanguage === 'LOCAL_REQUIRED' && (job.requiredLanguages ?? []).length === 0) {
    ctx.addIssue({ code: 'custom', path: ['requiredLanguages'], message: 'Please choose the language the job requires' });
  }
}
