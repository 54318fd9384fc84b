import { expect, test } from '@playwright/test';
import { cvPdf, demoApplicant } from '../support/applicants';
import { cookiesAlreadyAccepted } from '../support/cookies';
import { demoFinnishFeedHost, e2eBaseUrl, urlOnHost } from '../support/environment';
import { postLiveJob, signInContext } from '../support/jobs';
import { latestMailTo } from '../support/mailbox';

/**
 * A Finnish startup community runs "Pohjolan startup-työt" on tyopaikat.feeds.localhost (the
 * seed's feed, set to Finnish in the company portal). A job seeker finds a job there in Finnish:
 * headings, search, buttons and dates. Applying on Nordhub from it, their receipt arrives in
 * Finnish, since the application keeps the language of the feed it came from.
 */
test.describe('A white-label feed in Finnish', () => {
  test('a job seeker finds a job in Finnish, applies from the feed and gets the receipt in Finnish', async ({ page, context, request }) => {
    test.slow();
    const title = `Tietoinsinööri ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'FI', city: 'Helsinki' });

    // The feed speaks Finnish: the page's language, its heading, its search and its counts.
    // The server writes the page's language first (the browser resolves *.localhost; Node does not).
    const response = await page.goto(urlOnHost(demoFinnishFeedHost, '/'));
    expect((await response?.text()) ?? '').toMatch(/<html lang="fi"/);
    await expect(page.getByRole('heading', { level: 1, name: 'Uusimmat startup-työpaikat' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page).toHaveTitle(/Uusimmat startup-työpaikat · Pohjolan startup-työt/);
    const search = page.getByRole('search', { name: 'Hae syötteen Pohjolan startup-työt työpaikoista' });
    await expect(search.getByLabel('Maa')).toContainText('Suomi');
    await search.getByLabel('Hae työpaikkoja').fill(title);
    await search.getByRole('button', { name: 'Hae' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 työpaikka vastaa hakuasi' })).toBeVisible();
    const jobs = page.getByRole('list', { name: 'Työpaikat' });
    await expect(jobs.getByRole('article')).toHaveCount(1);
    await expect(jobs.getByText(/Helsinki · Kokoaikainen/)).toBeVisible();

    // The job's page: its dates in Finnish, and Apply leads to Nordhub with the feed's language.
    await jobs.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Julkaistu \d{1,2}\.\d{1,2}\.\d{4} \(tänään\) · Hakuaika päättyy \d{1,2}\.\d{1,2}\.\d{4} \(.+\)$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kaikki työpaikat' })).toBeVisible();
    const apply = page.getByRole('link', { name: 'Hae Nordhubissa (avautuu uuteen välilehteen)' });
    await expect(apply).toHaveAttribute('href', urlOnHost('localhost', `/jobs/${job.id}?apply=1&lang=fi`));

    // The applicant follows it (signed in on Nordhub): the apply dialog speaks Finnish too.
    await signInContext(context, demoApplicant.email);
    await cookiesAlreadyAccepted(context, [e2eBaseUrl]);
    const [nordhub] = await Promise.all([context.waitForEvent('page'), apply.click()]);
    const dialog = nordhub.getByRole('dialog', { name: `Hae tehtävään ${title}` });
    await expect(dialog).toBeVisible();
    // An applicant with quick apply set up chooses the full form here.
    const fullForm = dialog.getByRole('button', { name: 'Täytä lomake sen sijaan' });
    if (await fullForm.isVisible()) await fullForm.click();
    await dialog.getByLabel('CV', { exact: true }).setInputFiles({ name: 'elias-cv.pdf', mimeType: 'application/pdf', buffer: cvPdf });
    await expect(dialog.getByText('CV: elias-cv.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Lähetä hakemus' }).click();
    await expect(dialog.getByText('Hakemuksesi on lähetetty yritykselle Nordlys. Lähetimme sinulle kuittauksen sähköpostiin.')).toBeVisible();

    // The receipt speaks the feed's language.
    const receipt = await latestMailTo(request, demoApplicant.email, new RegExp(`^Hakemus lähetetty: ${title}, Nordlys$`));
    expect(receipt.text).toContain('Hei Elias,');
    expect(receipt.text).toContain(`Kiitos, että hait tehtävää ${title} yrityksessä Nordlys. Yritys Nordlys on vastaanottanut hakemuksesi.`);
    expect(receipt.text).toMatch(/Lähetit hakemuksen \d{1,2}\.\d{1,2}\.\d{4}\./);
    expect(receipt.links.some((link) => link.endsWith('/client/my-jobs'))).toBe(true);
  });
});
