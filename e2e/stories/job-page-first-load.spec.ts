import { expect, test } from '@playwright/test';
import { postLiveJob } from '../support/jobs';

/**
 * Someone opens a link to a job. The job comes with the page's HTML (the server already writes it
 * there for search engines), so it shows without waiting for the API; the API's answer follows.
 */
test('a visitor opening a job link sees the job while the API has not answered yet', async ({ page }) => {
  const title = `Fjord Data Engineer ${Date.now().toString(36)}`;
  const job = await postLiveJob({ title, countryCode: 'NO', city: 'Bergen' });

  // The job's API read is held back until the page has shown the job.
  const asked: string[] = [];
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**/api/jobs/single/${job.id}`, async (route) => {
    asked.push(route.request().url());
    await answered;
    await route.continue();
  });

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Bergen').first()).toBeVisible();

  // The page still asks the API (a signed-in person's view, a job closed since): it was held, not skipped.
  await expect.poll(() => asked.length).toBe(1);
  answer();
  await page.waitForResponse((response) => response.url().includes(`/api/jobs/single/${job.id}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

/**
 * On a slow phone the scripts take seconds. The server draws the job page itself (the shell's
 * first-paint renderer), so the job can be read before any script runs; the app then takes over
 * the page it finds (hydration) rather than drawing it again.
 */
test.describe('a job page drawn by the server', () => {
  test('the job can be read with no script run at all', async ({ browser }) => {
    const title = `Aurora Site Reliability Engineer ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'FI', city: 'Oulu' });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Oulu').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' }).first()).toBeVisible();
    await context.close();
  });

  test('the app takes over the drawn page: same elements, working buttons, no errors', async ({ page }) => {
    const title = `Aurora Platform Engineer ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'FI', city: 'Tampere' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The heading the server drew, kept before any of the app's scripts runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
      });
    });

    await page.goto(`/jobs/${job.id}`);
    // Interactive: the Apply button opens the application (a click on the drawn page before the
    // app took over would do nothing, so this waits for it).
    await expect(async () => {
      await page.getByRole('button', { name: 'Apply' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const sameHeading = await page.evaluate(() => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'));
    expect(sameHeading).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
