import { EMAIL_MAX_LENGTH, isValidPassword, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@nordhub/domain';
import * as z from 'zod';
import { userSchema } from './user';

/** Validation messages of spec section 5, word for word. */
export const authMessages = {
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  email: 'Please enter your email address',
  password: 'Please enter a valid password',
  robot: 'Please verify you are not a robot',
  logInPassword: 'Please enter your password',
  firstNameTooLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
} as const;

/** Texts of spec section 8 that the auth flow shows. */
export const authTexts = {
  accountExists: 'Email address found, please log in',
  invalidLogIn: 'Invalid email or password',
  forgotPasswordSent:
    "If there's a user connected to this email address, we've sent an email with instructions for resetting your password.",
  noAccountYet: 'You do not have an account yet, please signup first.',
} as const;

/** Required, valid e-mail address of at most 50 characters; trimmed and lower-cased. */
export const emailInputSchema = z
  .string(authMessages.email)
  .trim()
  .toLowerCase()
  .min(1, authMessages.email)
  .max(EMAIL_MAX_LENGTH, authMessages.emailTooLong)
  .pipe(z.email(authMessages.email));

/** A new password: the domain rule (8+ characters, upper-case, digit, special), at most 50. */
export const newPasswordSchema = z
  .string(authMessages.password)
  .max(PASSWORD_MAX_LENGTH, authMessages.password)
  .refine(isValidPassword, authMessages.password);

export const signUpFormSchema = z.object({
  name: z.object({
    first: z
      .string(authMessages.firstName)
      .trim()
      .min(1, authMessages.firstName)
      .max(NAME_MAX_LENGTH, authMessages.firstNameTooLong),
    last: z
      .string(authMessages.lastName)
      .trim()
      .min(1, authMessages.lastName)
      .max(NAME_MAX_LENGTH, authMessages.lastNameTooLong),
  }),
  email: emailInputSchema,
  password: newPasswordSchema,
  /** Token of the robot check (ALTCHA payload or reCAPTCHA response). */
  reCaptchaResponse: z.string(authMessages.robot).min(1, authMessages.robot),
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** POST users/sign-in. `exists` marks a log-in after "Email address found, please log in". */
export const logInFormSchema = z.object({
  email: emailInputSchema,
  password: z.string(authMessages.logInPassword).min(1, authMessages.logInPassword),
  exists: z.boolean().optional(),
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
  resetKey: z.string().min(1, 'The reset link is incomplete'),
});
export type ResetPassword = z.input<typeof resetPasswordSchema>;

/** POST /users/verify-email. */
export const verifyEmailSchema = z.object({
  emailVerificationKey: z.string().min(1, 'The verification link is incomplete'),
});
export type VerifyEmail = z.input<typeof verifyEmailSchema>;

/** POST /users/authorize-with-linkedin. */
export const authorizeWithLinkedInSchema = z.object({
  accessToken: z.string().min(1),
  allowRegistration: z.boolean(),
});
export type AuthorizeWithLinkedIn = z.infer<typeof authorizeWithLinkedInSchema>;

export const authorizeWithLinkedInResponseSchema = z.object({
  /** Null when no account exists and registration was not allowed. */
  user: userSchema.nullable(),
  found: z.boolean(),
  created: z.boolean(),
});
export type AuthorizeWithLinkedInResponse = z.infer<typeof authorizeWithLinkedInResponseSchema>;

/** Steps of the authentication modal (spec section 4). */
export const authFlowStepSchema = z.enum(['signup-landing', 'signup', 'signin', 'signup-forgot-password', 'sign-exists']);
export type AuthFlowStep = z.infer<typeof authFlowStepSchema>;

/** ALTCHA proof-of-work challenge that the sign-up form solves (the default robot check). */
export const robotCheckChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type RobotCheckChallenge = z.infer<typeof robotCheckChallengeSchema>;
