import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('shows up to two initials without an image', () => {
    expect(initialsOf('Anna Maria Berg')).toBe('AM');
    expect(initialsOf(' acme ')).toBe('A');
    expect(initialsOf('')).toBe('');
  });
  it('is named when not decorative, and shows the image when given', () => {
    renderWithTheme(<Avatar name="Anna Berg" src="/a.png" decorative={false} />);
    const avatar = screen.getByRole('img', { name: 'Anna Berg' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/a.png');
  });
  it('draws the initials rather than writing them, so a named control holds no text missing from its name', () => {
    renderWithTheme(
      <button type="button" aria-label="Account menu: Anna Berg">
        <Avatar name="Anna Berg" />
        Anna Berg
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Account menu: Anna Berg' });
    expect(button).toHaveTextContent(/^Anna Berg$/);
    expect(button.querySelector('[data-initials="AB"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
