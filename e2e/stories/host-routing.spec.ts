import { expect, test } from '@playwright/test';
import { demoCareersHost, demoFeedHost, urlOnHost } from '../support/environment';

// The seed gives Nordlys a careers domain and a partner a white-label feed domain; browsers
// resolve every *.localhost name to this machine, so one server answers all three.
test.describe('One server, three kinds of site, chosen by the host name', () => {
  test('the main host shows the public marketplace', async ({ page }) => {
    await page.goto(urlOnHost('localhost', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job at a Nordic startup' })).toBeVisible();
  });

  test("a startup's careers domain shows its careers site without the marketplace frame", async ({ page }) => {
    await page.goto(urlOnHost(demoCareersHost, '/'));
    // The startup's own headline, whatever it is (careers-site-hero.spec.ts edits it).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // In the site's language: Norwegian (the seed).
    await expect(page.getByRole('link', { name: 'Karrieresiden til Nordlys' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post a job' })).toHaveCount(0);
  });

  test("a partner's feed domain shows the white-label job feed", async ({ page }) => {
    await page.goto(urlOnHost(demoFeedHost, '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Latest startup jobs' })).toBeVisible();
  });
});
