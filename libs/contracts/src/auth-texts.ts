import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@nordhub/domain';

// The accounts' texts, apart from the schemas that use them: the shell's header and session show
// them on every page, which then need neither zod nor the auth schemas (docs/performance.md, "axios,
// zod and the schemas load with the first API request").

/** Validation messages of the product spec's validation rules, word for word. */
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

/** Texts of the product spec's error catalogue that the auth flow shows. */
export const authTexts = {
  accountExists: 'Email address found, please log in',
  invalidLogIn: 'Invalid email or password',
  forgotPasswordSent:
    "If there's a user connected to this email address, we've sent an email with instructions for resetting your password.",
  noAccountYet: 'You do not have an account yet, please signup first.',
  emailVerified: 'Your email address is verified',
  emailChanged: 'Your email address is changed. Sign in with the new address from now on.',
  passwordsDiffer: 'The passwords do not match',
} as const;

/** What the professional-network popup says (on its page and to the opener). */
export const linkedInTexts = {
  signedIn: 'You are signed in with LinkedIn. You can close this window.',
  signedUp: 'Your Nordhub account is created and you are signed in. You can close this window.',
  confirmByEmail:
    'A Nordhub account already uses this e-mail address. Please check your inbox: we have sent you a link that connects LinkedIn to your account and signs you in.',
  linkedElsewhere: 'Your Nordhub account is linked to another LinkedIn account. Please log in with your e-mail and password.',
  cancelled: 'The LinkedIn sign-in was cancelled.',
  failed: 'LinkedIn could not sign you in. Please try again.',
  expired: 'This LinkedIn sign-in link has expired. Please start again.',
  notConfigured: 'LinkedIn sign-in is not configured on this site.',
  linkInvalid: 'This link is invalid or has expired. Please use Continue with LinkedIn again.',
} as const;

/** Messages the accounts API answers with (E_CSRF, E_RATE_LIMITED, E_INVALID_TOKEN...). */
export const authErrorMessages = {
  csrf: 'The request could not be verified. Reload the page and try again.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  invalidResetToken: 'This reset link is invalid or has expired',
  invalidVerificationToken: 'This verification link is invalid or has expired',
  notSignedIn: 'Please log in',
  currentPassword: 'Your current password is not correct',
  emailChangeNeedsPassword: 'Enter your current password to change your email address',
  emailChangeNoPassword:
    'Your account has no password yet. Set one first with "Forgot password" on the log-in form (we e-mail you a link), then change your email address.',
  invalidEmailChangeToken: 'This confirmation link is invalid or has expired',
  emailTaken: 'This e-mail address belongs to another account',
  signUpDisabled: 'Sign-up is disabled',
} as const;
