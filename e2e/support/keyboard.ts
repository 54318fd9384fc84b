import { expect, type Locator, type Page } from '@playwright/test';

// Helpers for stories told with the keyboard alone: they press keys and read what has focus,
// never click or fill.

/** Whether `target` (the first element it matches) has focus; answers at once, no waiting. */
const hasFocus = (target: Locator): Promise<boolean> =>
  target.evaluateAll((elements) => elements.length > 0 && elements[0] === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a person tabs to a control; fails
 * when it is not reached within `maxPresses`, i.e. it is not in the Tab order. Waits for the
 * control to be usable first: on a page the server drew, the page refuses keys until the app has
 * taken it over (held-clicks.ts marks #root aria-disabled, which toBeEnabled reads).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  await expect(target).toBeEnabled();
  for (let presses = 0; presses < maxPresses && !(await hasFocus(target)); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** A short description of the focused element, to compare where focus went. */
export const focusedElement = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${name.trim()}"`;
  });

/** The focused element shows a focus indicator: it matches :focus-visible and has an outline or a box shadow. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring, 'something has focus').not.toBeNull();
  expect(ring?.focusVisible, 'the focused element matches :focus-visible').toBe(true);
  expect(ring?.outline || ring?.shadow, 'the focused element has an outline or a box shadow').toBe(true);
}

/**
 * Presses Tab from the focused element until focus is back on it, checking every stop is inside
 * `container` (a dialog traps focus); answers the stops in order, the starting element last.
 */
export async function tabAround(page: Page, container: Locator, maxStops = 20): Promise<string[]> {
  const start = await focusedElement(page);
  const stops: string[] = [];
  for (let presses = 0; presses < maxStops; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await container.evaluate((element) => element.contains(document.activeElement)), 'focus stays inside').toBe(true);
    const stop = await focusedElement(page);
    stops.push(stop);
    if (stop === start) return stops;
  }
  throw new Error(`Tab never came back to ${start}; stops: ${stops.join(', ')}`);
}

export type InvalidField = { field: string; error: string };

/**
 * Every invalid control in `scope` (aria-invalid="true") names its message in aria-describedby,
 * and that message is an alert (announced when it appears); answers the fields and messages.
 */
export async function invalidFieldsOf(scope: Locator): Promise<InvalidField[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')).map((control) => {
      const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const alert = described.map((id) => document.getElementById(id)).find((element) => element?.closest('[role="alert"], [aria-live]'));
      const labelledBy = control.getAttribute('aria-labelledby');
      const label =
        (control as HTMLInputElement).labels?.[0]?.textContent ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        control.getAttribute('aria-label') ??
        control.id;
      return { field: label.trim(), error: alert?.textContent?.trim() ?? '' };
    }),
  );
}

/** Answers the cookie question with the keyboard: Tab to Accept (right after the skip link), Enter. */
export async function acceptCookiesByKeyboard(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await tabTo(page, banner.getByRole('button', { name: 'Accept' }), { maxPresses: 6 });
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
}
