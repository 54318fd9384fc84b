import { expect, test, type Page } from '@playwright/test';
import { cookiesAlreadyAccepted } from '../support/cookies';
import { e2eBaseUrl } from '../support/environment';
import { appRunsDrawnPage } from '../support/first-paint';
import { demoStartup, postLiveJob, signInContext } from '../support/jobs';

/**
 * Outages (docs/security.md, "Outages"): one remote's code gone, the API gone, the API's database
 * gone. Each time the page keeps its frame (no white screen), says what is wrong in words, offers
 * "Try again", and the retry works once the part is back (the route is lifted).
 */

const networkMessage = 'Could not reach the server. Please check your connection and try again.';
// What the API answers while its database cannot be reached (api/src/plugins/error-handler.ts,
// proven against a closed PGlite and a cut-off PostgreSQL in api/src/db/database-outage.test.ts).
const unavailableMessage = 'Nordhub is unavailable for a moment. Please try again shortly.';
const unavailable = {
  status: 503,
  headers: { 'retry-after': '5' },
  contentType: 'application/json',
  body: JSON.stringify({ statusCode: 503, code: 'E_UNAVAILABLE', message: unavailableMessage }),
};
const apiCalls = /\/api\//;

/** A page the server draws, once the app runs it. */
async function openDrawn(page: Page, path: string) {
  await page.goto(path);
  await appRunsDrawnPage(page);
}

/** The shell's frame is there: the page is not blank. */
async function expectFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('Outages', () => {
  test.beforeEach(async ({ context }) => {
    await cookiesAlreadyAccepted(context, [e2eBaseUrl]);
  });

  test("a remote whose code cannot be loaded costs only its area, and Try again loads it once it is back", async ({ page }) => {
    const portalEntry = '**/remotes/mfe-client-portal/remoteEntry.js';
    await page.route(portalEntry, (route) => route.abort('connectionrefused'));
    await page.goto('/client/verify-email');
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' });
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expectFrame(page);

    await page.unroute(portalEntry);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });

  test('with the API gone the pages say so with Try again, and recover when it is back', async ({ page }) => {
    const job = await postLiveJob({ title: `Outage Navigator ${Date.now().toString(36)}`, countryCode: 'NO', city: 'Bergen' });

    // The start-up's configuration cannot be fetched: the shell says so instead of a blank page.
    await page.route('**/runtime-config.json', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByText('Nordhub could not start. Please try again in a moment.')).toBeVisible();
    await page.unroute('**/runtime-config.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFrame(page);

    // Every API call fails (connection refused): the job search, opened from the home page (a page
    // the server draws arrives with its data, so the browser meets the outage on its next page).
    await openDrawn(page, '/');
    await page.route(apiCalls, (route) => route.abort('connectionrefused'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' }).click();
    const searchFailed = page.getByRole('alert').filter({ hasText: 'The jobs could not be loaded.' });
    await expect(searchFailed).toContainText(networkMessage, { timeout: 20_000 });
    await expectFrame(page);
    await page.unroute(apiCalls);
    await searchFailed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'All jobs' }).getByRole('article').first()).toBeVisible();
    // The filters, which failed with the results, came back with them.
    await expect(page.getByRole('combobox', { name: 'Job title, skill or startup' })).toBeVisible();

    // A job page, opened from the search's list.
    await page.getByRole('combobox', { name: 'Job title, skill or startup' }).fill(job.title);
    await page.getByRole('combobox', { name: 'Job title, skill or startup' }).press('Enter');
    const jobLink = page.getByRole('heading', { level: 3, name: job.title }).getByRole('link');
    await expect(jobLink).toBeVisible();
    await page.keyboard.press('Escape');
    await page.route(apiCalls, (route) => route.abort('connectionrefused'));
    await jobLink.click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole('main').getByText(networkMessage)).toBeVisible({ timeout: 20_000 });
    await expectFrame(page);
    await page.unroute(apiCalls);
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  });

  test("with the API's database gone (503) the pages say it is unavailable for a moment, and Try again works once it is back", async ({ page, context }) => {
    const search = /\/api\/v2\/jobsandfeatured/;
    await openDrawn(page, '/');
    await page.route(search, (route) => route.fulfill(unavailable));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' }).click();
    const searchFailed = page.getByRole('alert').filter({ hasText: 'The jobs could not be loaded.' });
    await expect(searchFailed).toContainText(unavailableMessage, { timeout: 20_000 });
    await expectFrame(page);
    await page.unroute(search);
    await searchFailed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'All jobs' }).getByRole('article').first()).toBeVisible();

    // The client portal: a startup's applicants board.
    await signInContext(context, demoStartup.managerEmail);
    const board = new RegExp(`/api/companies/${demoStartup.companyKey}/applicants(\\?|$)`);
    await page.route(board, (route) => route.fulfill(unavailable));
    await page.goto(`/client/startups/${demoStartup.companyKey}/applicants`);
    const boardFailed = page.getByRole('alert').filter({ hasText: 'The applicants could not be loaded.' });
    await expect(boardFailed).toContainText(unavailableMessage, { timeout: 20_000 });
    await expectFrame(page);
    await page.unroute(board);
    await boardFailed.getByRole('button', { name: 'Try again' }).click();
    await expect(boardFailed).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Applied/ })).toBeVisible();
  });
});
