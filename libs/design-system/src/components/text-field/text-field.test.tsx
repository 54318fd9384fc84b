import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and is valid without an error', () => {
    renderWithTheme(<TextField label="Email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('shows the error and links it to the input', () => {
    renderWithTheme(<TextField label="First name" error="Please enter first name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(screen.getByText('Please enter first name')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter first name');
  });

  it('announces the error when it appears, and only then', () => {
    const { rerender } = renderWithTheme(<TextField label="Email" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<TextField label="Email" error="Please enter your email" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email');
  });

  it('describes the input by hint and error together', () => {
    renderWithTheme(<TextField label="Password" type="password" hint="At least 8 characters" error="Please enter a valid password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 8 characters Please enter a valid password');
  });

  it('passes typing through to the caller', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<TextField label="City" onChange={(event) => onChange(event.target.value)} />);
    await user.type(screen.getByLabelText('City'), 'Oslo');
    expect(onChange).toHaveBeenLastCalledWith('Oslo');
  });

  it('keeps a hidden label as the accessible name', () => {
    renderWithTheme(<TextField label="Search jobs" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search jobs' })).toBeInTheDocument();
  });
});
