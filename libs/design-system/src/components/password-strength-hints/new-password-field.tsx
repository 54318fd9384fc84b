import { passwordStrength } from '@nordhub/domain';
import { useId } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { PasswordStrengthHints } from './password-strength-hints';

export type NewPasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'> & {
  /** What the user typed so far (react-hook-form's useWatch), for the strength hints. */
  password: string | undefined;
};

/**
 * A field for choosing a password: a password input the browser may fill with a generated password,
 * followed by the strength rules of the product spec's validation rules it meets so far, linked as its description.
 */
export function NewPasswordField({ password, 'aria-describedby': describedBy, ...fieldProps }: NewPasswordFieldProps) {
  const hintsId = `password-hints-${useId()}`;
  return (
    <>
      <TextField
        {...fieldProps}
        type="password"
        autoComplete="new-password"
        aria-describedby={[describedBy, hintsId].filter(Boolean).join(' ')}
      />
      <PasswordStrengthHints id={hintsId} strength={passwordStrength(password ?? '')} />
    </>
  );
}
