import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { colors } from '../../theme';
import { TextLink } from './text-link';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('TextLink', () => {
  it('is a link in the link colour by default', () => {
    renderWithTheme(<TextLink href="/jobs">Jobs</TextLink>);
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link).toHaveAttribute('href', '/jobs');
    expect(getComputedStyle(link).color).toBe(rgb(colors.link));
  });

  it('marks the current page in the tab and nav looks', () => {
    renderWithTheme(
      <>
        <TextLink href="/a" variant="tab" aria-current="page">Current</TextLink>
        <TextLink href="/b" variant="tab">Other</TextLink>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('link', { name: 'Current' })).color).toBe(rgb(colors.primary));
    expect(getComputedStyle(screen.getByRole('link', { name: 'Other' })).color).toBe(rgb(colors.textMuted));
  });

  it('shows a brand name in the text colour without an underline, at the size asked', () => {
    renderWithTheme(<TextLink href="/" variant="brand" size="xl">Nordhub</TextLink>);
    const style = getComputedStyle(screen.getByRole('link', { name: 'Nordhub' }));
    expect(style.color).toBe(rgb(colors.text));
    expect(style.textDecoration).toBe('none');
    expect(style.fontSize).toBe('1.5rem');
  });
});
