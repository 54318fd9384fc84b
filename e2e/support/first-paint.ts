import type { Page } from '@playwright/test';

/**
 * Waits until the app runs the page the server drew: the page's own first script holds the clicks
 * (`window.nordhubHeldClicks`) until the app has taken the page over (shell/src/held-clicks.ts).
 * A drawn page already shows its content before that, so the content is no sign of it.
 */
export async function appRunsDrawnPage(page: Page): Promise<void> {
  await page.waitForFunction(() => !('nordhubHeldClicks' in window));
}

/** Console errors and uncaught errors of a page, from now on. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The API reads of a page from now on (not its files and pictures). */
export function readsOf(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/') && !/^\/api\/(files|images)\//.test(url.pathname)) reads.push(url.pathname);
  });
  return reads;
}
