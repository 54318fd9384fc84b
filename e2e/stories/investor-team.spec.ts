import { expect, test } from '@playwright/test';
import { authDialog, logInAndWait, openLogIn } from '../support/auth';
import { demoPassword, latestMailTo, linkTo, uniqueEmail } from '../support/mailbox';

// The demo investor Fjordvik Ventures and its manager (api/src/seed/demo.ts).
const manager = { email: 'investor@nordhub.test', name: 'Sofia Lindqvist' };
const investor = { key: 'fjordvik-ventures', name: 'Fjordvik Ventures' };

test.describe('An investor team', () => {
  test('an investor manager invites a colleague, who signs up from the mailed link, accepts and lands on the investor dashboard', async ({ page, browser, request }) => {
    // Two browsers and a sign-up with the robot check: longer than the default on a busy machine.
    test.slow();
    await page.goto('/');
    await openLogIn(page);
    await logInAndWait(page, manager.email, demoPassword);
    await page.goto(`/client/investors/${investor.key}/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Investor users' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Managers' })).toContainText(manager.email);

    const colleague = { first: 'Henrik', last: 'Dahl', email: uniqueEmail('henrik'), password: 'Colleague-pass-1' };
    await page.getByLabel("Colleague's email").fill(colleague.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(colleague.email);

    // The colleague, in a browser of their own, opens the link from the mail, which names the investor.
    const mail = await latestMailTo(request, colleague.email, new RegExp(`^Join ${investor.name} on Nordhub$`));
    const link = linkTo(mail, '/client/invites/');
    const context = await browser.newContext();
    const theirs = await context.newPage();
    await theirs.goto(`${link.pathname}${link.search}`);
    await expect(theirs.getByRole('heading', { level: 1, name: 'Join an investor' })).toBeVisible();
    await expect(theirs.getByText(`${manager.name} invited you to manage ${investor.name} on Nordhub.`)).toBeVisible();

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

    await theirs.getByRole('button', { name: `Accept and manage ${investor.name}` }).click();
    await expect(theirs).toHaveURL(new RegExp(`/client/investors/${investor.key}$`));
    await expect(theirs.getByRole('heading', { level: 1, name: investor.name })).toBeVisible();
    const investorMenu = theirs.getByRole('navigation', { name: 'Investor' });
    await expect(investorMenu).toBeVisible();
    await investorMenu.getByRole('link', { name: 'Users' }).click();
    const managers = theirs.getByRole('list', { name: 'Managers' });
    await expect(managers).toContainText(`${colleague.first} ${colleague.last}`);
    await expect(managers).toContainText(manager.email);
    await context.close();

    // The manager sees the colleague on the team and the invitation gone.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Managers' })).toContainText(colleague.email);
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  });
});
