import { renderHook } from '@testing-library/react';
import { useFirstDataDeferred } from './first-data-deferred';

describe('useFirstDataDeferred', () => {
  it('holds the first data back for one render, then shows it; losing the data shows at once', () => {
    const seen: boolean[] = [];
    const { rerender } = renderHook(({ hasData }) => seen.push(useFirstDataDeferred(hasData)), { initialProps: { hasData: false } });
    expect(seen).toEqual([false]);
    // The update that brings the data renders without it; the deferred one right after shows it.
    rerender({ hasData: true });
    expect(seen).toEqual([false, false, true]);
    // Later changes render at once (a new search keeps the data, a reset drops it).
    rerender({ hasData: true });
    expect(seen.at(-1)).toBe(true);
    rerender({ hasData: false });
    expect(seen.at(-1)).toBe(false);
  });

  it('shows data already there when the page mounts (a cached answer) at once', () => {
    const { result } = renderHook(() => useFirstDataDeferred(true));
    expect(result.current).toBe(true);
  });
});
