import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility checks, run on a page that is already loaded and showing what it is about:
 * axe-core against WCAG 2.0/2.1/2.2 A and AA (serious and critical findings fail), then the same
 * page at 320 px wide must not scroll sideways (WCAG 1.4.10 Reflow). Both checks share one page
 * load, which is what keeps the whole suite within its time budget. docs/accessibility.md explains
 * how to read the failures.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The impacts that fail the suite; moderate and minor findings are left to reviews. */
const blockingImpacts = new Set(['serious', 'critical']);

const narrowViewport = { width: 320, height: 720 };

/**
 * Runs axe on the page (or on `include`, a CSS selector, for a dialog) and records every serious or
 * critical violation as a soft failure naming `label`, so one test reports all its routes at once.
 */
export async function expectNoAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  // Legacy mode runs axe.run in the page itself. The default mode gathers partial results from
  // every frame and finishes them in a new blank page, which costs seconds per check on a busy
  // machine; none of the checked pages frames another origin's content that needs that.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags([...wcagTags]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').trim()})` : ''}`);
      const more = violation.nodes.length > 5 ? [`    ... and ${violation.nodes.length - 5} more`] : [];
      return [`${violation.id} [${violation.impact}]: ${violation.help} (${violation.helpUrl})`, ...targets, ...more].join('\n');
    });
  expect.soft(blocking, `axe: serious or critical WCAG violations on ${label}`).toEqual([]);
}

/** What the browser reports about sideways overflow, with the elements that stick out furthest. */
type Overflow = { scrollWidth: number; clientWidth: number; offenders: string[] };

/**
 * Narrows the window to 320 px, lets the layout settle, and records a soft failure when the
 * document is wider than the window, naming the outermost elements that stick out. The viewport is
 * restored afterwards, so the page can go on being used at its normal size.
 */
export async function expectNoSidewaysScrollAt320(page: Page, label: string): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize(narrowViewport);
  try {
    // Two animation frames: the resize has been laid out and painted (ResizeObserver callbacks ran).
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const overflow = await page.evaluate((): Overflow => {
      const root = document.documentElement;
      const limit = root.clientWidth + 0.5;
      const describe = (element: Element): string => {
        const parts: string[] = [];
        for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
          const role = node.getAttribute('role');
          const name = node.getAttribute('aria-label');
          parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${role ? `[role=${role}]` : ''}${name ? `[aria-label="${name}"]` : ''}`);
        }
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const right = Math.round(element.getBoundingClientRect().right);
        return `${parts.join(' > ')} (right edge ${right}px${text ? `, "${text}"` : ''})`;
      };
      // Content inside a scroll or clip container cannot widen the page; skip it.
      const clipped = (element: Element): boolean => {
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          if (getComputedStyle(node).overflowX !== 'visible') return true;
        }
        return false;
      };
      const sticksOut = (element: Element) => element.getBoundingClientRect().right > limit;
      // The outermost offenders: they stick out while their parent does not (the cause, not its children).
      const offenders = Array.from(document.body.querySelectorAll('*'))
        .filter((element) => sticksOut(element) && !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)) && !clipped(element))
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
        .slice(0, 5)
        .map(describe);
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders };
    });
    const message = `no sideways scrolling at 320 px on ${label}: the page is ${overflow.scrollWidth}px wide in a ${overflow.clientWidth}px window; widest offenders:\n    ${overflow.offenders.join('\n    ')}`;
    expect.soft(overflow.scrollWidth, message).toBeLessThanOrEqual(overflow.clientWidth);
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

/** Both checks of one loaded page: axe at its normal size, then the 320 px reflow check. */
export async function expectAccessiblePage(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, label);
  await expectNoSidewaysScrollAt320(page, label);
}
