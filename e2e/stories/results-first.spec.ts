import { expect, type Page, test } from '@playwright/test';
import { cookiesAlreadyAccepted } from '../support/cookies';
import { demoCareersHost, demoFeedHost, e2eBaseUrl, urlOnHost } from '../support/environment';
import { appRunsDrawnPage } from '../support/first-paint';

/**
 * /jobs shows results first at every width (docs/job-search.md): the search, a row of quick
 * filters and "All filters", then the results, with at most three of them marked "Featured".
 */

const jobsFound = /^[\d,]+\+? jobs? found$/;
const showJobs = /^Show [\d,]+\+? jobs?$/;
const countOf = (text: string | null) => Number(/([\d,]+)/.exec(text ?? '')?.[1]?.replace(/,/g, ''));

const results = (page: Page) => page.getByRole('region', { name: 'All jobs' }).getByRole('article');

/** How many result cards lie wholly inside the first screen, nothing scrolled. */
async function cardsOnFirstScreen(page: Page, cards = results(page)): Promise<number> {
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  return cards.evaluateAll((cards) =>
    cards.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    }).length,
  );
}

test.beforeEach(async ({ context }) => {
  // The consent banner is not what is measured: it is answered before the page loads.
  await cookiesAlreadyAccepted(context, [e2eBaseUrl, urlOnHost(demoCareersHost), urlOnHost(demoFeedHost)]);
});

test.describe('results first on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a job is wholly on the first screen, and at most three results are featured', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByText(jobsFound)).toBeVisible();
    expect(await cardsOnFirstScreen(page)).toBeGreaterThanOrEqual(1);
    await expect(results(page).first()).toBeVisible();
    expect(await page.getByRole('region', { name: 'All jobs' }).getByText('Featured', { exact: true }).count()).toBeLessThanOrEqual(3);
  });

  test('the filter sheet applies with "Show N jobs", N the jobs then found; closing it keeps the search', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByText(jobsFound)).toBeVisible();
    await appRunsDrawnPage(page);
    const allFilters = page.getByRole('button', { name: 'All filters (0)' });
    await allFilters.click();
    const sheet = page.getByRole('dialog', { name: 'All filters' });
    const show = sheet.getByRole('button', { name: showJobs });
    const unfiltered = (await show.textContent()) ?? '';
    await sheet.getByRole('checkbox', { name: 'Visa sponsorship' }).check();
    // The live count follows the choice (debounced, then asked of the API) and settles before it
    // is read: fewer jobs sponsor a visa than there are jobs.
    await expect(show).not.toHaveText(unfiltered);
    await expect(show).not.toHaveAttribute('aria-busy', 'true');
    const chosen = countOf(await show.textContent());
    await expect(page).toHaveURL(/\/jobs$/);
    await show.click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/jobs\?visaSponsorship=true$/);
    await expect(page.getByText(jobsFound)).toHaveText(`${chosen.toLocaleString('en-US')} ${chosen === 1 ? 'job' : 'jobs'} found`);

    // Escape closes without applying; focus is back on the button.
    await page.getByRole('button', { name: 'All filters (1)' }).click();
    await sheet.getByRole('checkbox', { name: 'Relocation support' }).check();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/jobs\?visaSponsorship=true$/);
    await expect(page.getByRole('button', { name: 'All filters (1)' })).toBeFocused();

    // So does the phone's Back.
    await page.getByRole('button', { name: 'All filters (1)' }).click();
    await expect(sheet).toBeVisible();
    await page.goBack();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/jobs\?visaSponsorship=true$/);
    // And Back once more is the search before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('button', { name: 'All filters (0)' })).toBeVisible();
  });
});

test.describe('results first on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('three jobs are wholly on the first screen, the filters in a column beside them', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByText(jobsFound)).toBeVisible();
    expect(await cardsOnFirstScreen(page)).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Working in the Nordics' })).toBeVisible();
    // The sheet's button is for narrower screens.
    await expect(page.getByRole('button', { name: /^All filters/ })).toBeHidden();
    expect(await page.getByRole('region', { name: 'All jobs' }).getByText('Featured', { exact: true }).count()).toBeLessThanOrEqual(3);
  });

  test('a chip removes its filter and no other', async ({ page }) => {
    await page.goto('/jobs?remote=true&englishOk=true');
    await expect(page.getByText(jobsFound)).toBeVisible();
    await appRunsDrawnPage(page);
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await chips.getByRole('button', { name: 'Remote only, remove this filter' }).click();
    await expect(page).toHaveURL(/\/jobs\?englishOk=true$/);
    await expect(chips.getByRole('button', { name: 'English is fine, remove this filter' })).toBeVisible();
    await expect(chips.getByRole('button', { name: /^Remote only/ })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Quick filters' }).getByRole('combobox', { name: 'Remote' })).toHaveValue('');
  });
});

test.describe("results first on a startup's careers site and a partner's job feed, on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the careers site shows an open job on the first screen, before what the startup does', async ({ page }) => {
    // Nordlys's site speaks Norwegian first (the seed).
    await page.goto(urlOnHost(demoCareersHost, '/'));
    const jobs = page.getByRole('list', { name: 'Ledige stillinger hos Nordlys' }).getByRole('article');
    expect(await cardsOnFirstScreen(page, jobs)).toBeGreaterThanOrEqual(1);
  });

  test('the feed shows a job on the first screen; a chip drops the country', async ({ page }) => {
    await page.goto(urlOnHost(demoFeedHost, '/?country=DK'));
    const jobs = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
    expect(await cardsOnFirstScreen(page, jobs)).toBeGreaterThanOrEqual(1);
    await appRunsDrawnPage(page);
    await page.getByRole('list', { name: 'Applied filters' }).getByRole('button', { name: 'Denmark, remove this filter' }).click();
    await expect(page).toHaveURL(urlOnHost(demoFeedHost, '/'));
    await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
  });
});
