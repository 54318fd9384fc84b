import { expect, test } from '@playwright/test';
import { authDialog, openLogIn, submitLogIn } from '../support/auth';
import { postLiveJob } from '../support/jobs';
import { demoPassword } from '../support/mailbox';

// A word no seeded job has, so this search starts empty and only the story's job matches it.
const uniqueWord = () => `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

test.describe('Pinned searches', () => {
  test('a job seeker pins a search and its badge counts a job posted after that', async ({ page }) => {
    const word = uniqueWord();
    const chipName = `${word} in Copenhagen`;

    await page.goto('/');
    await openLogIn(page);
    await submitLogIn(page, 'applicant@nordhub.test', demoPassword);
    await expect(authDialog(page)).toBeHidden();
    // Signed in, he lands on his profile, which leads on to the job search.
    await page.getByRole('main').getByRole('link', { name: 'Find jobs' }).click();

    // Elias looks for jobs with that skill in Copenhagen: nothing yet.
    const form = page.getByRole('search', { name: 'Job search' });
    await form.getByRole('combobox', { name: 'Job title, skill or startup' }).fill(word);
    await form.getByRole('combobox', { name: 'Location' }).fill('Copenhagen');
    await form.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${word}.*city=Copenhagen`));
    await expect(page.getByText('0 jobs found')).toBeVisible();

    // He pins the search: it joins his pinned searches, with no badge since nothing is new.
    const pin = page.getByRole('button', { name: 'Pin this search' });
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    const pinned = page.getByRole('navigation', { name: 'Pinned searches' });
    await expect(pinned.getByRole('link', { name: chipName, exact: true })).toBeVisible();

    // A startup posts a job that matches, and it goes live.
    const job = await postLiveJob({ title: `Senior ${word} Engineer`, countryCode: 'DK', city: 'Copenhagen', category: 'backend' });

    // Back on the job search later, the pinned search says one job is new.
    await page.goto('/jobs');
    const withBadge = pinned.getByRole('link', { name: `${chipName} 1 new`, exact: true });
    await expect(withBadge).toBeVisible();
    await expect(withBadge.getByText('1 new')).toBeVisible();

    // Opening it shows the new job, and marks the search seen: the badge goes.
    await withBadge.click();
    await expect(page.getByText('1 job found')).toBeVisible();
    await expect(page.getByRole('region', { name: 'All jobs' }).getByRole('link', { name: job.title })).toBeVisible();
    await expect(pinned.getByRole('link', { name: chipName, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pin this search' })).toHaveAttribute('aria-pressed', 'true');

    // Still nothing new after a reload: opening it moved `since` on.
    await page.reload();
    await expect(pinned.getByRole('link', { name: chipName, exact: true })).toBeVisible();

    // Unpinning removes it again (and leaves the demo account as it was).
    await page.getByRole('button', { name: 'Pin this search' }).click();
    await expect(page.getByRole('button', { name: 'Pin this search' })).toHaveAttribute('aria-pressed', 'false');
    await expect(pinned.getByRole('link', { name: new RegExp(`^${word}`) })).toHaveCount(0);
  });
});
