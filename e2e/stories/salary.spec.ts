import { expect, test } from '@playwright/test';
import { preferCountry } from '../support/cookies';

// A salary range as cards and pages write it: '45,000–60,000 DKK a month'.
const SALARY = /\d[\d,]*(–[\d,]+)? (DKK|SEK|NOK|EUR|ISK)( a (month|year))?/;

test.describe('Pay shown as structure', () => {
  test('a seeker from Finland ticks "Shows salary", sees a salary on every result, and reads a Danish salary in euros', async ({ page, context }) => {
    // The seeker's preferred country is Finland (the cookie a search for Finland leaves), so they think in euros.
    await preferCountry(context, 'FI');
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();

    // They only want jobs that say what they pay; the URL keeps the choice.
    const form = page.getByRole('search', { name: 'Job search' });
    await form.getByRole('checkbox', { name: 'Shows salary' }).check();
    await expect(page).toHaveURL(/\/jobs\?withSalary=true$/);
    await expect(form.getByRole('checkbox', { name: 'Shows salary' })).toBeChecked();

    // Every result on the page states its salary.
    const results = page.getByRole('region', { name: 'All jobs' }).getByRole('article');
    // Counted once the new search's results replaced the last one's (featured jobs mixed in make
    // the two pages' counts differ).
    await expect(page.getByRole('region', { name: 'All jobs' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(results.first()).toBeVisible();
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(results.nth(index)).toContainText(SALARY);
    }

    // A reload keeps the filter (it lives in the URL).
    await page.reload();
    await expect(page.getByRole('search', { name: 'Job search' }).getByRole('checkbox', { name: 'Shows salary' })).toBeChecked();

    // They open a job in Denmark: its salary in kroner and, roughly, in euros, with the rates' source and date.
    const danish = results.filter({ hasText: /DKK a month/ }).first();
    await expect(danish).toBeVisible();
    const title = ((await danish.getByRole('heading').textContent()) ?? '').trim();
    await danish.getByRole('link', { name: title, exact: true }).click();

    const job = page.getByRole('article', { name: title, exact: true }).first();
    await expect(job.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    const salary = job.getByRole('definition').filter({ hasText: 'DKK a month' });
    await expect(salary).toContainText(/^\d[\d,]*–[\d,]+ DKK a month/);
    await expect(salary).toContainText(/≈ [\d,]+–[\d,]+ EUR a month, at European Central Bank reference rates of \d{2} [A-Z][a-z]{2} \d{4}/);
  });
});
