import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, textInput, websiteInputSchema } from './common';
import { isoCountryCodeSchema, jobCategorySchema, jobSearchCountrySchema, positionTypeSchema } from './enums';
import { fileSchema } from './image';
import { locationInputSchema, locationSchema } from './location';

/** Where a job seeker wants to work; used for matching and digests. */
export const applicantPreferencesSchema = z.object({
  categories: z.array(jobCategorySchema),
  positionTypes: z.array(positionTypeSchema),
  countryCodes: z.array(jobSearchCountrySchema),
});
export type ApplicantPreferences = z.infer<typeof applicantPreferencesSchema>;

/** A job seeker's profile, also the quick-apply settings (/client/applicant/settings). */
export const applicantProfileSchema = z.object({
  id: idSchema,
  enabled: z.boolean(),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
  phone: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  about: z.nullable(z.string()),
  linkedinUrl: z.nullable(z.string()),
  cvFile: z.nullable(fileSchema),
  location: z.nullable(locationSchema),
  nationalityCode: z.nullable(isoCountryCodeSchema),
  preferences: applicantPreferencesSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;

/** POST applicant (create, body may be empty) and PUT applicant (update). */
export const applicantProfileInputSchema = z.object({
  enabled: z.optional(z.boolean()),
  phone: z.optional(z.nullable(textInput(40, 'Phone'))),
  headline: z.optional(z.nullable(textInput(150, 'Headline'))),
  about: z.optional(z.nullable(textInput(5000, 'About'))),
  linkedinUrl: z.optional(z.nullable(websiteInputSchema)),
  cvFile: z.optional(z.nullable(fileSchema)),
  location: z.optional(z.nullable(locationInputSchema)),
  nationalityCode: z.optional(z.nullable(isoCountryCodeSchema)),
  preferences: z.optional(z.object({
      categories: z.optional(z.array(jobCategorySchema).check(z.maxLength(30))),
      positionTypes: z.optional(z.array(positionTypeSchema).check(z.maxLength(10))),
      countryCodes: z.optional(z.array(jobSearchCountrySchema).check(z.maxLength(10))),
    })),
});
export type ApplicantProfileInput = z.input<typeof applicantProfileInputSchema>;

/** The seeker's right to work where the job is (quick-apply settings). */
export const workPermitSchema = z.enum(['citizen', 'permit', 'sponsorship']);
export type WorkPermit = z.infer<typeof workPermitSchema>;
export const workPermitLabels: Record<WorkPermit, string> = {
  citizen: 'EU/EEA citizen or permanent right to work',
  permit: 'I hold a work permit',
  sponsorship: 'I need visa sponsorship',
};

/** A link the seeker shows with every application (portfolio, GitHub, LinkedIn…). */
export const applicantLinkSchema = z.object({ label: z.string(), url: z.string() });
export type ApplicantLink = z.infer<typeof applicantLinkSchema>;

export const QUICK_APPLY_PITCH_MAX = 500;
export const QUICK_APPLY_LINKS_MAX = 5;

/** GET /applicant/settings: what quick apply sends with one click. */
export const quickApplySettingsSchema = z.object({
  phone: z.nullable(z.string()),
  pitch: z.nullable(z.string()),
  links: z.array(applicantLinkSchema),
  cvFile: z.nullable(fileSchema),
  workPermit: z.nullable(workPermitSchema),
  /** Countries the seeker wants to work in (REMOTE allowed), as in the job search. */
  countryCodes: z.array(jobSearchCountrySchema),
  openToRemote: z.boolean(),
  willingToRelocate: z.boolean(),
  /** Whether the settings hold enough to apply in one step (a CV). */
  ready: z.boolean(),
});
export type QuickApplySettings = z.infer<typeof quickApplySettingsSchema>;

const linkInputSchema = z.object({
  label: textInput(40, 'Link label'),
  url: z.string().check(z.trim(), z.maxLength(300, 'Link must be at most 300 characters'), z.refine((value) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value) && URL.canParse(value), 'Please enter a valid link starting with https://')),
});

/** PUT /applicant/settings: the whole quick-apply form (react-hook-form uses the same schema). */
export const quickApplySettingsInputSchema = z.object({
  phone: z.nullable(textInput(40, 'Phone').check(z.refine((value) => value === '' || /^\+?[\d\s().-]{5,}$/.test(value), 'Please enter a valid phone number'))),
  pitch: z.nullable(textInput(QUICK_APPLY_PITCH_MAX, 'Pitch')),
  links: z.array(linkInputSchema).check(z.maxLength(QUICK_APPLY_LINKS_MAX, `Add at most ${QUICK_APPLY_LINKS_MAX} links`)),
  cvFile: z.nullable(fileSchema),
  workPermit: z.nullable(workPermitSchema),
  countryCodes: z.array(jobSearchCountrySchema).check(z.maxLength(10, 'Choose at most 10 countries')),
  openToRemote: z.boolean(),
  willingToRelocate: z.boolean(),
});
export type QuickApplySettingsInput = z.input<typeof quickApplySettingsInputSchema>;

/** GET /applicant: the applicant profile page. */
export const applicantOverviewSchema = z.object({
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
  settings: quickApplySettingsSchema,
  counts: z.object({ applications: z.int().check(z.gte(0)), followedStartups: z.int().check(z.gte(0)) }),
  createdAt: isoDateTimeSchema,
});
export type ApplicantOverview = z.infer<typeof applicantOverviewSchema>;

/** A CV is a PDF of at most 5 MB (the document upload limit), checked by content on upload. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const cvTexts = {
  notPdf: 'Please upload your CV as a PDF',
  tooLarge: 'The file is larger than 5 MB',
  unknown: 'Upload your CV first, then apply with it',
} as const;
