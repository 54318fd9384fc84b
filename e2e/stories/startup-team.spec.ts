import { expect, test } from '@playwright/test';
import { authDialog, logInAndWait, openLogIn, submitLogIn } from '../support/auth';
import { demoPassword, latestMailTo, linkTo, uniqueEmail } from '../support/mailbox';

// The demo startup Nordlys and its manager (api/src/seed/demo.ts); Nordlys starts without a LinkedIn id.
const manager = { email: 'company@nordhub.test', name: 'Mikkel Jensen' };

test.describe('A startup team', () => {
  test('a manager invites a colleague, who signs up from the mailed link, accepts and then manages the startup', async ({ page, browser, request }) => {
    await page.goto('/');
    await openLogIn(page);
    await logInAndWait(page, manager.email, demoPassword);
    await page.goto('/client/startups/nordlys/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Startup users' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Managers' })).toContainText(manager.email);

    const colleague = { first: 'Astrid', last: 'Lund', email: uniqueEmail('astrid'), password: 'Colleague-pass-1' };
    await page.getByLabel("Colleague's email").fill(colleague.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(colleague.email);

    // The colleague, in a browser of their own, opens the link from the mail.
    const mail = await latestMailTo(request, colleague.email, /^Join Nordlys on Nordhub$/);
    const link = linkTo(mail, '/client/invites/');
    const context = await browser.newContext();
    const theirs = await context.newPage();
    await theirs.goto(`${link.pathname}${link.search}`);
    await expect(theirs.getByText(`${manager.name} invited you to manage Nordlys on Nordhub.`)).toBeVisible();

    // New to Nordhub: they sign up with the invited address first (it is filled in).
    await theirs.getByRole('button', { name: `Sign up with ${colleague.email}` }).click();
    const dialog = authDialog(theirs);
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(colleague.email);
    await dialog.getByLabel('First name', { exact: true }).fill(colleague.first);
    await dialog.getByLabel('Last name', { exact: true }).fill(colleague.last);
    await dialog.getByLabel('Password', { exact: true }).fill(colleague.password);
    await dialog.getByLabel("I'm not a robot").check();
    await expect(dialog.getByText('Verified')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    // A new account has no profile yet, so the role chooser asks; the invitation is the answer.
    await theirs.getByRole('dialog', { name: 'Let us know who you are' }).getByRole('button', { name: 'Not now' }).click();

    await theirs.getByRole('button', { name: 'Accept and manage Nordlys' }).click();
    await expect(theirs).toHaveURL(/\/client\/startups\/nordlys$/);
    const startupMenu = theirs.getByRole('navigation', { name: 'Startup', exact: true });
    await expect(startupMenu).toBeVisible();
    await startupMenu.getByRole('link', { name: 'Users' }).click();
    const managers = theirs.getByRole('list', { name: 'Managers' });
    await expect(managers).toContainText(`${colleague.first} ${colleague.last}`);
    await expect(managers).toContainText(manager.email);
    // A member: the owner cannot be removed or demoted from here, and the page says why.
    await expect(theirs.getByText('Only an owner can remove an owner or change who is an owner.')).toBeVisible();
    await expect(theirs.getByRole('button', { name: `Remove ${manager.name}` })).toHaveCount(0);
    await context.close();

    // The manager sees the colleague on the team and the invitation gone.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Managers' })).toContainText(colleague.email);
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  });

  test('linking the LinkedIn company id in the settings removes the banner and puts the jobs in the LinkedIn job feed', async ({ page, request }) => {
    await page.goto('/client/startups/nordlys');
    await expect(authDialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
    await submitLogIn(page, manager.email, demoPassword);
    await expect(page).toHaveURL(/\/client\/startups\/nordlys$/);

    const banner = page.getByRole('region', { name: 'Connect LinkedIn' });
    await expect(banner).toContainText('Connect your LinkedIn account to automatically import all your jobs ... for FREE');
    await banner.getByRole('link', { name: 'Connect LinkedIn' }).click();
    await expect(page).toHaveURL(/\/client\/startups\/nordlys\/settings\?opened-setting=linkedin$/);

    const field = page.getByLabel('LinkedIn company id');
    await expect(field).toBeFocused();
    await field.fill('12345678');
    await page.getByRole('button', { name: 'Save LinkedIn company id' }).click();
    await expect(page.getByText(/Connected to the LinkedIn company 12345678/)).toBeVisible();

    await page.getByRole('navigation', { name: 'Startup', exact: true }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/client\/startups\/nordlys$/);
    await expect(page.getByRole('navigation', { name: 'Startup', exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);

    const feed = await request.get('/api/linkedin/job-feed.xml');
    expect(feed.headers()['content-type']).toContain('application/xml');
    const xml = await feed.text();
    expect(xml).toContain('<company>Nordlys</company>');
    expect(xml).toContain('<companyId>12345678</companyId>');
  });
});
