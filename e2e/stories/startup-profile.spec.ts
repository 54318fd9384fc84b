import { expect, test } from '@playwright/test';
import { signUpThroughModal } from '../support/auth';
import { payAtLocalCheckout, writeJobThroughForm } from '../support/job-form';
import { uniqueEmail } from '../support/mailbox';

// A 1x1 PNG: the server recognises it by its bytes, re-encodes it without metadata and serves presets of it.
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('A founder puts their startup on Nordhub', () => {
  test('signs up, creates a draft startup, fills the profile with a logo, publishes it, sees the profile and the dashboard, and posts a paid job that waits for review', async ({ page }) => {
    // The sign-up's proof of work and a long form: more than the default minute on a busy machine.
    test.slow();
    const suffix = Date.now().toString(36);
    const name = `Fjordlys ${suffix}`;
    const key = `fjordlys-${suffix}`;

    await page.goto('/');
    await signUpThroughModal(page, { first: 'Sigrid', last: 'Dahl', email: uniqueEmail('sigrid'), password: 'Fjord-2026!' });
    await page.getByRole('dialog', { name: 'Let us know who you are' }).getByRole('button', { name: "I'm a startup" }).click();
    await expect(page).toHaveURL(/\/startups\/join$/);

    await page.goto('/client/startups/new');
    const createForm = page.getByRole('form', { name: 'Create a startup profile' });
    await createForm.getByRole('button', { name: 'Create startup' }).click();
    await expect(createForm.getByText('Please enter the startup name')).toBeVisible();
    await createForm.getByLabel('Startup name').fill(name);
    await createForm.getByLabel('Website').fill('fjordlys.example');
    await createForm.getByRole('button', { name: 'Create startup' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/startups/${key}/edit$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit startup profile' })).toBeVisible();

    // While the startup is a draft, its other pages lead back to the form.
    await page.goto(`/client/startups/${key}`);
    await expect(page).toHaveURL(new RegExp(`/client/startups/${key}/edit$`));

    const form = page.getByRole('form', { name: 'Startup profile' });
    await expect(form.getByLabel('Website')).toHaveValue('http://fjordlys.example');
    // Publishing too early names what is missing.
    await form.getByRole('button', { name: 'Publish startup' }).click();
    await expect(form.getByText('Please describe what the startup does')).toBeVisible();
    await expect(form.getByText('Please upload a logo')).toBeVisible();

    await form.getByLabel('What we do').fill('Light for long Nordic winters.');
    await form.getByRole('checkbox', { name: 'Norway' }).check();
    await form.getByLabel('Stage', { exact: true }).selectOption({ label: 'Growth' });
    await form.getByRole('button', { name: 'Add a team member' }).click();
    const member = form.getByRole('listitem', { name: 'Team member 1' });
    await member.getByLabel('Name', { exact: true }).fill('Sigrid Dahl');
    await member.getByLabel('Title').fill('CEO');

    // The upload's answer is held back until the progress bar has been seen.
    const progress = form.getByRole('progressbar', { name: 'Uploading logo.png' });
    await page.route('**/api/upload/image', async (route) => {
      await expect(progress).toBeVisible();
      await expect(form.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
      await route.continue();
    });
    await form.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
    const preview = form.getByRole('img', { name: `Logo of ${name}` });
    await expect(preview).toBeVisible();
    await expect(progress).toBeHidden();
    await expect(preview).toHaveAttribute('src', /^\/api\/images\/thumbnail\/images\/.+\.png$/);

    await form.getByRole('button', { name: 'Publish startup' }).click();
    // Its first publish lands on the welcome page; the profile is a link away.
    await expect(page).toHaveURL(new RegExp(`/startups/${key}/welcome$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Nordhub' })).toBeVisible();
    await page.goto(`/client/startups/${key}/profile`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByText('Light for long Nordic winters.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'http://fjordlys.example' })).toBeVisible();
    const logo = page.getByRole('img', { name: `Logo of ${name}` });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // Published: the dashboard opens; with no views yet, its chart says what will appear there.
    await page.getByRole('navigation', { name: 'Startup' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/startups/${key}$`));
    await expect(page.getByRole('region', { name: 'Jobs by status' })).toBeVisible();
    await expect(page.getByText('No job views yet')).toBeVisible();
    await expect(page.getByText('Views and applicants appear here once people open your live jobs.')).toBeVisible();

    // The new startup posts its first job and pays the Norwegian price at the checkout; a new
    // startup's first job waits for review (job-review.spec.ts follows it live).
    const title = `Aurora Engineer ${suffix}`;
    await writeJobThroughForm(page, key, { title, description: 'Build lamps that feel like daylight.', city: 'Tromsø', country: 'Norway' });
    expect(await payAtLocalCheckout(page, title)).toMatch(/NOK$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your job is waiting for review' })).toBeVisible();
  });
});
