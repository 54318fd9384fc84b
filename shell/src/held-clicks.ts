/** The attribute #root carries while clicks on it are held (the app is taking the page over). */
export const takingOverAttribute = 'data-taking-over';

/** Ends the hold at once; the held clicks are dispatched again right after, in order, on the elements still in the page. */
export type HeldClicks = { release: () => void };

export type HoldClicksOptions = {
  /** A start-up that never finishes lets go of the clicks after this long (they then reach the page as they are). */
  maxHoldMs?: number;
};

/**
 * The element the visitor clicked. Chromium sends a click inside a disabled fieldset (MainLayout's,
 * until the app runs the page) to the fieldset, not to the link under the pointer; the element at
 * the click's point, in the same layout, is the one meant. A click from the keyboard (Enter on a
 * focused link: `detail` 0) has no point and keeps its target.
 */
function clickedElement(event: MouseEvent, target: Element): Element {
  if (event.detail === 0 || typeof document.elementFromPoint !== 'function') return target;
  const underPointer = document.elementFromPoint(event.clientX, event.clientY);
  return underPointer && target.contains(underPointer) ? underPointer : target;
}

/**
 * Holds the clicks on a page the server drew (first paint) while the app takes it over, and
 * replays them once it has. The page is readable and its links clickable before the app runs it;
 * a click that lands in between, while the scripts load or React hydrates in slices, would
 * otherwise reach a half-hydrated tree: a link whose router is not yet listening, a box ticked
 * behind React's back. Held here (a capture listener on the document, ahead of React's on #root),
 * it is dispatched again when the app runs the page, and React handles it as any click.
 * Modified and non-primary clicks (a new tab, a context menu) are the browser's and pass.
 */
export function holdClicks(container: HTMLElement, { maxHoldMs = 15_000 }: HoldClicksOptions = {}): HeldClicks {
  const held: Array<{ target: Element; init: MouseEventInit }> = [];
  let released = false;

  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const { target } = event;
    if (!(target instanceof Element) || !container.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { clientX, clientY, screenX, screenY, detail } = event;
    held.push({ target: clickedElement(event, target), init: { bubbles: true, cancelable: true, composed: true, view: window, clientX, clientY, screenX, screenY, detail } });
  };

  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    // Clicks from now on reach the page at once; the held ones follow in a task of their own, out
    // of whatever React commit released them (a click replayed inside a commit would run its
    // handlers there).
    document.removeEventListener('click', hold, true);
    container.removeAttribute(takingOverAttribute);
    const replay = held.splice(0);
    if (replay.length === 0) return;
    setTimeout(() => {
      // A synthetic click runs an element's activation too: a link navigates, a box toggles.
      for (const { target, init } of replay) {
        if (target.isConnected) target.dispatchEvent(new MouseEvent('click', init));
      }
    }, 0);
  };

  document.addEventListener('click', hold, true);
  container.setAttribute(takingOverAttribute, '');
  const timer = setTimeout(release, maxHoldMs);
  return { release };
}
