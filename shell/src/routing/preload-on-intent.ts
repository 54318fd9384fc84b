/** How long a mouse rests on a link before its page is prepared: a pass over a list prepares nothing. */
export const INTENT_DELAY_MS = 80;

/**
 * Prepares the page at `pathname`: its code, and with `data` what its first render asks the API;
 * a failure is left to the navigation.
 */
export type PreparePage = (pathname: string, what: { data: boolean }) => Promise<unknown>;

export type PreloadOnIntentOptions = {
  delayMs?: number;
};

const isTouch = (event: Event): boolean => (event as PointerEvent).pointerType === 'touch';

/** The Network Information API's part this reads (Chromium browsers; others have no `connection`). */
type NetworkInformation = { effectiveType?: string; saveData?: boolean };

/**
 * Whether the visitor's connection leaves room to prepare pages they may not open (the product
 * spec's calls: link prefetch is skipped on 2g or with data saver on). Read at each sign, since a
 * phone moves between networks; a browser that does not tell counts as room enough.
 */
export function connectionAllowsPreparing(navigator: Navigator): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/**
 * The path of the app page a link in this document leads to, or null: another origin, a new
 * window, a download, the API, or the page already shown is nothing to prepare.
 */
function appPathOfLink(target: EventTarget | null, current: Location): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, current.href);
  if (url.origin !== current.origin || url.pathname === current.pathname || url.pathname.startsWith('/api/')) return null;
  return url.pathname;
}

/**
 * Prepares the page behind a link once the visitor shows they may follow it: a mouse resting on
 * it (`delayMs`), a mouse or pen press (`pointerdown` comes a good 100 ms before the click), or
 * keyboard focus. A finger also lands on links to scroll a list, so a touch press prepares only
 * the page's code (loaded once for every job) and its data waits for the finger to lift without
 * the browser taking the touch for a scroll (`pointerup`, which a scroll replaces with
 * `pointercancel`), still before the click. Without it, following a link to a page whose code
 * had not loaded was a chain of round trips after the click (the page's chunk, then the API
 * client's `first-request` chunk, then the API), seconds on a slow phone. Each path is prepared
 * once (a failed one again on the next sign). On 2g or with data saver on nothing is prepared:
 * the click loads the page as before. Returns how to stop listening.
 */
export function preloadOnIntent(root: Document, prepare: PreparePage, { delayMs = INTENT_DELAY_MS }: PreloadOnIntentOptions = {}): () => void {
  const view = root.defaultView;
  if (!view) return () => undefined;
  // What each path has been prepared with: its code alone (a touch press) or its data too.
  const prepared = new Map<string, 'code' | 'data'>();
  let resting: { link: Element; timer: ReturnType<typeof setTimeout> } | null = null;

  const prepareAt = (target: EventTarget | null, data = true) => {
    if (!connectionAllowsPreparing(view.navigator)) return;
    const pathname = appPathOfLink(target, view.location);
    if (pathname === null) return;
    const done = prepared.get(pathname);
    if (done === 'data' || (done === 'code' && !data)) return;
    prepared.set(pathname, data ? 'data' : 'code');
    prepare(pathname, { data }).catch(() => prepared.delete(pathname));
  };
  const stopResting = () => {
    if (resting) clearTimeout(resting.timer);
    resting = null;
  };

  const onPointerOver = (event: Event) => {
    // Touch has no hover: its press is the sign (pointerdown).
    if (isTouch(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    if (!link || resting?.link === link) return;
    stopResting();
    resting = { link, timer: setTimeout(() => prepareAt(link), delayMs) };
  };
  const onPointerOut = (event: Event) => {
    const { relatedTarget } = event as PointerEvent;
    if (resting && !(relatedTarget instanceof Node && resting.link.contains(relatedTarget))) stopResting();
  };
  const onPress = (event: Event) => prepareAt(event.target, !isTouch(event));
  const onLift = (event: Event) => {
    if (isTouch(event)) prepareAt(event.target);
  };

  const listeners: Array<[string, (event: Event) => void]> = [
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['pointerdown', onPress],
    ['pointerup', onLift],
    ['focusin', onPress],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, { passive: true, capture: true });
  return () => {
    stopResting();
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, { capture: true });
  };
}
