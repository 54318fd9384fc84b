import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Fields a page may focus itself (or the person is typing in): their focus is left alone. */
const editableSelector = 'input, textarea, select, [contenteditable="true"]';

/** Whether moving focus now would take it from somewhere the person or the page chose. */
function focusIsTaken(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  if (active.closest('[role="dialog"], [aria-modal="true"]')) return true;
  return main.contains(active) && active.matches(editableSelector);
}

export type RouteFocusProps = {
  /** The id of the main landmark whose first-level heading receives focus. */
  mainId: string;
};

/**
 * After an in-app navigation to another page (a new path, not a new query: the job search's
 * filters keep focus where it is), moves focus to the new page's main heading, as a page load
 * would start reading there. Without it the followed link is gone, focus falls to the body and
 * a keyboard or screen-reader user starts again from the top of the page, hearing nothing of the
 * new page. The heading may come later than the route (a remote's chunk, the page's data), so it
 * is awaited; anything the person does meanwhile (a key, a click, focus moving) cancels the move,
 * and so does a dialog or a field the page focused itself. The first page load is left alone.
 */
export function RouteFocus({ mainId }: RouteFocusProps) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;

    let observer: MutationObserver | null = null;
    const stop = () => {
      observer?.disconnect();
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('focusin', stop, true);
    };
    /** Answers whether the wait is over (focused, or no longer wanted). */
    const focusHeading = (): boolean => {
      if (focusIsTaken(main)) return true;
      const heading = main.querySelector('h1');
      if (!(heading instanceof HTMLElement)) return false;
      // Focusable from script only: the heading does not join the Tab order.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // ScrollRestoration owns the scroll position (top for a new page, the old one on Back).
      heading.focus({ preventScroll: true });
      return true;
    };

    if (focusHeading()) return;
    observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('focusin', stop, true);
    return stop;
  }, [pathname, mainId]);

  return null;
}
