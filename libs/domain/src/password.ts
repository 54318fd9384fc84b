/** Input limits of the product spec's validation rules and business constants, defined once for forms and the API. */
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 50;

export interface PasswordStrength {
  hasDigit: boolean;
  /** Anything that is not a letter, digit or whitespace, e.g. "!", "#", "€". */
  hasSpecial: boolean;
  hasUppercase: boolean;
  hasMinLength: boolean;
}

/** Flags shown by the password-strength helper as the user types. */
export function passwordStrength(password: string): PasswordStrength {
  return {
    hasDigit: /\p{Nd}/u.test(password),
    hasSpecial: /[^\p{L}\p{N}\s]/u.test(password),
    hasUppercase: /\p{Lu}/u.test(password),
    hasMinLength: [...password].length >= PASSWORD_MIN_LENGTH,
  };
}

/** The sign-up rule: at least 8 characters with an upper-case letter, a digit and a special character. */
export function isValidPassword(password: string): boolean {
  const strength = passwordStrength(password);
  return strength.hasDigit && strength.hasSpecial && strength.hasUppercase && strength.hasMinLength;
}
