import styled from '@emotion/styled';
import { type PasswordStrength } from '@nordhub/domain';
import { VisuallyHidden } from '../layout/layout';

export type PasswordStrengthHintsProps = {
  /** The flags of the domain's password-strength rule for what the user typed so far. */
  strength: PasswordStrength;
  /** Lets the password input point at the list with aria-describedby. */
  id?: string;
};

const StyledList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xxs} ${theme.space.md}`,
  margin: 0,
  padding: 0,
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
  listStyle: 'none',
}));

/** The password-strength helper of the product spec's validation rules: which rules the password meets so far. */
export function PasswordStrengthHints({ strength, id }: PasswordStrengthHintsProps) {
  const rules = [
    { met: strength.hasMinLength, text: 'At least 8 characters' },
    { met: strength.hasUppercase, text: 'An upper-case letter' },
    { met: strength.hasDigit, text: 'A number' },
    { met: strength.hasSpecial, text: 'A special character' },
  ];
  return (
    <StyledList id={id} aria-label="Password requirements">
      {rules.map((rule) => (
        <li key={rule.text}>
          <span aria-hidden="true">{rule.met ? '✓' : '○'}</span> {rule.text}
          <VisuallyHidden>{rule.met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
        </li>
      ))}
    </StyledList>
  );
}
