import { expect, test } from '@playwright/test';
import { authDialog, submitLogIn } from '../support/auth';
import { demoPassword } from '../support/mailbox';

test.describe('Browsing startups', () => {
  test('a visitor filters startups by country, logs in to follow one, finds it under Followed startups, and its profile page is described to crawlers', async ({ page }) => {
    // The visitor opens the startup list from the header and narrows it to Sweden; the URL carries the filter.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse startups' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse startups' })).toBeVisible();
    await expect(page.getByText(/^\d+ startups? found$/)).toBeVisible();
    const filters = page.getByRole('search', { name: 'Find startups' });
    await filters.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Sweden' });
    await expect(page).toHaveURL(/\/startups\?country=SE$/);
    const list = page.getByRole('region', { name: 'Startups' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await expect(list.getByRole('article').first()).toContainText('Sweden');

    // Following needs an account: the log-in modal opens, and after logging in they are back on the Swedish list.
    await list.getByRole('button', { name: /^Follow / }).first().click();
    await expect(authDialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
    await submitLogIn(page, 'applicant@nordhub.test', demoPassword);
    await expect(authDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/startups\?country=SE$/);

    // They follow a Swedish startup they do not follow yet; it stays followed after a reload.
    const follow = list.getByRole('button', { name: /^Follow /, pressed: false }).first();
    const label = (await follow.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Follow /, '');
    await follow.click();
    const followed = list.getByRole('button', { name: label });
    await expect(followed).toHaveAttribute('aria-pressed', 'true');
    await expect(followed).toHaveText('Following');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Startups' }).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    const profileHref = (await page.getByRole('region', { name: 'Startups' }).getByRole('link', { name, exact: true }).getAttribute('href')) ?? '';
    expect(profileHref).toMatch(/^\/startups\/[a-z0-9-]+$/);

    // Followed startups lists it, linking to its profile.
    await page.goto('/client/followed-startups');
    await expect(page.getByRole('heading', { level: 1, name: 'Followed startups' })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', profileHref);

    // The profile shows it followed, with its views; opening it counted a view.
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${profileHref}$`));
    const profile = page.getByRole('article', { name });
    await expect(profile.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(profile.getByText(/\d+(\.\d)?[kM]? views?$/)).toBeVisible();
    await expect(profile.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await expect(profile.getByRole('heading', { name: 'Open jobs' })).toBeVisible();

    // The server sends the profile's title, description and Organization data with the page itself.
    const html = await (await page.request.get(profileHref)).text();
    expect(html).toContain(`<meta property="og:title" content="`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Organization', name, url: expect.stringContaining(profileHref) });
    await expect(page).toHaveTitle(`${name}: jobs and company profile | Nordhub`);

    // Unfollowing on the profile takes it off the list again.
    await profile.getByRole('button', { name: label }).click();
    await expect(profile.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/client/followed-startups');
    await expect(page.getByRole('heading', { level: 1, name: 'Followed startups' })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});
