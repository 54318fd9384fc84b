import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { RouteProgressBar } from './route-progress-bar';

describe('RouteProgressBar', () => {
  it('shows a labelled progress bar while active', () => {
    renderWithTheme(<RouteProgressBar active />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('is absent when idle and disappears when loading ends', () => {
    const { rerender } = renderWithTheme(<RouteProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<RouteProgressBar active />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<RouteProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('animates for 1500 ms', () => {
    renderWithTheme(<RouteProgressBar active label="Loading jobs" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading jobs' }).firstElementChild;
    expect(getComputedStyle(bar as Element).animation).toContain('1500ms');
  });
});
