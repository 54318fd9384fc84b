import { expect, test } from '@playwright/test';
import { authDialog, logInAndWait } from '../support/auth';
import { demoStartup } from '../support/jobs';
import { demoPassword } from '../support/mailbox';

test.describe('Deals and content pages', () => {
  test("a guest finds a deal and is asked to log in; the startup's manager logs in, sees the deal's details and claims it", async ({ page }) => {
    // A visitor opens the deals from the footer: every published deal with its partner and type.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'For startups' }).getByRole('link', { name: 'Deals' }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deals for startups' })).toBeVisible();
    const deals = page.getByRole('region', { name: 'Deals' });
    const deal = deals.getByRole('article', { name: 'Cloud credits worth €5,000' });
    await expect(deal).toContainText('Skyline Cloud');
    await expect(deal).toContainText('Offer');
    await expect(deals.getByRole('article', { name: 'Free startup legal starter pack' })).toContainText('Download');

    // The deal's page shows its summary to everyone; what it gives is for startups, so the guest is asked to log in.
    await deal.getByRole('link', { name: 'Cloud credits worth €5,000' }).click();
    await expect(page).toHaveURL(/\/deals\/skyline-cloud-deal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cloud credits worth €5,000' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Deal details' });
    await expect(details).toContainText('Log in with your startup');
    await expect(page.getByText(/Skyline Cloud supports Nordic startups/)).toHaveCount(0);
    await details.getByRole('button', { name: 'Log in to see the deal' }).click();
    await expect(authDialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();

    // The startup's manager logs in and is back on the deal, now with its description and the claim.
    await logInAndWait(page, demoStartup.managerEmail, demoPassword);
    await expect(page).toHaveURL(/\/deals\/skyline-cloud-deal$/);
    await expect(details.getByText(/Skyline Cloud supports Nordic startups/)).toBeVisible();
    await expect(details.getByRole('link', { name: 'See it in your startup portal' })).toHaveAttribute(
      'href',
      `/client/startups/${demoStartup.companyKey}/deals/skyline-cloud-deal`,
    );
    await details.getByRole('button', { name: /^Claim deal for / }).click();
    await expect(details.getByRole('link', { name: 'Redeem at Skyline Cloud' })).toHaveAttribute('href', /^https:\/\/www\.skyline-cloud\.example\//);
    await expect(details.getByText(/^Claimed /)).toBeVisible();
  });

  test('a visitor reads About and the terms from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Nordhub' })).toBeVisible();
    await expect(page.getByText(/Nordhub is the job marketplace for Nordic startups/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we offer' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Acceptable use' })).toContainText('Do not send spam');
    await expect(page).toHaveTitle(/Terms of service/);
  });
});
