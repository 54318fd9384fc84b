import { expect, test, type Page } from '@playwright/test';
import { authDialog, openLogIn } from '../support/auth';
import { cookiesAlreadyAccepted } from '../support/cookies';
import { demoCareersHost, demoFeedHost, urlOnHost, visualBaseUrl, visualPort, visualSeedDate } from '../support/environment';
import { demoStartup, signInContext } from '../support/jobs';

/**
 * Visual regression (docs/visual-regression.md): the key pages as a phone, a tablet and a laptop
 * see them, compared with the reference images in e2e/visual/. They run against their own server
 * whose seed and clock start at `visualSeedDate`, with the browser's clock fixed to the same
 * moment, so every date on the pages is the same on any day the suite runs.
 */

const widths = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/**
 * Waits until every image in the viewport has arrived. Lazy images load only once laid out in
 * view, and seeded pictures are rendered to WebP on their first request, so a screenshot taken
 * too early is stable (and wrong) with empty frames.
 */
async function imagesInViewLoaded(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom >= 0 && box.top <= window.innerHeight && box.right >= 0 && box.left <= window.innerWidth;
      })
      .every((image) => image.complete),
  );
}

/**
 * Screenshots `page` at each width as `<name>-<width>.png`, once it has settled: no route progress
 * bar (it shows for 1500 ms after a navigation) and no "Loading…" status left. The page is laid
 * out again at each width, not reloaded.
 */
async function matchesAtEveryWidth(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  for (const size of widths) {
    await page.setViewportSize(size);
    await imagesInViewLoaded(page);
    await expect(page).toHaveScreenshot(`${name}-${size.width}.png`, { fullPage: options.fullPage ?? false });
  }
}

/** Opens `url` with the browser's clock fixed at the seed's moment (timers still run). */
async function open(page: Page, url: string) {
  await page.clock.setFixedTime(new Date(visualSeedDate));
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

test.describe('The key pages look as they did', () => {
  test.beforeEach(async ({ context }) => {
    // Answered up front, so the banner covers no page (it has no picture of its own to keep).
    await cookiesAlreadyAccepted(context, [visualBaseUrl, urlOnHost(demoCareersHost, '/', visualPort), urlOnHost(demoFeedHost, '/', visualPort)]);
  });

  test('home', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job at a Nordic startup' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Latest jobs' }).getByRole('heading', { level: 3 })).toHaveCount(3);
    await matchesAtEveryWidth(page, 'home');
  });

  test('job search', async ({ page }) => {
    await open(page, '/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'All jobs' }).getByRole('article').first()).toBeVisible();
    await matchesAtEveryWidth(page, 'jobs');
  });

  test('a job', async ({ page }) => {
    await open(page, '/');
    const latest = page.getByRole('list', { name: 'Latest jobs' });
    const title = (await latest.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    await latest.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await matchesAtEveryWidth(page, 'job');
  });

  test('a startup', async ({ page }) => {
    await open(page, `/startups/${demoStartup.companyKey}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nordlys' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open jobs' })).toBeVisible();
    await matchesAtEveryWidth(page, 'startup');
  });

  test('funding', async ({ page }) => {
    await open(page, '/funding');
    await expect(page.getByRole('heading', { level: 1, name: 'Funding' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Investors' }).getByRole('listitem').first()).toBeVisible();
    await matchesAtEveryWidth(page, 'funding');
  });

  test("a startup's dashboard in the portal", async ({ page, context }) => {
    await signInContext(context, demoStartup.managerEmail, visualBaseUrl);
    await open(page, `/client/startups/${demoStartup.companyKey}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nordlys' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jobs by status' })).toBeVisible();
    await matchesAtEveryWidth(page, 'dashboard');
  });

  test('the applicant kanban', async ({ page, context }) => {
    await signInContext(context, demoStartup.managerEmail, visualBaseUrl);
    await open(page, `/client/startups/${demoStartup.companyKey}/applicants`);
    await expect(page.getByRole('heading', { level: 1, name: 'All applicants' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Applied/ }).getByRole('article').first()).toBeVisible();
    await matchesAtEveryWidth(page, 'kanban');
  });

  test('the log-in modal', async ({ page }) => {
    await open(page, '/');
    await openLogIn(page);
    await expect(authDialog(page).getByLabel('Email', { exact: true })).toBeVisible();
    await matchesAtEveryWidth(page, 'auth-modal');
  });

  test("a startup's careers site", async ({ page }) => {
    await open(page, urlOnHost(demoCareersHost, '/?lang=en', visualPort));
    await expect(page.getByRole('heading', { level: 1, name: 'Light up the Nordic energy grid with us' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Open jobs at Nordlys' }).getByRole('listitem').first()).toBeVisible();
    await matchesAtEveryWidth(page, 'careers');
  });

  test('a white-label job feed', async ({ page }) => {
    await open(page, urlOnHost(demoFeedHost, '/', visualPort));
    await expect(page.getByRole('heading', { level: 1, name: 'Latest startup jobs' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first()).toBeVisible();
    await matchesAtEveryWidth(page, 'white-label');
  });
});
