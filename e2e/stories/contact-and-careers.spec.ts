import { expect, test } from '@playwright/test';
import { authDialog, logInAndWait } from '../support/auth';
import { demoStartup } from '../support/jobs';
import { demoPassword, latestMailTo, uniqueEmail } from '../support/mailbox';

/** Where contact-form messages go by default (CONTACT_EMAIL). */
const teamAddress = 'hello@nordhub.test';

test.describe('Contact, careers and My dashboard', () => {
  test('a visitor writes to the team through the contact form; the team gets it with Reply-To the visitor, the visitor a copy', async ({ page, request }) => {
    const email = uniqueEmail('visitor');
    const name = `Sara Nyström ${Date.now().toString(36)}`;

    // From the footer to the contact page.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    // Sending too early names what is missing, field by field.
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByText('Please choose a topic')).toBeVisible();
    await expect(form.getByText('Please verify you are not a robot')).toBeVisible();

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Topic').selectOption({ label: "I'm an investor" });
    await form.getByLabel('Message').fill('Hello Nordhub! We would like to list our fund and meet the team.');
    // The proof of work runs in the browser when the box is ticked.
    await form.getByLabel("I'm not a robot").check();
    await expect(form.getByText('Verified')).toBeVisible({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Send message' }).click();

    // The page confirms in place and moves focus there.
    const confirmation = page.getByRole('region', { name: 'Message sent' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText('Thank you, your message is on its way.');

    // The team's mail, answerable straight to the visitor, and the visitor's copy.
    const teamMail = await latestMailTo(request, teamAddress, new RegExp(name));
    expect(teamMail.subject).toBe(`Contact form: I'm an investor – ${name}`);
    expect(teamMail.headers).toEqual({ 'Reply-To': `"${name}" <${email}>` });
    await latestMailTo(request, email, /^We received your message$/);

    // The development mailbox lists the team's mail.
    await page.goto('/dev/mailbox');
    await expect(page.getByText(`Contact form: I'm an investor – ${name}`)).toBeVisible();
  });

  test("a visitor opens Nordhub's careers page and finds its open jobs", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Work at Nordhub' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Nordhub' })).toBeVisible();

    const positions = page.getByRole('region', { name: 'Open positions' });
    const jobs = positions.getByRole('article');
    await expect(jobs).toHaveCount(4);
    await expect(positions.getByRole('heading', { name: 'Senior Full-stack Engineer' })).toBeVisible();
    await expect(positions.getByRole('heading', { name: 'Product Designer' })).toBeVisible();
    // Every card is one of Nordhub's jobs.
    for (const job of await jobs.all()) await expect(job).toContainText('Nordhub');

    await positions.getByRole('link', { name: 'Senior Full-stack Engineer' }).click();
    await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Full-stack Engineer' })).toBeVisible();
  });

  test("a guest opening /dashboard is asked to log in and then lands on their startup's dashboard", async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/\?to=%2Fdashboard$/);
    await expect(authDialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
    await logInAndWait(page, demoStartup.managerEmail, demoPassword);
    await expect(page).toHaveURL(new RegExp(`/client/startups/${demoStartup.companyKey}$`));
  });
});
