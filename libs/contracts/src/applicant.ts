import * as z from 'zod';
import { idSchema, isoDateTimeSchema, textInput, websiteInputSchema } from './common';
import { isoCountryCodeSchema, jobSearchCountrySchema, positionTypeSchema } from './enums';
import { fileSchema } from './image';
import { jobCategorySchema } from './job-category';
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
