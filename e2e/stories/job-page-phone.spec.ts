import { expect, test } from '@playwright/test';
import { demoApplicant } from '../support/applicants';
import { appRunsDrawnPage } from '../support/first-paint';
import { signInContext } from '../support/jobs';

// A job seeker on a phone opens a seeded job: Apply is on the first screen and stays in reach
// (the action bar at the bottom of the screen) down to the page's end, and the description reads
// as formatted text (the seed writes Markdown: "## " section titles and "- " lists).

test.use({ viewport: { width: 375, height: 812 } });

test('a seeker on a phone finds Apply on the first screen and keeps it while reading the formatted description', async ({ context, page }) => {
  await signInContext(context, demoApplicant.email);
  await page.goto('/jobs');
  // The search is drawn by the server; the app takes it over before the seeker opens a job.
  await appRunsDrawnPage(page);
  const firstCard = page.getByRole('region', { name: 'All jobs' }).getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const title = ((await firstCard.getByRole('heading').first().textContent()) ?? '').trim();
  await firstCard.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);

  const job = page.getByRole('article', { name: title });
  await expect(job.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const bar = job.getByRole('group', { name: 'Apply and save' });
  // Apply on the platform, by e-mail or on the startup's site: whichever the job takes, or the status of an application.
  const apply = bar.getByRole('button', { name: 'Apply' }).or(bar.getByRole('link', { name: /^Apply/ })).or(bar.getByRole('status'));
  await expect(apply.first()).toBeInViewport();
  await expect(bar.getByRole('button', { name: /^(Save job|Saved)$/ })).toBeInViewport();

  // The description shows a heading and a list, not "##" and "- ".
  const about = job.getByRole('region', { name: 'About the job' });
  await expect(about.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(about.getByRole('listitem').first()).toBeVisible();
  await expect(about).not.toContainText('## ');

  // Read to the end of the page: Apply stays on the screen, and covers nothing of the page's end.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(apply.first()).toBeInViewport();
  const barBox = await bar.boundingBox();
  expect(barBox).not.toBeNull();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(812 + 1);
  const lastOfPage = await page.evaluate(() => {
    const footer = document.querySelector('footer');
    return footer ? footer.getBoundingClientRect().bottom : 0;
  });
  expect(lastOfPage).toBeLessThanOrEqual(barBox?.y ?? 0);
});
