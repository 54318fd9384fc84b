import { expect, test } from '@playwright/test';
import { authDialog, submitLogIn } from '../support/auth';
import { demoPassword } from '../support/mailbox';

test.describe('Finding a job', () => {
  test('a visitor searches by text and country, opens a job, logs in, saves it, finds it in My applications and unsaves it there', async ({ page }) => {
    // The visitor opens the job search from the header.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
    await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();

    // They look for developer jobs, then narrow the search to Sweden; the URL carries both, and
    // "Shows salary" comes on with an EU country (ads there state their pay).
    const form = page.getByRole('search', { name: 'Job search' });
    const searchBox = form.getByRole('combobox', { name: 'Job title, skill or startup' });
    const country = form.getByRole('combobox', { name: 'Country' });
    await searchBox.fill('developer');
    await form.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\?search=developer$/);
    await expect(page.getByRole('region', { name: 'All jobs' }).getByRole('article').first()).toBeVisible();
    await country.selectOption({ label: 'Sweden' });
    await expect(page).toHaveURL(/\/jobs\?search=developer&country=SE&withSalary=true$/);
    const results = page.getByRole('region', { name: 'All jobs' });
    await expect(results.getByRole('article').first()).toBeVisible();

    // Back returns to the search before Sweden was chosen, and Forward to the Swedish one.
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs\?search=developer$/);
    await expect(searchBox).toHaveValue('developer');
    await expect(country).toHaveValue('');
    await page.goForward();
    await expect(page).toHaveURL(/\/jobs\?search=developer&country=SE&withSalary=true$/);
    await expect(country).toHaveValue('SE');
    // The list is this search's answer, not an earlier one kept on screen (aria-busy) while it loads.
    await expect(results).not.toHaveAttribute('aria-busy', 'true');

    // They open the first job: its page shows the title, the company and the place.
    const firstJob = results.getByRole('article').first();
    const title = ((await firstJob.getByRole('heading').textContent()) ?? '').trim();
    // The card's line under the title starts with the startup's name (then its place).
    const company = ((await firstJob.getByRole('paragraph').first().locator('span').first().textContent()) ?? '').trim();
    await firstJob.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    const jobUrl = page.url();
    const job = page.getByRole('article', { name: title });
    await expect(job.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(job.getByRole('link', { name: company })).toHaveAttribute('href', /^\/startups\//);
    await expect(job.getByRole('term').filter({ hasText: 'Location' })).toBeVisible();
    await expect(job.getByRole('definition').first()).not.toBeEmpty();

    // Saving needs an account: the log-in modal opens, and after logging in they are back on the job.
    const saveButton = job.getByRole('button', { name: 'Save job' }).first();
    await saveButton.click();
    await expect(authDialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
    await submitLogIn(page, 'applicant@nordhub.test', demoPassword);
    await expect(authDialog(page)).toBeHidden();
    await expect(page).toHaveURL(jobUrl);

    await saveButton.click();
    const savedButton = job.getByRole('button', { name: 'Saved' }).first();
    await expect(savedButton).toHaveAttribute('aria-pressed', 'true');
    // Still saved after a reload: the server has it.
    await page.reload();
    await expect(page.getByRole('article', { name: title }).getByRole('button', { name: 'Saved' }).first()).toHaveAttribute('aria-pressed', 'true');

    // My applications lists it, linking back to the job; unsaving takes it off, also after a reload.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My applications' }).click();
    await expect(page).toHaveURL(/\/client\/my-jobs$/);
    const saved = page.getByRole('region', { name: 'Saved jobs' });
    await expect(saved.getByRole('link', { name: title })).toHaveAttribute('href', new URL(jobUrl).pathname);
    await saved.getByRole('button', { name: `Unsave ${title}` }).click();
    await expect(saved.getByRole('article', { name: title })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    // The demo applicant has other saved jobs from the seed; they stay.
    await expect(page.getByRole('region', { name: 'Saved jobs' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('a visitor who scrolled down the job list opens a job at its top, and Back returns them to the job they opened', async ({ page }) => {
    await page.goto('/jobs');
    const results = page.getByRole('region', { name: 'All jobs' });
    const tenthJob = results.getByRole('article').nth(9);
    const title = ((await tenthJob.getByRole('heading').textContent()) ?? '').trim();
    const link = tenthJob.getByRole('link', { name: title });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
    await expect(results.getByRole('link', { name: title, exact: true })).toBeInViewport();
  });
});
