/** The attribute #root carries while clicks on it are held (the app is taking the page over). */
export const takingOverAttribute = 'data-taking-over';

/** How long a start-up that never finishes holds the clicks before they reach the page as they are. */
export const MAX_HOLD_MS = 15_000;

/** Ends the hold at once; the held clicks are dispatched again right after, in order, on the elements still in the page. */
export type HeldClicks = { release: () => void };

export type HoldClicksOptions = {
  /** A start-up that never finishes lets go of the clicks after this long (they then reach the page as they are). */
  maxHoldMs?: number;
};

declare global {
  interface Window {
    /** The page's click hold, from its start (the server's inline script, or holdClicks) until its release. */
    nordhubHeldClicks?: HeldClicks;
  }
}

/**
 * Starts holding the input inside the element with id `containerId` (once per page: a second call
 * answers the running hold). Clicks are held and replayed at the release; what would change a
 * form control's value without a click (typing, pasting, a select's or a radio group's keys, a
 * select's picker) and a form's submission are refused, as disabled controls would. Until the
 * release the container is marked `aria-disabled` (from the moment it is parsed: the inline script
 * runs in <head>, before it exists), so assistive technology and Playwright's actionability checks
 * see the page's controls as not usable yet. (Not on <html>, where ARIA allows no attribute. Not a
 * disabled fieldset: enabling it at the takeover restyles every control of the page in one long
 * task and greys every button until then.) A click from the keyboard (Enter on a link, Space on a
 * box) is held like a pointer's.
 *
 * Self-contained on purpose: no imports and no names from outside its body but the browser's,
 * because the server inlines its source at the top of a drawn page (clickHoldScript in
 * first-paint/render-first-paint.tsx), so a click is held from the first frame, before main.js has
 * even loaded; main.js's holdClicks then takes that hold over.
 */
export function startHoldingClicks(containerId: string, attribute: string, maxHoldMs: number): HeldClicks {
  const running = window.nordhubHeldClicks;
  if (running) return running;
  const held: Array<{ target: Element; init: MouseEventInit }> = [];
  let released = false;

  const inPage = (target: EventTarget | null): target is Element => {
    const container = document.getElementById(containerId);
    return container !== null && target instanceof Element && container.contains(target);
  };

  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const { target } = event;
    if (!inPage(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { clientX, clientY, screenX, screenY, detail } = event;
    held.push({ target, init: { bubbles: true, cancelable: true, composed: true, view: window, clientX, clientY, screenX, screenY, detail } });
  };

  // Inputs whose keys change their value with no click and no beforeinput (a radio group's arrows,
  // a number's or a date's steps); a text field's typing is refused through beforeinput instead.
  const typedAsText = ['text', 'search', 'email', 'url', 'tel', 'password', 'checkbox', 'button', 'submit', 'reset', 'image', 'file'];
  const refuse = (event: Event) => {
    const { target } = event;
    if (!inPage(target)) return;
    if (event instanceof KeyboardEvent) {
      if (event.key === 'Tab' || event.key === 'Escape' || event.ctrlKey || event.metaKey || event.altKey) return;
      const changesValue = target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && !typedAsText.includes(target.type));
      if (!changesValue) return;
    } else if (event.type === 'mousedown' && !(target instanceof HTMLSelectElement)) {
      return;
    }
    event.preventDefault();
  };
  // A form submitted from the keyboard (Enter in a field with no submit button) would load a new page.
  const refused = ['beforeinput', 'keydown', 'mousedown', 'submit'];

  const markDisabled = () => {
    if (!released) document.getElementById(containerId)?.setAttribute('aria-disabled', 'true');
  };

  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    document.removeEventListener('readystatechange', markDisabled);
    // Clicks from now on reach the page at once; the held ones follow in a task of their own, out
    // of whatever React commit released them (a click replayed inside a commit would run its
    // handlers there).
    document.removeEventListener('click', hold, true);
    for (const type of refused) document.removeEventListener(type, refuse, true);
    document.getElementById(containerId)?.removeAttribute('aria-disabled');
    if (window.nordhubHeldClicks === handle) delete window.nordhubHeldClicks;
    document.getElementById(containerId)?.removeAttribute(attribute);
    const replay = held.splice(0);
    if (replay.length === 0) return;
    setTimeout(() => {
      // A synthetic click runs an element's activation too: a link navigates, a box toggles.
      for (const { target, init } of replay) {
        if (target.isConnected) target.dispatchEvent(new MouseEvent('click', init));
      }
    }, 0);
  };

  const handle: HeldClicks = { release };
  document.addEventListener('click', hold, true);
  for (const type of refused) document.addEventListener(type, refuse, true);
  // The document is parsed ('interactive') before any deferred script runs, so the mark is there
  // before the app could start releasing it.
  if (document.getElementById(containerId)) markDisabled();
  else document.addEventListener('readystatechange', markDisabled, { once: true });
  const timer = setTimeout(release, maxHoldMs);
  window.nordhubHeldClicks = handle;
  return handle;
}

/**
 * Holds the clicks on a page the server drew (first paint) while the app takes it over, and
 * replays them once it has. The page is readable and its links clickable before the app runs it;
 * a click that lands in between, while the scripts load or React hydrates in slices, would
 * otherwise reach a half-hydrated tree: a link whose router is not yet listening, a box ticked
 * behind React's back. Held here (a capture listener on the document, ahead of React's on #root),
 * it is dispatched again when the app runs the page, and React handles it as any click.
 * Modified and non-primary clicks (a new tab, a context menu) are the browser's and pass.
 * A drawn page starts the hold from an inline script (startHoldingClicks); this takes it over.
 */
export function holdClicks(container: HTMLElement, { maxHoldMs = MAX_HOLD_MS }: HoldClicksOptions = {}): HeldClicks {
  if (!container.id) throw new Error('holdClicks needs a container with an id');
  const held = startHoldingClicks(container.id, takingOverAttribute, maxHoldMs);
  container.setAttribute(takingOverAttribute, '');
  return held;
}
