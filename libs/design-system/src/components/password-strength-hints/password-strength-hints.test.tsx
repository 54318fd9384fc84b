import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { PasswordStrengthHints } from './password-strength-hints';

describe('PasswordStrengthHints', () => {
  it('lists the four rules and says which are met', () => {
    renderWithTheme(
      <PasswordStrengthHints id="hints" strength={{ hasMinLength: true, hasUppercase: false, hasDigit: true, hasSpecial: false }} />,
    );
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(list).toHaveAttribute('id', 'hints');
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '✓ At least 8 characters (met)',
      '○ An upper-case letter (not met yet)',
      '✓ A number (met)',
      '○ A special character (not met yet)',
    ]);
  });
});
