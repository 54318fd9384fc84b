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
