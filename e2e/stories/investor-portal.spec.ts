import { expect, test } from '@playwright/test';
import { signUpThroughModal } from '../support/auth';
import { uniqueEmail } from '../support/mailbox';

// A 1x1 PNG: the server recognises it by its bytes and serves presets of it.
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// A startup of the deterministic seed, to link from the portfolio.
const seededStartup = { key: 'havbrise', name: 'Havbrise' };

test.describe('An investor puts their fund on the funding list', () => {
  test('signs up, creates a draft investor, fills and publishes the profile, adds a linked and an unlinked portfolio entry, and appears on /funding', async ({ page }) => {
    test.slow();
    const suffix = Date.now().toString(36);
    const name = `Skerry Capital ${suffix}`;
    const key = `skerry-capital-${suffix}`;

    await page.goto('/');
    await signUpThroughModal(page, { first: 'Astrid', last: 'Berg', email: uniqueEmail('astrid'), password: 'Skerry-2026!' });
    await page.getByRole('dialog', { name: 'Let us know who you are' }).getByRole('button', { name: "I'm an investor" }).click();
    await expect(page).toHaveURL(/\/investors\/join$/);
    await page.getByRole('button', { name: 'Create an investor profile' }).click();
    await expect(page).toHaveURL(/\/client\/investors\/new$/);

    const createForm = page.getByRole('form', { name: 'Create an investor profile' });
    await createForm.getByLabel('Investor name').fill(name);
    await createForm.getByLabel('Website').fill('skerry.example');
    await createForm.getByRole('button', { name: 'Create investor' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/investors/${key}/edit$`));

    // A draft's other pages lead back to its form (the product spec's states and transitions).
    await page.goto(`/client/investors/${key}/startups`);
    await expect(page).toHaveURL(new RegExp(`/client/investors/${key}/edit$`));

    const form = page.getByRole('form', { name: 'Investor profile' });
    await expect(form.getByLabel('Website')).toHaveValue('http://skerry.example');
    await form.getByRole('button', { name: 'Publish investor profile' }).click();
    await expect(form.getByText('Please write a short intro')).toBeVisible();
    await expect(form.getByText('Please upload a logo')).toBeVisible();

    await form.getByLabel('Intro').fill('Seed tickets for ocean and climate founders.');
    await form.getByRole('group', { name: 'Countries' }).getByRole('checkbox', { name: 'Norway' }).check();
    await form.getByRole('group', { name: 'Industries' }).getByRole('checkbox', { name: 'Impact' }).check();
    await form.getByLabel('Type').selectOption({ label: 'Angel network' });
    await form.getByRole('button', { name: 'Add a key person' }).click();
    await form.getByRole('listitem', { name: 'Key person 1' }).getByLabel('Name', { exact: true }).fill('Astrid Berg');
    await form.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
    await expect(form.getByRole('img', { name: `Logo of ${name}` })).toBeVisible();
    await form.getByRole('button', { name: 'Publish investor profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/investors/${key}/profile$`));
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    // The portfolio: a startup on Nordhub (linked, not editable) and an outside company (editable).
    await page.getByRole('navigation', { name: 'Investor' }).getByRole('link', { name: 'Portfolio' }).click();
    await page.getByLabel('Startup address on Nordhub').fill(`/startups/${seededStartup.key}`);
    await page.getByRole('button', { name: 'Add startup' }).click();
    const investments = page.getByRole('list', { name: 'Investments' });
    await expect(investments.getByRole('link', { name: seededStartup.name })).toBeVisible();
    const outside = page.getByRole('form', { name: 'Add another company' });
    await outside.getByLabel('Company name').fill('Tidewater Oy');
    await outside.getByLabel('Website').fill('tidewater.example');
    await outside.getByLabel('Category').fill('Ocean tech');
    await outside.getByRole('button', { name: 'Add company' }).click();
    await expect(investments.getByRole('link', { name: 'Tidewater Oy' })).toBeVisible();

    await investments.getByRole('link', { name: seededStartup.name }).click();
    await expect(page.getByText(/cannot be edited here/)).toBeVisible();
    await page.getByRole('link', { name: 'All investments' }).click();
    await investments.getByRole('link', { name: 'Tidewater Oy' }).click();
    await expect(page.getByRole('form', { name: 'Portfolio entry' }).getByLabel('Website')).toHaveValue('http://tidewater.example');

    // Published: the fund is on the funding list, filtered by its type, and its profile shows the portfolio.
    await page.goto('/funding?type=ANGELS&industry=impact&country=NO');
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/funding/${key}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Seed tickets for ocean and climate founders.')).toBeVisible();
    const publicInvestments = page.getByRole('list', { name: 'Investments' });
    await expect(publicInvestments.getByRole('link', { name: seededStartup.name })).toHaveAttribute('href', `/startups/${seededStartup.key}`);
    await expect(publicInvestments.getByRole('link', { name: 'Tidewater Oy' })).toHaveAttribute('href', 'http://tidewater.example');
    await expect(page.getByRole('link', { name: `Visit the website of ${name}` })).toHaveAttribute('href', 'http://skerry.example');

    // The visit counts on the dashboard's chart.
    await page.goto(`/client/investors/${key}`);
    await expect(page.getByRole('figure', { name: 'Profile views, last 30 days' }).getByRole('img')).toHaveAccessibleName(/Profile views: 1 in total/);
  });
});
