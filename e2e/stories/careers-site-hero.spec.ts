import { expect, test } from '@playwright/test';
import { demoCareersHost, urlOnHost } from '../support/environment';
import { demoStartup, signInContext } from '../support/jobs';

/**
 * Nordlys's manager sets up the top of its careers site in the portal: a headline, a colour and
 * how the open jobs are grouped, watching the preview change before saving. A visitor on a
 * laptop then opens the careers site: the new hero and the first open job on the first screen,
 * the jobs grouped by place.
 */

test.describe("The top of a startup's careers site", () => {
  test('the manager edits the hero and the grouping with a live preview, and the careers site shows them', async ({ page, context }) => {
    test.slow();
    await signInContext(context, demoStartup.managerEmail);
    await page.goto(`/client/startups/${demoStartup.companyKey}`);
    await page.getByRole('navigation', { name: 'Startup' }).getByRole('link', { name: 'Careers site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Careers site' })).toBeVisible();
    await expect(page.getByText(`Your careers site is live at ${demoCareersHost}.`)).toBeVisible();

    // The seed's hero is in the form and in the preview beside it.
    const form = page.getByRole('form', { name: 'Careers site hero' });
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(form.getByLabel('Headline')).toHaveValue('Light up the Nordic energy grid with us');
    await expect(preview.getByRole('heading', { name: 'Light up the Nordic energy grid with us' })).toBeVisible();

    // The preview follows the typing, before anything is saved.
    const headline = `Balance the grid with us ${Date.now().toString(36)}`;
    await form.getByLabel('Headline').fill(headline);
    await expect(preview.getByRole('heading', { name: headline })).toBeVisible();

    // A button colour white text cannot be read on is refused by name; a darker one is fine.
    await form.getByLabel('Accent colour').fill('#ffd400');
    await expect(form.getByText(/White text on the accent colour #ffd400 has a contrast of .*; it needs at least 4\.5:1/)).toBeVisible();
    await form.getByLabel('Accent colour').fill('#7a4f00');
    await expect(form.getByText(/White text on the accent colour/)).toHaveCount(0);

    await form.getByLabel('Group the open jobs').selectOption('By place');
    await form.getByRole('button', { name: 'Save careers site' }).click();
    await expect(page.getByText('Careers site saved')).toBeVisible();

    // A visitor on a laptop: the hero and the first open job on the first screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(urlOnHost(demoCareersHost, '/?lang=en'));
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeInViewport();
    const jobs = page.getByRole('list', { name: 'Open jobs at Nordlys' });
    await expect(jobs.getByRole('article').first()).toBeInViewport({ ratio: 1 });

    // Grouped by place: each job of the first group is in that group's place.
    const firstGroup = jobs.getByRole('listitem').first();
    const groupName = ((await firstGroup.getByRole('heading', { level: 3 }).textContent()) ?? '').replace(/ \(\d+\)$/, '');
    expect(groupName).not.toBe('');
    for (const job of await firstGroup.getByRole('article').all()) await expect(job).toContainText(groupName);

    // "See open jobs" leads to them.
    await page.getByRole('link', { name: 'See open jobs' }).click();
    await expect(page).toHaveURL(/\?lang=en#careers-jobs$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Open jobs/ })).toBeInViewport();
  });
});
