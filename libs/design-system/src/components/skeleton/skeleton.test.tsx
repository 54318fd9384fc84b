import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('tells screen readers what is loading while the shapes stay hidden from them', () => {
    const { container } = renderWithTheme(<Skeleton label="Loading the jobs…" shape="cards" count={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the jobs…');
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('status'));
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(2);
  });

  it('says "Loading…" when not told what is loading', () => {
    renderWithTheme(<Skeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('keeps the label out of sight', () => {
    renderWithTheme(<Skeleton label="Loading the profile…" />);
    expect(getComputedStyle(screen.getByRole('status')).position).toBe('absolute');
    expect(getComputedStyle(screen.getByRole('status')).width).toBe('1px');
  });

  it('draws text lines with a shorter last line', () => {
    const { container } = renderWithTheme(<Skeleton count={3} />);
    const lines = Array.from(container.querySelectorAll('[aria-hidden="true"]'));
    expect(lines.map((line) => getComputedStyle(line).width)).toEqual(['100%', '100%', '60%']);
  });
});
