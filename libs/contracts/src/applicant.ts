import * as z from 'zod';
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
  phone: z.string().nullable(),
  headline: z.string().nullable(),
  about: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  cvFile: fileSchema.nullable(),
  location: locationSchema.nullable(),
  nationalityCode: isoCountryCodeSchema.nullable(),
  preferences: applicantPreferencesSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;

/** POST applicant (create, body may be empty) and PUT applicant (update). */
export const applicantProfileInputSchema = z.object({
  enabled: z.boolean().optional(),
  phone: textInput(40, 'Phone').nullable().optional(),
  headline: textInput(150, 'Headline').nullable().optional(),
  about: textInput(5000, 'About').nullable().optional(),
  linkedinUrl: websiteInputSchema.nullable().optional(),
  cvFile: fileSchema.nullable().optional(),
  location: locationInputSchema.nullable().optional(),
  nationalityCode: isoCountryCodeSchema.nullable().optional(),
  preferences: z
    .object({
      categories: z.array(jobCategorySchema).max(30).optional(),
      positionTypes: z.array(positionTypeSchema).max(10).optional(),
      countryCodes: z.array(jobSearchCountrySchema).max(10).optional(),
    })
    .optional(),
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
  phone: z.string().nullable(),
  pitch: z.string().nullable(),
  links: z.array(applicantLinkSchema),
  cvFile: fileSchema.nullable(),
  workPermit: workPermitSchema.nullable(),
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
  url: z
    .string()
    .trim()
    .max(300, 'Link must be at most 300 characters')
    .refine((value) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value) && URL.canParse(value), 'Please enter a valid link starting with https://'),
});

/** PUT /applicant/settings: the whole quick-apply form (react-hook-form uses the same schema). */
export const quickApplySettingsInputSchema = z.object({
  phone: textInput(40, 'Phone')
    .refine((value) => value === '' || /^\+?[\d\s().-]{5,}$/.test(value), 'Please enter a valid phone number')
    .nullable(),
  pitch: textInput(QUICK_APPLY_PITCH_MAX, 'Pitch').nullable(),
  links: z.array(linkInputSchema).max(QUICK_APPLY_LINKS_MAX, `Add at most ${QUICK_APPLY_LINKS_MAX} links`),
  cvFile: fileSchema.nullable(),
  workPermit: workPermitSchema.nullable(),
  countryCodes: z.array(jobSearchCountrySchema).max(10, 'Choose at most 10 countries'),
  openToRemote: z.boolean(),
  willingToRelocate: z.boolean(),
});
export type QuickApplySettingsInput = z.input<typeof quickApplySettingsInputSchema>;

/** GET /applicant: the applicant profile page. */
export const applicantOverviewSchema = z.object({
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
  settings: quickApplySettingsSchema,
  counts: z.object({ applications: z.number().int().min(0), followedStartups: z.number().int().min(0) }),
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
