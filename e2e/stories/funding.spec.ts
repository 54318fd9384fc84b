import { expect, test } from '@playwright/test';

// The seeded venture fund of the deterministic seed, whose portfolio links seeded startups.
const demoInvestor = { key: 'fjordvik-ventures', name: 'Fjordvik Ventures' };

test.describe('A founder looks for funding', () => {
  test('opens an investor from /funding and follows a portfolio link to a startup', async ({ page }) => {
    await page.goto('/funding');
    await expect(page.getByRole('heading', { level: 1, name: 'Funding' })).toBeVisible();
    await page.getByLabel('Search investors').fill('Fjordvik');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/funding\?search=Fjordvik$/);
    await page.getByRole('list', { name: 'Investors' }).getByRole('link', { name: demoInvestor.name }).click();
    await expect(page).toHaveURL(new RegExp(`/funding/${demoInvestor.key}$`));
    await expect(page.getByRole('heading', { level: 1, name: demoInvestor.name })).toBeVisible();
    await expect(page.getByText(/\d+(\.\d)?k? views?/).first()).toBeVisible();

    const startupLink = page.getByRole('list', { name: 'Investments' }).getByRole('link').first();
    const href = await startupLink.getAttribute('href');
    expect(href).toMatch(/^\/startups\/[a-z0-9-]+$/);
    await startupLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('takes the funding quiz and gets ranked investors at a shareable address', async ({ page }) => {
    await page.goto('/funding/quiz');
    const quiz = page.getByRole('form', { name: 'Funding quiz' });
    await quiz.getByLabel('What stage is your startup at?').selectOption('seed');
    await quiz.getByLabel('Which industry are you in?').selectOption('impact');
    await quiz.getByLabel('How much are you raising?').selectOption('250k-1m');
    await quiz.getByLabel('Which market do you serve?').selectOption('DK');
    await quiz.getByRole('button', { name: 'See my investors' }).click();
    await expect(page).toHaveURL(/\/funding\/quiz\/results\?stage=seed&industry=impact&amount=250k-1m&market=DK$/);

    const matches = page.getByRole('list', { name: 'Matching investors' }).getByRole('listitem');
    await expect(matches.first()).toBeVisible();
    const scores = await matches.evaluateAll((items) => items.map((item) => Number(/Match score (\d+)/.exec(item.textContent ?? '')?.[1])));
    expect(scores.length).toBeGreaterThan(1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const first = await matches.first().getByRole('heading').textContent();

    // The address alone brings the same ranking back.
    const shared = await page.getByLabel('Share these results').inputValue();
    await page.goto(shared);
    await expect(page.getByRole('list', { name: 'Matching investors' }).getByRole('listitem').first().getByRole('heading')).toHaveText(first ?? '');
  });
});
