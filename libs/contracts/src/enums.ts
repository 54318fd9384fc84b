import { JOB_STATUSES, localeNames, nordicCountryCodes, REMOTE_COUNTRY, siteLocales } from '@nordhub/domain';
import * as z from 'zod/mini';
import { jobCategoryGroupSlugs, jobCategorySlugs } from './job-category';
import { countryNames, investorTypes, jobSorts, otherCompensationTypes, positionTypes, salaryTypes } from './vocabulary';

/** Platforms sharing one login: the main site and the sister impact site. */
export const platformSchema = z.enum(['main', 'impact']);
export type Platform = z.infer<typeof platformSchema>;
export const platforms = platformSchema.options;

/** Which platforms a company or investor is connected to; a missing flag means "not connected". */
export const platformMapSchema = z.partialRecord(platformSchema, z.boolean());
export type PlatformMap = z.infer<typeof platformMapSchema>;

/** Profile types; "user" is the plain account without a profile. */
export const profileTypeSchema = z.enum(['company', 'investor', 'applicant', 'user']);
export type ProfileType = z.infer<typeof profileTypeSchema>;

// The statuses are the lifecycle's (libs/domain job-lifecycle.ts), so both always agree.
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Status of a company or investor profile; DRAFT sends its page to the edit form. */
export const profileStatusSchema = z.enum(['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'INACTIVE']);
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

// The lists and labels of these enums live in vocabulary.ts (no zod there).
export const investorTypeSchema = z.enum(investorTypes);

export const contactPreferenceSchema = z.enum(['EMAIL', 'WEBSITE']);
export type ContactPreference = z.infer<typeof contactPreferenceSchema>;

/** Applicant pipeline (kanban) stages; "rejected" is locked. */
export const pipelineStageSchema = z.enum(['applied', 'custom', 'hired', 'toreject', 'rejected']);
export type PipelineStage = z.infer<typeof pipelineStageSchema>;
export const pipelineStageLabels: Record<PipelineStage, string> = {
  applied: 'Applied',
  custom: 'Custom',
  hired: 'Hired',
  toreject: 'To be rejected',
  rejected: 'Rejected',
};
export const lockedPipelineStages: readonly PipelineStage[] = ['rejected'];

export const salaryTypeSchema = z.enum(salaryTypes);

/** What a salary range is paid for: a month or a year of work. */
export const salaryPeriodSchema = z.enum(['monthly', 'yearly']);
export type SalaryPeriod = z.infer<typeof salaryPeriodSchema>;
export const salaryPeriodLabels: Record<SalaryPeriod, string> = {
  monthly: 'Per month',
  yearly: 'Per year',
};

/** Currencies a job's pay is stated in: those of the Nordic countries (Finland's is the euro). */
export const payCurrencySchema = z.enum(['DKK', 'SEK', 'NOK', 'EUR', 'ISK'], 'Please choose DKK, SEK, NOK, EUR or ISK');
export type PayCurrency = z.infer<typeof payCurrencySchema>;

export const otherCompensationSchema = z.enum(otherCompensationTypes);

export const positionTypeSchema = z.enum(positionTypes);

/** How a job receives applicants: on the platform, on an external page, or by e-mail. */
export const receiveApplicantsSchema = z.enum(['platform', 'url', 'email']);
export type ReceiveApplicants = z.infer<typeof receiveApplicantsSchema>;

export const jobSortSchema = z.enum(jobSorts);

export const benefitIconSchema = z.enum([
  'beer',
  'coffee',
  'gym',
  'healthcare',
  'equity',
  'pension',
  'pet',
  'remote',
  'lunch',
  'education',
  'flexible-hours',
  'parental-leave',
  'vacation',
  'bike',
  'parking',
  'phone',
  'laptop',
  'insurance',
  'social',
  'other',
]);
export type BenefitIcon = z.infer<typeof benefitIconSchema>;

export const notificationFrequencySchema = z.enum(['daily', 'onceweek']);
export type NotificationFrequency = z.infer<typeof notificationFrequencySchema>;
export const notificationFrequencyLabels: Record<NotificationFrequency, string> = {
  daily: 'Daily',
  onceweek: 'Weekly',
};

export const dealTypeSchema = z.enum(['EXTENDED', 'DOWNLOAD']);
export type DealType = z.infer<typeof dealTypeSchema>;

/** The Nordic countries the marketplace covers. */
export const countryCodeSchema = z.enum(nordicCountryCodes);

/** The job-search country filter also offers REMOTE ("Remote"); NI is deliberately absent. */
export const jobSearchCountrySchema = z.enum([...nordicCountryCodes, REMOTE_COUNTRY]);
export type JobSearchCountry = z.infer<typeof jobSearchCountrySchema>;
export const jobSearchCountryOptions: readonly { text: string; value: JobSearchCountry }[] = [
  ...countryCodeSchema.options.map((code) => ({ text: countryNames[code], value: code })),
  { text: 'Remote', value: REMOTE_COUNTRY },
];

/** Any ISO 3166-1 alpha-2 code (investors and offices may sit outside the Nordics). */
export const isoCountryCodeSchema = z.string().check(z.length(2), z.regex(/^[A-Z]{2}$/, 'Use a two-letter upper-case country code'));

export const uploadTypeSchema = z.enum(['image', 'file']);
export type UploadType = z.infer<typeof uploadTypeSchema>;

/** Job categories (the product spec's entities; the lists are in job-category.ts). */
export const jobCategorySchema = z.enum(jobCategorySlugs);
/** The coarser grouping of the categories. */
export const jobCategoryGroupSchema = z.enum(jobCategoryGroupSlugs);

const languageList = siteLocales.map((locale) => `${locale} (${localeNames[locale]})`).join(', ');
/** What a language outside the list is told: "Choose one of en (English), da (Dansk), …". */
export const siteLocaleMessage = `Choose one of ${languageList}`;

/** One of the languages careers sites, feeds, the job widget and mails speak (libs/domain locales.ts); 400 naming the field otherwise. */
export const siteLocaleSchema = z.enum(siteLocales, siteLocaleMessage);
