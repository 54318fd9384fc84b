import { expect, test } from '@playwright/test';
import { appRunsDrawnPage } from '../support/first-paint';

/** What a listed job says of its conditions (GET /api/v2/jobsandfeatured). */
type JobConditions = { workingLanguage: string; visaSponsorship: boolean; location: { countryCode: string | null } };

// Nordic reality filters (docs/nordic-filters.md): working language, visa sponsorship,
// relocation support and the countries a remote job may be done from.
test.describe('Nordic reality filters', () => {
  test('a seeker filters for English-friendly jobs with visa sponsorship in Sweden, and every result is one', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
    // The search is drawn by the server: a click before the app runs it is held and replayed, so a
    // checkbox ticked that early shows its tick a moment later (the test checks it at once).
    await appRunsDrawnPage(page);
    const form = page.getByRole('search', { name: 'Job search' });

    // Jobs in Sweden, where English is fine and the startup sponsors a visa; the URL keeps the choice.
    await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Sweden' });
    // Sweden is in the EU, so "Shows salary" comes on with it; this seeker wants every ad, and unticks it.
    await expect(page).toHaveURL(/\/jobs\?country=SE&withSalary=true$/);
    await form.getByRole('checkbox', { name: 'Shows salary' }).uncheck();
    await expect(page).toHaveURL(/\/jobs\?country=SE$/);
    // "English is fine" is a quick filter under the search box; the rest are in the filter column.
    await form.getByRole('group', { name: 'Quick filters' }).getByRole('checkbox', { name: 'English is fine' }).check();
    const nordic = page.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Working in the Nordics' });
    await expect(page).toHaveURL(/\/jobs\?country=SE&englishOk=true$/);
    await nordic.getByRole('checkbox', { name: 'Visa sponsorship' }).check();
    await expect(page).toHaveURL(/\/jobs\?country=SE&englishOk=true&visaSponsorship=true$/);

    // A reload keeps the filters (they live in the URL), and every job listed is one such job (the
    // cards stay short; each job's page names its conditions, as the first one's does below).
    const results = page.getByRole('region', { name: 'All jobs' }).getByRole('article');
    await page.reload();
    await expect(page.getByRole('group', { name: 'Working in the Nordics' }).getByRole('checkbox', { name: 'Visa sponsorship' })).toBeChecked();
    const listed = await page.request.get(`/api/v2/jobsandfeatured${new URL(page.url()).search}`);
    const { jobs, featuredJobs } = (await listed.json()) as { jobs: { docs: JobConditions[] }; featuredJobs: JobConditions[] };
    const every = [...jobs.docs, ...featuredJobs];
    expect(every.length).toBeGreaterThan(0);
    expect(every.filter((job) => job.workingLanguage !== 'ENGLISH' || !job.visaSponsorship || job.location.countryCode !== 'SE')).toEqual([]);
    await expect(results.first()).toBeVisible();

    // The first job's page says it too, and it is in Sweden.
    const first = results.first();
    const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.getByRole('link', { name: title }).click();
    const job = page.getByRole('article', { name: title }).first();
    await expect(job.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const conditions = job.getByRole('list', { name: 'Working conditions' });
    await expect(conditions.getByRole('listitem').filter({ hasText: 'English is fine' })).toBeVisible();
    await expect(conditions.getByRole('listitem').filter({ hasText: 'Visa sponsorship' })).toBeVisible();
    // The seeded Swedish cities.
    await expect(job.getByRole('term').filter({ hasText: 'Location' }).locator('xpath=following-sibling::dd[1]')).toContainText(/Stockholm|Gothenburg|Malmö|Uppsala|Lund/);
  });

  test('a seeker in Finland finds remote jobs they may do from home', async ({ page }) => {
    await page.goto('/jobs?remoteFrom=FI');
    await expect(page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Remote from' })).toHaveValue('FI');

    const results = page.getByRole('region', { name: 'All jobs' }).getByRole('article');
    // Counted once the new search's results replaced the last one's (featured jobs mixed in make
    // the two pages' counts differ).
    await expect(page.getByRole('region', { name: 'All jobs' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(results.first()).toBeVisible();
    const count = await results.count();
    for (let index = 0; index < count; index += 1) {
      await expect(results.nth(index).getByText('Remote', { exact: true })).toBeVisible();
    }
    const first = results.first();
    const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.getByRole('link', { name: title }).click();
    const job = page.getByRole('article', { name: title }).first();
    await expect(job.getByRole('term').filter({ hasText: 'Remote from' }).locator('xpath=following-sibling::dd[1]')).toContainText('Finland');
  });
});
