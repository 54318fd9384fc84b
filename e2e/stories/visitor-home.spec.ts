import { expect, test } from '@playwright/test';

test.describe('A visitor opens Nordhub', () => {
  test('sees the shell around the public pages and moves between them without a reload', async ({ page }) => {
    await page.goto('/');

    // The shell draws the frame; the page body comes from the mfe-public remote.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job at a Nordic startup' })).toBeVisible();
    await expect(page).toHaveTitle(/Jobs at Nordic startups/);

    // A client-side route change keeps the document (and so the shell) in place.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: 'Browse startups' }).first().click();
    await expect(page).toHaveURL(/\/startups$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('finds the latest jobs, featured jobs, startups hiring now and where to start on the home page', async ({ page }) => {
    await page.goto('/');

    const latest = page.getByRole('list', { name: 'Latest jobs' });
    // Each job card is one item with its title as a level-3 heading.
    await expect(latest.getByRole('heading', { level: 3 })).toHaveCount(3);
    const featured = page.getByRole('list', { name: 'Featured jobs' });
    await expect(featured.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(featured.getByText('Featured').first()).toBeVisible();
    const startups = page.getByRole('list', { name: 'Startups hiring now' });
    await expect(startups.getByRole('article').first()).toContainText(/open jobs?/);
    await expect(page.getByRole('link', { name: 'Jobs in Denmark' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an investor profile' })).toHaveAttribute('href', '/investors/join');

    // A latest job opens its page.
    const firstTitle = (await latest.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    await latest.getByRole('link', { name: firstTitle }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();

    // The startups' call to action leads to the page for startups.
    await page.goto('/');
    await page.getByRole('region', { name: 'For startups', exact: true }).getByRole('link', { name: 'Post a job', exact: true }).click();
    await expect(page).toHaveURL(/\/startups\/join$/);
  });

  test('gets a clear page for an address that does not exist', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('can skip straight to the content with the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to/i });
    await expect(skip).toBeFocused();
  });
});
