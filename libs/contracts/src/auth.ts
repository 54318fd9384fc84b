import * as z from 'zod/mini';
import { authMessages, authTexts } from './auth-texts';
import { emailInputSchema, newPasswordSchema, personNameSchema } from './user';

// Defined in user.ts (which updateMeSchema needs them in, and which must not import this file);
// re-exported here because they are the auth forms' rules.
export { emailInputSchema, newPasswordSchema, personNameSchema };

/** Response of POST /users/forgot-password: the same sentence whether or not the account exists. */
export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const signUpFormSchema = z.object({
  name: personNameSchema,
  email: emailInputSchema,
  password: newPasswordSchema,
  /** Token of the robot check (ALTCHA payload or reCAPTCHA response). */
  reCaptchaResponse: z.string(authMessages.robot).check(z.minLength(1, authMessages.robot)),
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** POST users/sign-in. `exists` marks a log-in after "Email address found, please log in". */
export const logInFormSchema = z.object({
  email: emailInputSchema,
  password: z.string(authMessages.logInPassword).check(z.minLength(1, authMessages.logInPassword)),
  exists: z.optional(z.boolean()),
});
export type LogInForm = z.input<typeof logInFormSchema>;

/** POST /users/forgot-password. */
export const forgotPasswordSchema = z.object({
  email: emailInputSchema,
});
export type ForgotPassword = z.input<typeof forgotPasswordSchema>;

/** POST /users/reset-password; answers with the signed-in user. */
export const resetPasswordSchema = z.object({
  password: newPasswordSchema,
  resetKey: z.string().check(z.minLength(1, 'The reset link is incomplete')),
});
export type ResetPassword = z.input<typeof resetPasswordSchema>;

/** The reset-password page's form: the new password typed twice (the key comes from the link). */
export const resetPasswordFormSchema = z.object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }).check(z.refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: authTexts.passwordsDiffer }));
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** POST /users/verify-email. */
export const verifyEmailSchema = z.object({
  emailVerificationKey: z.string().check(z.minLength(1, 'The verification link is incomplete')),
});
export type VerifyEmail = z.input<typeof verifyEmailSchema>;

/** Which side of the modal started 'Continue with LinkedIn': only 'sign-up' may create an account (GET /linkedin/start?intent=). */
export const linkedInIntentSchema = z.enum(['sign-in', 'sign-up']);
export type LinkedInIntent = z.infer<typeof linkedInIntentSchema>;

/**
 * What the professional-network popup tells the page that opened it. The server signs the
 * person in itself (the popup shares the page's cookies); no token ever reaches the browser.
 */
export const linkedInPopupOutcomeSchema = z.enum(['signed-in', 'signed-up', 'no-account', 'confirm-by-email']);
export type LinkedInPopupOutcome = z.infer<typeof linkedInPopupOutcomeSchema>;

/** Steps of the authentication modal (the product spec's states and transitions). */
export const authFlowStepSchema = z.enum(['signup-landing', 'signup', 'signin', 'signup-forgot-password', 'sign-exists']);
export type AuthFlowStep = z.infer<typeof authFlowStepSchema>;

/** ALTCHA proof-of-work challenge that the sign-up form solves (the default robot check). */
export const robotCheckChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.optional(z.int()),
  salt: z.string(),
  signature: z.string(),
});
export type RobotCheckChallenge = z.infer<typeof robotCheckChallengeSchema>;

/**
 * GET /robot-check: which robot check the sign-up form shows. ALTCHA (default): solve the
 * challenge and send base64(JSON { algorithm, challenge, number, salt, signature }) as
 * reCaptchaResponse. reCAPTCHA (when its keys are configured): render it with siteKey.
 */
export const robotCheckSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challenge: robotCheckChallengeSchema }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string().check(z.minLength(1)) }),
]);
export type RobotCheck = z.infer<typeof robotCheckSchema>;
