import { type Browser, expect, type Page, test } from '@playwright/test';
import { preferCountry } from '../support/cookies';

// The country a visitor's prices are shown for: the preferred-country cookie, else the edge's
// country header (cf-ipcountry and friends), else the Accept-Language region (docs/public-pages.md).
const headlinePrice = (page: Page) => page.getByRole('region', { name: 'Your price per job' }).getByTestId('headline-price');

async function openPricing(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  return { context, page };
}

test.describe('A startup founder checks what a job costs', () => {
  test('pricing shows DKK for a Danish visitor and EUR for a Finnish one', async ({ browser }) => {
    // A browser in Danish (Accept-Language da-DK) sees the Danish price in Danish kroner.
    const danish = await openPricing(browser, { locale: 'da-DK' });
    await expect(headlinePrice(danish.page)).toHaveText(/^599\sDKK$/);
    await expect(danish.page.getByLabel('Show prices for')).toHaveValue('DK');
    await expect(danish.page.getByText('per published job for a startup in Denmark, VAT excluded')).toBeVisible();
    await expect(danish.page.getByText('Each job is listed for 60 days from its payment; to list it longer, publish it again.')).toBeVisible();
    await danish.context.close();

    // A visitor the CDN places in Finland (its country header) sees euros, whatever the language.
    const finnish = await openPricing(browser, { locale: 'en-GB', extraHTTPHeaders: { 'cf-ipcountry': 'FI' } });
    await expect(headlinePrice(finnish.page)).toHaveText(/^79\sEUR$/);
    await expect(finnish.page.getByLabel('Show prices for')).toHaveValue('FI');
    await finnish.context.close();

    // The preferred country (cookie) wins over the language: a Danish browser that prefers Finland.
    const context = await browser.newContext({ locale: 'da-DK' });
    await preferCountry(context, 'FI');
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(headlinePrice(page)).toHaveText(/^79\sEUR$/);

    // Switching the country shows its prices and keeps it as the preferred country for the next visit.
    await page.getByLabel('Show prices for').selectOption({ label: 'Norway' });
    await expect(headlinePrice(page)).toHaveText(/^879\sNOK$/);
    await page.reload();
    await expect(headlinePrice(page)).toHaveText(/^879\sNOK$/);

    // Every country's price is listed, with the boost, and posting a job is one click away.
    const table = page.getByRole('table', { name: 'Prices in every country' });
    await expect(table.getByRole('row', { name: /Iceland/ })).toContainText(/11,500\sISK/);
    await expect(table.getByRole('row', { name: /Sweden/ })).toContainText(/849\sSEK/);
    await expect(page.getByRole('heading', { name: 'Boost a job' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read about Scout' })).toHaveAttribute('href', '/scout');
    await page.getByRole('link', { name: 'Post a job', exact: true }).first().click();
    await expect(page).toHaveURL(/\/startups\/join$/);
    await context.close();
  });
});
