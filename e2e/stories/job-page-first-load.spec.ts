import { expect, test } from '@playwright/test';
import { appRunsDrawnPage } from '../support/first-paint';
import { postLiveJob } from '../support/jobs';

/**
 * Someone opens a link to a job. The job comes with the page's HTML (the server reads it as this
 * visitor, and writes it there for search engines too), so it shows at once and the browser never
 * waits for, or even asks, the API for it.
 */
test('a visitor opening a job link sees the job from the page itself, without the browser asking the API for it', async ({ page }) => {
  const title = `Fjord Data Engineer ${Date.now().toString(36)}`;
  const job = await postLiveJob({ title, countryCode: 'NO', city: 'Bergen' });

  // The job's API read would be held back for good.
  const asked: string[] = [];
  await page.route(`**/api/jobs/single/${job.id}`, (route) => {
    asked.push(route.request().url());
  });

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Bergen').first()).toBeVisible();
  // The app runs the page, with working buttons.
  await appRunsDrawnPage(page);
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(asked).toEqual([]);
});
