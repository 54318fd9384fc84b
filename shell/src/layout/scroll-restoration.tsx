import { isRecord } from '@nordhub/domain';
import { scrollAnchorAttribute } from '@nordhub/session';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the positions wait across a reload (the tab's session, as the browser keeps its history). */
export const scrollPositionsKey = 'nordhub-scroll-positions';

/**
 * Where the visitor was on a page: the scroll, and the first scroll anchor on screen (a job card
 * in its list, see @nordhub/session's scrollAnchor) with its distance from the top of the window.
 * `nth` tells apart the same anchor shown twice (one job in two lists of the same name).
 */
export type ScrollPosition = { y: number; anchor?: { id: string; nth: number; top: number } };

function readPosition(value: unknown): ScrollPosition | null {
  if (!isRecord(value) || typeof value.y !== 'number') return null;
  const { anchor } = value;
  if (isRecord(anchor) && typeof anchor.id === 'string' && typeof anchor.nth === 'number' && typeof anchor.top === 'number') {
    return { y: value.y, anchor: { id: anchor.id, nth: anchor.nth, top: anchor.top } };
  }
  return { y: value.y };
}

function readSavedPositions(): Record<string, ScrollPosition> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '{}');
    if (!isRecord(saved)) return {};
    const entries = Object.entries(saved).map(([key, value]) => [key, readPosition(value)] as const);
    return Object.fromEntries(entries.filter((entry): entry is readonly [string, ScrollPosition] => entry[1] !== null));
  } catch {
    return {};
  }
}

const anchors = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(`[${scrollAnchorAttribute}]`)];

/**
 * The first anchor whose box reaches into the window. Reads only the anchors' own boxes: a list
 * item with `content-visibility: auto` has its size without laying out its skipped content.
 */
function anchorOnScreen(): ScrollPosition['anchor'] {
  const seen = new Map<string, number>();
  for (const element of anchors()) {
    const id = element.getAttribute(scrollAnchorAttribute) ?? '';
    const nth = seen.get(id) ?? 0;
    seen.set(id, nth + 1);
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0) return top < window.innerHeight ? { id, nth, top } : undefined;
  }
  return undefined;
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

/** How long a restored position waits for the page to grow tall enough to hold it. */
export const RESTORE_WAIT_MS = 3000;

const visitorInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Where to scroll for `position`: its anchor back at its distance from the top once drawn, else its `y`. */
function targetOf({ y, anchor }: ScrollPosition): number {
  const element = anchor ? anchors().filter((candidate) => candidate.getAttribute(scrollAnchorAttribute) === anchor.id)[anchor.nth] : undefined;
  return anchor && element ? window.scrollY + element.getBoundingClientRect().top - anchor.top : y;
}

/**
 * Scrolls to `position`, and if the page is not yet that tall (a long list drawn a screen first, a
 * remote's code or the page's data still coming), again each time it grows, until it is there,
 * the visitor scrolls or clicks themselves, or RESTORE_WAIT_MS have passed. Returns the stop. A
 * position with an anchor follows the anchor until then: content drawn above it later (the
 * earlier steps of another list) must not push it off the screen.
 */
function restoreScroll(position: ScrollPosition): () => void {
  const scroll = () => {
    const y = targetOf(position);
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) < 1 && !position.anchor;
  };
  if (scroll() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    if (scroll()) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of visitorInput) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of visitorInput) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * What a page load does to the scroll, for the app's own navigations: a new page (a link, a
 * redirect, a filter in the query) starts at its top, or at the element its #hash names; Back and
 * Forward return to where the visitor was on that entry, also after a reload. The page's first
 * render leaves the scroll alone unless a reload has a position to restore: a visitor may already
 * have scrolled the page the server drew.
 *
 * The shell's own, not react-router's: that one needs the data router, whose loaders and actions
 * no page uses and which cost every first visit 15 KB of JS (docs/performance.md).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, ScrollPosition> | null>(null);
  const shownKey = useRef<string | null>(null);
  const stopRestoring = useRef<() => void>(() => undefined);

  // The browser's own restoration would run before the page of a history entry is drawn again.
  useEffect(() => {
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    // Recorded as the visitor scrolls (the browser fires scroll once a frame at most), so the
    // position of a page being left is its last one, before the next page's (shorter) content
    // moves it. (The layout effect below, which runs first, has read the saved positions.)
    const record = () => {
      if (shownKey.current === null || !positions.current) return;
      const anchor = anchorOnScreen();
      positions.current[shownKey.current] = anchor ? { y: window.scrollY, anchor } : { y: window.scrollY };
    };
    const save = () => {
      try {
        sessionStorage.setItem(scrollPositionsKey, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or denied: Back still restores within this page load.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    // A visitor may have scrolled the page the server drew before the app ran (no scroll event
    // since): that position is the entry's too, or Back from a job opened there returns to the top.
    if (window.scrollY > 0) record();
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    // The same entry again (StrictMode's second run of the effect): nothing moved.
    if (shownKey.current === location.key) return;
    // A restore still waiting for its page ends when the visitor goes on to another.
    stopRestoring.current();
    stopRestoring.current = () => undefined;
    positions.current ??= readSavedPositions();
    const firstRender = shownKey.current === null;
    shownKey.current = location.key;
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      // A reload's drawn page the visitor already scrolled keeps their scroll.
      if (!firstRender || window.scrollY === 0) stopRestoring.current = restoreScroll(saved);
      return;
    }
    if (firstRender) return;
    if (scrollToHash(location.hash)) return;
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
