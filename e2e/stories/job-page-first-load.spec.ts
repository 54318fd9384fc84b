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
