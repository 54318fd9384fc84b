import type { Page } from '@playwright/test';

/**
 * Waits until the app runs the page the server drew: the page's own first script holds the clicks
 * (`window.nordhubHeldClicks`) until the app has taken the page over (shell/src/held-clicks.ts).
 * A drawn page already shows its content before that, so the content is no sign of it.
 */
export async function appRunsDrawnPage(page: Page): Promise<void> {
  await page.waitForFunction(() => !('nordhubHeldClicks' in window));
}
