import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { appRunsDrawnPage } from '../support/first-paint';

// A link's page is prepared when the visitor shows they may follow it (shell/src/routing/preload-on-intent.ts):
// its code, what the API client's first request needs and the page's first data load before the
// click, not after it.
const jobPageCode = /\/remotes\/mfe-public\/job\.[0-9a-f]+\.js$/;
const firstRequestCode = /\/first-request\.[0-9a-f]+\.js$/;

function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The jobs the page asked the API for (GET /api/jobs/single/{id}), by id. */
function jobsAsked(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    const id = /\/api\/jobs\/single\/([0-9a-f-]{36})$/.exec(new URL(request.url()).pathname)?.[1];
    if (id && request.method() === 'GET') ids.push(id);
  });
  return ids;
}

/** A finger that lands at `from` and moves `distance` px up in 16 ms steps, as a phone sends it. */
async function swipeUp(page: Page, cdp: CDPSession, from: { x: number; y: number }, distance: number): Promise<void> {
  const at = (dy: number) => [{ x: Math.round(from.x), y: Math.round(from.y - dy) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let moved = 40; moved <= distance; moved += 40) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(moved) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('Pages prepared on intent', () => {
  test('a visitor who rests the mouse on a job has its page and the job ready before the click, and opens it', async ({ page }) => {
    const scripts = scriptsRequested(page);
    const asked = jobsAsked(page);
    await page.goto('/jobs');
    await appRunsDrawnPage(page);
    // The drawn search page needed neither the job page's code nor the API client's.
    expect(scripts.filter((path) => jobPageCode.test(path) || firstRequestCode.test(path))).toEqual([]);

    // The first job on the page (a featured one, when there are).
    const card = page.getByRole('main').getByRole('article').first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const link = card.getByRole('link', { name: title });
    const id = /\/jobs\/([0-9a-f-]{36})$/.exec((await link.getAttribute('href')) ?? '')?.[1];
    expect(asked).toEqual([]);
    await link.hover();
    await expect.poll(() => scripts.some((path) => jobPageCode.test(path))).toBe(true);
    await expect.poll(() => scripts.some((path) => firstRequestCode.test(path))).toBe(true);
    await expect.poll(() => asked).toEqual([id]);

    const before = scripts.length;
    await link.click();
    await expect(page.getByRole('article', { name: title }).first().getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Opening it asked for none of them again.
    expect(scripts.slice(before).filter((path) => jobPageCode.test(path) || firstRequestCode.test(path))).toEqual([]);
    expect(asked).toEqual([id]);
  });

  test('a keyboard user who tabs to a job has its page prepared as the link takes focus', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/jobs');
    await appRunsDrawnPage(page);
    const link = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    await link.focus();
    await expect.poll(() => scripts.some((path) => jobPageCode.test(path))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 860 }, hasTouch: true, isMobile: true });

    test('a visitor who scrolls the list with a finger on the jobs asks for none of them, and a tapped job opens', async ({ page, context }) => {
      const scripts = scriptsRequested(page);
      const asked = jobsAsked(page);
      await page.goto('/jobs');
      await appRunsDrawnPage(page);
      const cards = page.getByRole('main').getByRole('article');
      const first = cards.first().getByRole('heading').getByRole('link');
      await first.scrollIntoViewIfNeeded();
      const startY = await page.evaluate(() => window.scrollY);
      const box = await first.boundingBox();
      if (!box) throw new Error('the first job link has no box');

      // The finger lands on the first job's title and swipes the list up: the browser takes it for a scroll.
      await swipeUp(page, await context.newCDPSession(page), { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(startY + 100);
      // The job page's code may load (one chunk for every job); no job was asked for.
      await expect.poll(() => scripts.some((path) => jobPageCode.test(path))).toBe(true);
      expect(asked).toEqual([]);

      // A tap on a job asks for that job, once, and opens it: once the swipe's fling has come to
      // rest (a tap on a list still moving only stops it).
      const scrollY = () => page.evaluate(() => window.scrollY);
      await expect
        .poll(async () => {
          const before = await scrollY();
          await page.waitForTimeout(150);
          return before === (await scrollY());
        })
        .toBe(true);
      const card = cards.nth(2);
      const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
      const link = card.getByRole('link', { name: title });
      const id = /\/jobs\/([0-9a-f-]{36})$/.exec((await link.getAttribute('href')) ?? '')?.[1];
      await link.tap();
      await expect(page.getByRole('article', { name: title }).first().getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(asked).toEqual([id]);
    });
  });
});
