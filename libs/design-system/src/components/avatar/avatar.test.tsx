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
});
