import { expect, test } from '@playwright/test';
import { cvPdf, demoApplicant } from '../support/applicants';
import { demoCareersHost, urlOnHost } from '../support/environment';
import { postLiveJob, signInContext } from '../support/jobs';

/**
 * Nordlys has its own careers domain (careers.nordlys.localhost in the seed). A job seeker
 * visits it: the startup's branding and open jobs, no marketplace around them. They search,
 * open a job and apply to it; the application itself is made on Nordhub's job page.
 */

test.describe("A startup's careers site on its own domain", () => {
  test('a job seeker finds a job on the careers site and applies to it', async ({ page, context }) => {
    test.slow();
    const title = `Heat Pump Engineer ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'NO', city: 'Oslo' });
    await signInContext(context, demoApplicant.email);

    // The careers site shows the startup, what it does and its open jobs, without Nordhub's menus.
    // It speaks Norwegian by default (careers-site-languages.spec.ts); this visitor reads English.
    await page.goto(urlOnHost(demoCareersHost, '/?lang=en'));
    await expect(page.getByRole('link', { name: 'Nordlys careers home' })).toBeVisible();
    // The startup's own hero on top (its words are set in the portal: careers-site-hero.spec.ts).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See open jobs' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Open jobs at Nordlys' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find jobs' })).toHaveCount(0);

    // Nordlys has many jobs, so the site offers a search.
    const search = page.getByRole('search', { name: 'Search the open jobs' });
    await search.getByLabel('Search jobs').fill(title);
    await search.getByRole('button', { name: 'Search' }).click();
    const jobs = page.getByRole('list', { name: 'Open jobs at Nordlys' });
    await expect(jobs.getByRole('article')).toHaveCount(1);
    await jobs.getByRole('link', { name: title }).click();

    // The job page is on the careers domain, in English still.
    await expect(page).toHaveURL(urlOnHost(demoCareersHost, `/careers/jobs/${job.id}?lang=en`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Apply opens the job on Nordhub with the application form.
    await page.getByRole('link', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(urlOnHost('localhost', `/jobs/${job.id}?lang=en`));
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(Send application|Quick apply)$/ })).toBeVisible();
    // An applicant with quick apply set up chooses the full form here.
    const fullForm = dialog.getByRole('button', { name: 'Fill in the form instead' });
    if (await fullForm.isVisible()) await fullForm.click();
    await dialog.getByLabel('CV', { exact: true }).setInputFiles({ name: 'elias-cv.pdf', mimeType: 'application/pdf', buffer: cvPdf });
    await expect(dialog.getByText('CV: elias-cv.pdf')).toBeVisible();
    await dialog.getByLabel('Why Nordlys?').fill('I found you on your careers site.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Your application was sent to Nordlys. We e-mailed you a receipt.')).toBeVisible();

    // Search engines read the careers job page with the job's JobPosting, its canonical URL on the careers domain.
    // (Node does not resolve *.localhost; the browser does, so the browser fetches the page.)
    const response = await page.goto(urlOnHost(demoCareersHost, `/careers/jobs/${job.id}`));
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<link rel="canonical" href="${urlOnHost(demoCareersHost, `/careers/jobs/${job.id}`)}" />`);
    expect(html).toContain('"@type":"JobPosting"');
  });

  test('a domain no startup has set up says so', async ({ page }) => {
    await page.goto(urlOnHost('careers.nobody.localhost', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'No careers site is set up for careers.nobody.localhost' })).toBeVisible();
  });
});
