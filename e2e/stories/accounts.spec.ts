import { expect, test } from '@playwright/test';
import { authDialog, openLogIn, openProfileMenu, signUpThroughModal, submitLogIn } from '../support/auth';
import { demoPassword, latestMailTo, linkTo, uniqueEmail } from '../support/mailbox';

test.describe('A job seeker creates an account and keeps access to it', () => {
  test('signs up with the robot check and verifies the e-mail through the link in the mailbox', async ({ page, request }) => {
    const email = uniqueEmail('astrid');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    const dialog = authDialog(page);
    await dialog.getByRole('button', { name: 'Sign up with email' }).click();

    // Submitting an empty form shows the spec's messages, word for word.
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(dialog.getByText('Please enter first name')).toBeVisible();
    await expect(dialog.getByText('Please enter last name')).toBeVisible();
    await expect(dialog.getByText('Please enter your email address')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid password')).toBeVisible();
    await expect(dialog.getByText('Please verify you are not a robot')).toBeVisible();
    await page.keyboard.press('Escape');

    await signUpThroughModal(page, { first: 'Astrid', last: 'Berg', email, password: 'Fjord-2026!' });

    // A new account has no profile yet: the role chooser asks who they are, and Escape does not close it.
    const chooser = page.getByRole('dialog', { name: 'Let us know who you are' });
    await expect(chooser).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('button', { name: "I'm looking for jobs" })).toBeVisible();
    expect(await (await page.request.get('/api/users/me')).json()).toMatchObject({ email, isEmailVerified: false });

    const mail = await latestMailTo(request, email, /Confirm your e-mail address/);
    const link = linkTo(mail, 'email-verification-key');
    await page.goto(link.pathname + link.search);
    await expect.poll(async () => (await (await page.request.get('/api/users/me')).json()).isEmailVerified).toBe(true);
  });

  test('changes the e-mail with the current password; the new address confirms it through the link in the mailbox', async ({ page, request }) => {
    const email = uniqueEmail('eva');
    const newEmail = uniqueEmail('eva-new');
    await page.goto('/');
    await signUpThroughModal(page, { first: 'Eva', last: 'Flytt', email, password: 'Fjord-2026!' });
    await expect(page.getByRole('dialog', { name: 'Let us know who you are' })).toBeVisible();

    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'E-mail' });
    await form.getByLabel('Email').fill(newEmail);
    await form.getByLabel('Current password').fill('Fjord-2026!');
    await form.getByRole('button', { name: 'Save e-mail' }).click();
    await expect(form.getByRole('status')).toContainText(`We have sent a link to ${newEmail}.`);
    // Until the new address confirms, the account keeps the old one.
    expect(await (await page.request.get('/api/users/me')).json()).toMatchObject({ email });
    await latestMailTo(request, email, /Your Nordhub e-mail address is being changed/);

    const mail = await latestMailTo(request, newEmail, /Confirm your new e-mail address/);
    const link = linkTo(mail, 'emailChangeKey');
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('Your email address is changed.')).toBeVisible();
    await expect.poll(async () => (await (await page.request.get('/api/users/me')).json()).email).toBe(newEmail);
    await latestMailTo(request, email, /Your Nordhub e-mail address was changed/);
  });

  test('logs in with a wrong password, is told so, then logs in with the right one and out again', async ({ page }) => {
    await page.goto('/');
    await openLogIn(page);
    await submitLogIn(page, 'applicant@nordhub.test', 'not-the-password');
    await expect(authDialog(page).getByRole('alert')).toHaveText('Invalid email or password');

    await authDialog(page).getByLabel('Password', { exact: true }).fill(demoPassword);
    await authDialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(authDialog(page)).toBeHidden();
    // With one profile, signing in opens it: the applicant's workspace, its sidebar and the
    // header's account menu only.
    await expect(page).toHaveURL(/\/client\/applicant$/);
    const nav = page.getByRole('navigation', { name: 'Applicant' });
    await expect(nav.getByRole('link', { name: 'My applications' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Followed startups' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    const menu = await openProfileMenu(page, /Elias Virtanen/);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect((await page.request.get('/api/users/me')).status()).toBe(403);
  });

  test('forgets the password and sets a new one through the link in the mailbox', async ({ page, request }) => {
    const email = uniqueEmail('rita');
    await page.goto('/');
    await signUpThroughModal(page, { first: 'Rita', last: 'Reset', email, password: 'Fjord-2026!' });
    await expect(page.getByRole('dialog', { name: 'Let us know who you are' })).toBeVisible();
    await page.context().clearCookies();

    await page.goto('/');
    await openLogIn(page);
    await authDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await authDialog(page).getByLabel('Email', { exact: true }).fill(email);
    await authDialog(page).getByRole('button', { name: /send|reset/i }).click();
    // The same sentence whether or not the address has an account.
    await expect(
      authDialog(page).getByText("If there's a user connected to this email address, we've sent an email with instructions for resetting your password."),
    ).toBeVisible();

    const mail = await latestMailTo(request, email, /Reset your Nordhub password/);
    const link = linkTo(mail, 'resetKey');
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-2026!');
    await page.getByLabel('Confirm new password').fill('Brand-new-2026!');
    await page.getByRole('button', { name: /password/i }).click();
    await expect(page).toHaveURL(/\/$/);

    // From a fresh browser the old password is refused and the new one works.
    await page.context().clearCookies();
    await page.goto('/');
    await openLogIn(page);
    await submitLogIn(page, email, 'Fjord-2026!');
    await expect(authDialog(page).getByRole('alert')).toHaveText('Invalid email or password');
    await authDialog(page).getByLabel('Password', { exact: true }).fill('Brand-new-2026!');
    await authDialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeHidden();
  });
});
