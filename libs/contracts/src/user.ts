import * as z from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { platformMapSchema, profileStatusSchema } from './enums';
import { imageSchema } from './image';

export const uiFeatureSchema = z.object({
  /** A value of the site configuration's uiFeatures. */
  name: z.string().min(1).max(100),
  reachedAt: isoDateTimeSchema,
});
export type UiFeature = z.infer<typeof uiFeatureSchema>;

/** A company the user manages, with what the profile switcher needs. */
export const userCompanySchema = z.object({
  key: z.string(),
  status: profileStatusSchema,
  name: z.string(),
  logoImage: imageSchema.nullable(),
  platform: platformMapSchema,
  linkedinId: z.string().nullable(),
  adminUrl: z.string(),
});
export type UserCompany = z.infer<typeof userCompanySchema>;

/** An investor the user manages. */
export const userInvestorSchema = z.object({
  key: z.string(),
  status: profileStatusSchema,
  name: z.string(),
  logoImage: imageSchema.nullable(),
  platform: platformMapSchema,
  adminUrl: z.string(),
});
export type UserInvestor = z.infer<typeof userInvestorSchema>;

/** The user's applicant profile summary ("applicantProfile" in older code). */
export const userApplicantSchema = z.object({
  enabled: z.boolean(),
  platform: platformMapSchema,
});
export type UserApplicant = z.infer<typeof userApplicantSchema>;

/** The signed-in user (GET users/me). */
export const userSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
  image: imageSchema.nullable(),
  imageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isEmailVerified: z.boolean(),
  companies: z.array(userCompanySchema),
  investors: z.array(userInvestorSchema),
  applicant: userApplicantSchema.nullable(),
  /** The remembered profile choice as text ("company:acme", "applicant", ...), or null. */
  profile: z.string().nullable(),
  uiFeatures: z.array(uiFeatureSchema),
});
export type User = z.infer<typeof userSchema>;

/** PUT users/me: record reached UI features, or remember (or forget) the selected profile. */
export const updateMeSchema = z
  .object({
    uiFeatures: z.array(uiFeatureSchema).max(100).optional(),
    profile: z.string().max(200).nullable().optional(),
  })
  .refine((update) => update.uiFeatures !== undefined || update.profile !== undefined, {
    message: 'Send uiFeatures or profile',
  });
export type UpdateMe = z.infer<typeof updateMeSchema>;
