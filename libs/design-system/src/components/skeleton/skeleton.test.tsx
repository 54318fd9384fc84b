import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The shapes are drawn once the page data has been waited for 200 ms. */
  const waitOutGrace = () => act(() => jest.advanceTimersByTime(200));

  it('draws no shapes in the first 200 ms, so data that comes sooner flashes no loading sign', () => {
    const { container, unmount } = renderWithTheme(<Skeleton label="Loading the jobs…" count={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the jobs…');
    act(() => jest.advanceTimersByTime(199));
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    // The data arrived: the page puts its content where the skeleton stood, which never showed.
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });

  it('draws the shapes once the data has taken 200 ms', () => {
    const { container } = renderWithTheme(<Skeleton count={2} />);
    act(() => jest.advanceTimersByTime(199));
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });

  it('tells screen readers what is loading while the shapes stay hidden from them', () => {
    const { container } = renderWithTheme(<Skeleton label="Loading the jobs…" shape="cards" count={2} />);
    waitOutGrace();
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
    waitOutGrace();
    const lines = Array.from(container.querySelectorAll('[aria-hidden="true"]'));
    expect(lines.map((line) => getComputedStyle(line).width)).toEqual(['100%', '100%', '60%']);
  });
});
