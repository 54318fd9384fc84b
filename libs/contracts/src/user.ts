import { EMAIL_MAX_LENGTH, isValidPassword, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@nordhub/domain';
import * as z from 'zod/mini';
import { authMessages } from './auth-texts';
import { idSchema, isoDateTimeSchema } from './common';
import { platformMapSchema, profileStatusSchema } from './enums';
import { imageSchema } from './image';

/** Required, valid e-mail address of at most 50 characters; trimmed and lower-cased. */
export const emailInputSchema = z.pipe(z.string(authMessages.email).check(z.trim(), z.toLowerCase(), z.minLength(1, authMessages.email), z.maxLength(EMAIL_MAX_LENGTH, authMessages.emailTooLong)), z.email(authMessages.email));

/** A new password: the domain rule (8+ characters, upper-case, digit, special), at most 50. */
export const newPasswordSchema = z.string(authMessages.password).check(z.maxLength(PASSWORD_MAX_LENGTH, authMessages.password), z.refine(isValidPassword, authMessages.password));

/** First and last name: required, trimmed, at most 50 characters each. */
export const personNameSchema = z.object({
  first: z.string(authMessages.firstName).check(z.trim(), z.minLength(1, authMessages.firstName), z.maxLength(NAME_MAX_LENGTH, authMessages.firstNameTooLong)),
  last: z.string(authMessages.lastName).check(z.trim(), z.minLength(1, authMessages.lastName), z.maxLength(NAME_MAX_LENGTH, authMessages.lastNameTooLong)),
});

export const uiFeatureSchema = z.object({
  /** A value of the site configuration's uiFeatures. */
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  reachedAt: isoDateTimeSchema,
});
export type UiFeature = z.infer<typeof uiFeatureSchema>;

/** A company the user manages, with what the profile switcher needs. */
export const userCompanySchema = z.object({
  key: z.string(),
  status: profileStatusSchema,
  name: z.string(),
  logoImage: z.nullable(imageSchema),
  platform: platformMapSchema,
  linkedinId: z.nullable(z.string()),
  adminUrl: z.string(),
});
export type UserCompany = z.infer<typeof userCompanySchema>;

/** An investor the user manages. */
export const userInvestorSchema = z.object({
  key: z.string(),
  status: profileStatusSchema,
  name: z.string(),
  logoImage: z.nullable(imageSchema),
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
  image: z.nullable(imageSchema),
  imageUrl: z.nullable(z.string()),
  isAdmin: z.boolean(),
  isEmailVerified: z.boolean(),
  companies: z.array(userCompanySchema),
  investors: z.array(userInvestorSchema),
  applicant: z.nullable(userApplicantSchema),
  /** The remembered profile choice as text ("company:acme", "applicant", ...), or null. */
  profile: z.nullable(z.string()),
  uiFeatures: z.array(uiFeatureSchema),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET session: who is signed in, `user` null for a guest. The app's sign-in status check, a 200
 * either way (users/me answers a guest 403, which browsers log as a failed request).
 */
export const sessionStatusSchema = z.object({ user: z.nullable(userSchema) });
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/**
 * PUT users/me: record reached UI features, remember (or forget, null) the selected profile,
 * change name, e-mail (currentPassword + email: confirmed by a link to the new address), password
 * (currentPassword + newPassword) or image (null removes it).
 */
export const updateMeSchema = z.object({
    uiFeatures: z.optional(z.array(uiFeatureSchema).check(z.maxLength(100))),
    profile: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
    name: z.optional(personNameSchema),
    email: z.optional(emailInputSchema),
    currentPassword: z.optional(z.string().check(z.maxLength(200))),
    newPassword: z.optional(newPasswordSchema),
    imagePath: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(500)))),
  }).check(z.superRefine((update, ctx) => {
    const changes = [update.uiFeatures, update.profile, update.name, update.email, update.newPassword, update.imagePath];
    if (changes.every((value) => value === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Send uiFeatures or profile' });
    }
    if (update.currentPassword !== undefined && update.newPassword === undefined && update.email === undefined) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: authMessages.password });
    }
  }));
export type UpdateMe = z.infer<typeof updateMeSchema>;

/**
 * POST users/confirm-email-change: the key of the link mailed to the new address. A new e-mail
 * (PUT users/me with currentPassword) takes effect only then; until then the old one signs in.
 */
export const confirmEmailChangeSchema = z.object({
  emailChangeKey: z.string().check(z.trim(), z.minLength(1, 'The link has no key'), z.maxLength(200, 'The link has no valid key')),
});
export type ConfirmEmailChange = z.infer<typeof confirmEmailChangeSchema>;

/** Its answer: the account's address now. */
export const confirmEmailChangeResultSchema = z.object({ email: z.string() });
export type ConfirmEmailChangeResult = z.infer<typeof confirmEmailChangeResultSchema>;

/** My Account (/settings): one form per change, each a part of PUT users/me with its field names. */
export const changeNameSchema = z.object({ name: personNameSchema });
export type ChangeName = z.infer<typeof changeNameSchema>;

/** A new e-mail needs the current password; the change waits for the new address's link. */
export const changeEmailSchema = z.object({
  email: emailInputSchema,
  currentPassword: z.string(authMessages.logInPassword).check(z.minLength(1, authMessages.logInPassword), z.maxLength(200, authMessages.logInPassword)),
});
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

export const changePasswordSchema = z.object({
  // The server checks it; here it only has to be there (the log-in form's rule and message).
  currentPassword: z.string(authMessages.logInPassword).check(z.minLength(1, authMessages.logInPassword), z.maxLength(200, authMessages.logInPassword)),
  newPassword: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
