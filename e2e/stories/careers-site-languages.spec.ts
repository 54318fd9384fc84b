import { expect, test } from '@playwright/test';
import { cvPdf, demoApplicant } from '../support/applicants';
import { demoCareersHost, urlOnHost } from '../support/environment';
import { postLiveJob, signInContext } from '../support/jobs';
import { latestMailTo } from '../support/mailbox';

/**
 * Nordlys's careers site speaks Norwegian (bokmål) and offers English too (the seed). A job
 * seeker in Norway reads it in Norwegian, down to the dates and the apply form's errors; a
 * visitor who prefers English switches on the page they are on.
 */
test.describe("A startup's careers site in its own language", () => {
  test('Nordlys’s careers site speaks Norwegian: headings, buttons, dates and the apply form’s errors', async ({ page, context }) => {
    test.slow();
    const title = `Nettingeniør ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'NO', city: 'Tromsø' });
    await signInContext(context, demoApplicant.email);

    await page.goto(urlOnHost(demoCareersHost, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('link', { name: 'Karrieresiden til Nordlys' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se ledige stillinger' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Ledige stillinger \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText('Stillinger levert av')).toBeVisible();

    const search = page.getByRole('search', { name: 'Søk i de ledige stillingene' });
    await expect(search.getByLabel('Kun fjernarbeid')).toBeVisible();
    await search.getByLabel('Søk etter stillinger').fill(title);
    await search.getByRole('button', { name: 'Søk' }).click();
    const jobs = page.getByRole('list', { name: 'Ledige stillinger hos Nordlys' });
    await expect(jobs.getByRole('article')).toHaveCount(1);
    await expect(jobs.getByText('Tromsø · Heltid')).toBeVisible();
    await jobs.getByRole('link', { name: title }).click();

    // The job's page: its facts named in Norwegian, the deadline a Norwegian date.
    await expect(page).toHaveURL(urlOnHost(demoCareersHost, `/careers/jobs/${job.id}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Om stillingen' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Søknadsfrist' })).toBeVisible();
    // "1. jan. 2027 (neste måned)": day, Norwegian month, year, and the time left in Norwegian.
    const deadline = page.getByRole('definition').filter({ hasText: /\d{4} \(/ });
    await expect(deadline).toHaveText(/^\d{1,2}\. [a-zæøå]+\.? \d{4} \((om \d+ (døgn|måneder)|neste måned|i morgen)\)$/);

    // Apply opens the job on Nordhub with the application form in Norwegian, its errors too.
    await page.getByRole('link', { name: 'Søk', exact: true }).click();
    await expect(page).toHaveURL(urlOnHost('localhost', `/jobs/${job.id}?lang=nb`));
    const dialog = page.getByRole('dialog', { name: `Søk på ${title}` });
    await expect(dialog).toBeVisible();
    const fullForm = dialog.getByRole('button', { name: 'Fyll ut skjemaet i stedet' });
    await expect(dialog.getByRole('button', { name: /^(Send søknad|Hurtigsøk)$/ })).toBeVisible();
    if (await fullForm.isVisible()) await fullForm.click();
    await dialog.getByLabel('Telefon').fill('ring meg i morgen');
    await dialog.getByRole('button', { name: 'Send søknad' }).click();
    await expect(dialog.getByLabel('Telefon')).toHaveAccessibleDescription('Skriv inn et gyldig telefonnummer');
    await expect(dialog.getByLabel('Hvorfor Nordlys?')).toBeVisible();
  });

  test('an address the careers site does not have says so in Norwegian, and offers its front page', async ({ page }) => {
    const response = await page.goto(urlOnHost(demoCareersHost, '/careers/jobs/00000000-0000-4000-8000-000000000000'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeVisible();
    await expect(page.getByText('Denne siden finnes ikke')).toBeVisible();
    await page.getByRole('link', { name: 'Tilbake til forsiden' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Ledige stillinger \(\d+\)$/ })).toBeVisible();
  });

  test('switching to English keeps the page, and the server describes each language', async ({ page }) => {
    const title = `Grid Analyst ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'NO', city: 'Bergen' });
    const jobUrl = urlOnHost(demoCareersHost, `/careers/jobs/${job.id}`);
    const response = await page.goto(jobUrl);
    // The server's HTML: the page's language, its alternates and the JobPosting's language.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html lang="nb"/);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${jobUrl}?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${jobUrl}" />`);
    expect(html).toContain('"inLanguage":"nb"');
    await expect(page.getByRole('heading', { level: 2, name: 'Om stillingen' })).toBeVisible();

    const languages = page.getByRole('navigation', { name: 'Språk' });
    await expect(languages.getByRole('link', { name: 'Norsk bokmål' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'English' }).click();

    // The same job, in English, with a URL that says so (a shared link opens in English).
    await expect(page).toHaveURL(`${jobUrl}?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About the job' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Deadline' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Back to the list, still in English.
    await page.getByRole('link', { name: '← All open jobs' }).click();
    await expect(page).toHaveURL(urlOnHost(demoCareersHost, '/?lang=en'));
    await expect(page.getByRole('heading', { level: 2, name: /^Open jobs \(\d+\)$/ })).toBeVisible();
  });

  test('an applicant from the Norwegian careers site gets the receipt in Norwegian', async ({ page, context, request }) => {
    test.slow();
    const title = `Driftsingeniør ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'NO', city: 'Tromsø' });
    await signInContext(context, demoApplicant.email);

    await page.goto(urlOnHost(demoCareersHost, `/careers/jobs/${job.id}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Om stillingen' })).toBeVisible();
    await page.getByRole('link', { name: 'Søk', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Søk på ${title}` });
    await expect(dialog).toBeVisible();
    // An applicant with quick apply set up chooses the full form here.
    const fullForm = dialog.getByRole('button', { name: 'Fyll ut skjemaet i stedet' });
    if (await fullForm.isVisible()) await fullForm.click();
    await dialog.getByLabel('CV', { exact: true }).setInputFiles({ name: 'elias-cv.pdf', mimeType: 'application/pdf', buffer: cvPdf });
    await dialog.getByRole('button', { name: 'Send søknad' }).click();
    await expect(dialog.getByText('Søknaden din er sendt til Nordlys. Vi har sendt deg en kvittering på e-post.')).toBeVisible();

    // The receipt speaks the careers site's language: subject, thanks, the day and the way on.
    const receipt = await latestMailTo(request, demoApplicant.email, new RegExp(`^Søknad sendt: ${title} hos Nordlys$`));
    expect(receipt.text).toContain(`Takk for at du søkte på ${title} hos Nordlys. Nordlys har mottatt søknaden din.`);
    expect(receipt.text).toMatch(/Du søkte \d{1,2}\. [a-zæøå]+\.? \d{4}\./);
    expect(receipt.text).toContain('Du kan følge statusen under Mine jobber.');
  });
});
