import { expect, test } from '@playwright/test';
import { demoStartup, signInContext } from '../support/jobs';
import { latestMailTo } from '../support/mailbox';

const { companyKey, managerEmail } = demoStartup;
/** Where contact-form messages and paid orders go by default (CONTACT_EMAIL). */
const teamAddress = 'hello@nordhub.test';
const unique = () => Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);

test.describe('A startup orders a headhunter search', () => {
  test.beforeEach(async ({ context }) => {
    await signInContext(context, managerEmail);
  });

  test('orders through the steps, pays at the checkout, sees the order confirmed and listed, and the team gets it by mail', async ({ page, request }) => {
    const role = `Head of Kelp Sales ${unique()}`;

    // From the public headhunter page to the portal's order steps.
    await page.goto('/headhunter');
    await page.getByRole('link', { name: 'Start a headhunter search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order a headhunter search' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Order steps' });

    // Role: Next refuses an empty role, naming it.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter the role you are hiring for')).toBeVisible();
    await page.getByRole('textbox', { name: 'Role' }).fill(role);
    await page.getByRole('button', { name: 'Next' }).click();

    // Brief, then Back keeps the role, then on to the budget and contact.
    await expect(page.getByRole('heading', { name: 'Step 2 of 4: Brief' })).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toHaveText('2. Brief');
    await page.getByRole('textbox', { name: 'Brief' }).fill('We farm kelp along the Norwegian coast and need someone to open the German market.');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Role' })).toHaveValue(role);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Salary budget' }).fill('900,000–1,000,000 NOK a year');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 4 of 4: Contact' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Contact phone (optional)' }).fill('+47 400 00 000');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The jobs' local checkout, then the confirmation of this very order.
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText(role)).toBeVisible();
    await page.getByRole('button', { name: /^Pay \d/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your headhunter search is ordered' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/client/startups/${companyKey}/headhunter-posted\\?order=`));
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';
    await expect(page.getByText(`Order number ${orderId}`)).toBeVisible();
    await expect(page.getByText(role)).toBeVisible();

    // The orders list, from the startup's navigation too, shows it paid.
    await page.getByRole('navigation', { name: 'Startup' }).getByRole('link', { name: 'Headhunter orders' }).click();
    const order = page.getByRole('article', { name: role });
    await expect(order.getByText('Paid: a headhunter contacts you within two working days').first()).toBeVisible();

    // The team's copy is in the development mailbox.
    const teamMail = await latestMailTo(request, teamAddress, new RegExp(`Headhunter search ordered: ${role}`));
    expect(teamMail.subject).toMatch(/^Headhunter search ordered: .+ at /);
  });

  test('the confirmation page opened without a paid order says so', async ({ page }) => {
    await page.goto(`/client/startups/${companyKey}/max-posted`);
    await expect(page.getByRole('heading', { level: 1, name: 'No order to confirm' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your orders' })).toBeVisible();
  });
});
