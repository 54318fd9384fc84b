import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { NewPasswordField } from './new-password-field';

describe('NewPasswordField', () => {
  it('is a new-password input described by the rules the typed password meets', () => {
    renderWithTheme(<NewPasswordField label="New password" password="Secret12" error="Too weak" aria-describedby="extra" />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription(/At least 8 characters \(met\).*A special character \(not met yet\)/);
    expect(input).toHaveAccessibleDescription(/Too weak/);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('extra');
  });
});
