import styled from '@emotion/styled';
import { VisuallyHidden } from '@nordhub/design-system';
import { passwordStrength } from '@nordhub/domain';

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

/** The password-strength helper of spec section 5: which rules the password meets so far. */
export function PasswordStrengthHints({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
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
