import { expect, type Page, test } from '@playwright/test';
import { demoCareersHost, demoFinnishFeedHost, urlOnHost } from '../support/environment';
import { appRunsDrawnPage, errorsOf, readsOf } from '../support/first-paint';
import { postLiveJob } from '../support/jobs';

/**
 * A startup's careers site and a partner's white-label feed live on their owners' own domains,
 * where a job seeker lands from a search engine or a shared link. The server draws their pages
 * before any script runs, in the site's language (Nordlys's careers site speaks Norwegian, the
 * partner's feed Finnish), and the app takes over what it finds without asking the API again.
 */

/** The shell's chunk for reading the API (axios, zod, the schemas): a page drawn with its answers never needs it. */
function apiReaderLoadsOf(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (/\/first-request\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) loads.push(page.url());
  });
  return loads;
}

/** Keeps the page's first heading as the server drew it, before any of the app's scripts runs. */
async function keepDrawnHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
    });
  });
}

const isDrawnHeading = (page: Page) => page.evaluate(() => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'));

test.describe("The owners' sites drawn by the server", () => {
  test('with no script run at all, the careers site, a careers job, the feed and a feed job can be read in their language', async ({ browser }) => {
    const title = `Driftsingeniør ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'FI', city: 'Tampere' });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    // Nordlys's careers site, in Norwegian: its hero, its languages and its open jobs.
    await page.goto(urlOnHost(demoCareersHost, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Karrieresiden til Nordlys' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se ledige stillinger' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Ledige stillinger \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'English' })).toBeVisible();

    // One of its jobs: the facts named in Norwegian, and the way to apply.
    await page.goto(urlOnHost(demoCareersHost, `/careers/jobs/${job.id}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Om stillingen' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Søknadsfrist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Søk', exact: true })).toBeVisible();

    // The same job in English, as its ?lang= asks.
    await page.goto(urlOnHost(demoCareersHost, `/careers/jobs/${job.id}?lang=en`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'About the job' })).toBeVisible();

    // The partner's feed, in Finnish, with the search the URL names.
    await page.goto(urlOnHost(demoFinnishFeedHost, `/?search=${encodeURIComponent(title)}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('heading', { level: 1, name: 'Uusimmat startup-työpaikat' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 työpaikka vastaa hakuasi' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Työpaikat' }).getByRole('link', { name: title })).toBeVisible();

    // The feed's job: its dates in Finnish and the way back to the list.
    await page.goto(urlOnHost(demoFinnishFeedHost, `/whiteLabelFeed/jobs/${job.id}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Julkaistu \d{1,2}\.\d{1,2}\.\d{4} \(tänään\)/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kaikki työpaikat' })).toBeVisible();
    await context.close();
  });

  test('the app takes the drawn pages over as they are: no error, no API read again, no code to read it', async ({ page }) => {
    const title = `Plattformingeniør ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'FI', city: 'Turku' });
    const errors = errorsOf(page);
    const reads = readsOf(page);
    const apiReaderLoads = apiReaderLoadsOf(page);
    await keepDrawnHeading(page);
    const openDrawn = async (url: string) => {
      await page.goto(url);
      await appRunsDrawnPage(page);
      await page.waitForLoadState('networkidle');
      // The heading the server drew is the one the app runs (hydrated, not drawn again).
      expect(await isDrawnHeading(page)).toBe(true);
    };

    await openDrawn(urlOnHost(demoCareersHost, '/'));
    await expect(page.getByRole('heading', { level: 2, name: /^Ledige stillinger \(\d+\)$/ })).toBeVisible();
    await openDrawn(urlOnHost(demoCareersHost, `/careers/jobs/${job.id}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Om stillingen' })).toBeVisible();
    await openDrawn(urlOnHost(demoFinnishFeedHost, '/?country=fi'));
    await expect(page.getByRole('heading', { level: 1, name: 'Uusimmat startup-työpaikat' })).toBeVisible();
    await expect(page.getByRole('search').getByLabel('Maa')).toHaveValue('FI');
    await openDrawn(urlOnHost(demoFinnishFeedHost, `/whiteLabelFeed/jobs/${job.id}`));
    await expect(page.getByRole('link', { name: 'Kaikki työpaikat' })).toBeVisible();
    expect(reads).toEqual([]);
    expect(apiReaderLoads).toEqual([]);
    expect(errors).toEqual([]);

    // Taken over, the page is the app's: a link opens the next page in the app, in the feed's language.
    await page.getByRole('link', { name: 'Kaikki työpaikat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uusimmat startup-työpaikat' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
