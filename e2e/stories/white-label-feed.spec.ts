import { expect, test } from '@playwright/test';
import { demoFeedHost, urlOnHost } from '../support/environment';
import { postLiveJob } from '../support/jobs';

/**
 * A partner runs "Nordic Tech Jobs" on jobs.feeds.localhost (the seed's white-label feed, set to
 * tech categories in the company portal). A job seeker visits it: the feed's own header, its
 * jobs only, a search and a country filter; they open a job there.
 */

test.describe("A partner's white-label job feed", () => {
  test('a job seeker searches the feed, filters by country and opens a job', async ({ page }) => {
    test.slow();
    const word = `Fjordlight${Date.now().toString(36)}`;
    const inSweden = await postLiveJob({ title: `${word} Backend Engineer`, countryCode: 'SE', city: 'Stockholm', category: 'backend' });
    const inFinland = await postLiveJob({ title: `${word} Frontend Engineer`, countryCode: 'FI', city: 'Helsinki', category: 'frontend' });
    // Outside the feed's rules (not a tech category): on Nordhub, never in this feed.
    const outside = await postLiveJob({ title: `${word} Office Manager`, countryCode: 'SE', city: 'Stockholm', category: 'other' });

    // The feed's header: its name, logo and description; no marketplace menus.
    await page.goto(urlOnHost(demoFeedHost, '/'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Nordic Tech Jobs' })).toBeVisible();
    await expect(header.getByText(/Hand-picked engineering, data and design jobs/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest startup jobs' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find jobs' })).toHaveCount(0);

    // Searching finds the two tech jobs, not the office job.
    const search = page.getByRole('search', { name: 'Search the jobs of Nordic Tech Jobs' });
    await search.getByLabel('Search jobs').fill(word);
    await search.getByRole('button', { name: 'Search' }).click();
    const jobs = page.getByRole('list', { name: 'Jobs' });
    await expect(jobs.getByRole('article')).toHaveCount(2);
    await expect(jobs.getByRole('link', { name: inSweden.title })).toBeVisible();
    await expect(jobs.getByRole('link', { name: outside.title })).toHaveCount(0);

    // The country filter narrows to Finland, and the URL keeps both (shareable, Back works).
    await search.getByLabel('Country').selectOption({ label: 'Finland' });
    await expect(jobs.getByRole('article')).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]country=FI/);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${word}`));

    // The job opens on the feed's host, with Apply leading to Nordhub's job page.
    await jobs.getByRole('link', { name: inFinland.title }).click();
    await expect(page).toHaveURL(urlOnHost(demoFeedHost, `/whiteLabelFeed/jobs/${inFinland.id}`));
    await expect(page.getByRole('heading', { level: 1, name: inFinland.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply on Nordhub (opens in a new tab)' })).toHaveAttribute(
      'href',
      urlOnHost('localhost', `/jobs/${inFinland.id}?apply=1`),
    );

    // A job outside the feed's rules is not shown under the feed's name.
    await page.goto(urlOnHost(demoFeedHost, `/whiteLabelFeed/jobs/${outside.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'This job is not in this feed' })).toBeVisible();
  });

  test('a white-label host with no feed says so clearly', async ({ page }) => {
    await page.goto(urlOnHost('nowhere.feeds.localhost', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'No job feed is set up for nowhere.feeds.localhost' })).toBeVisible();
  });
});
