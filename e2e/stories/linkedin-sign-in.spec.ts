import { expect, test, type Page } from '@playwright/test';
import { authDialog, openLogIn, signUpThroughModal } from '../support/auth';
import { latestMailTo, linkTo, uniqueEmail } from '../support/mailbox';

/**
 * The professional-network sign-in runs for real: a popup to the project's own OpenID provider
 * (standing in for LinkedIn outside production), its login and consent pages, and the callback,
 * where the server signs the person in and tells the page only what happened.
 */
async function signInAtProvider(page: Page, login: string) {
  const popupOpened = page.waitForEvent('popup');
  await authDialog(page).getByRole('button', { name: 'Continue with LinkedIn' }).click();
  const popup = await popupOpened;
  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('any');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  // Consent sends the popup to the callback page, whose answer makes the page close the popup.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}

/** The header's Sign up button opens the sign-up side of the modal, where LinkedIn may create an account. */
async function openSignUp(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Join Nordhub' })).toBeVisible();
}

test.describe('Signing in with LinkedIn', () => {
  test('a newcomer signs up through the LinkedIn popup and is signed in with a verified address', async ({ page }) => {
    const email = uniqueEmail('linnea.lund');
    await page.goto('/');
    await openSignUp(page);
    await signInAtProvider(page, email);

    await expect(authDialog(page).getByRole('heading', { name: 'Join Nordhub' })).toBeHidden();
    // A new account has no profile yet, so the role chooser follows.
    await expect(page.getByRole('dialog', { name: 'Let us know who you are' })).toBeVisible();
    const me = await (await page.request.get('/api/users/me')).json();
    expect(me).toMatchObject({ email, isEmailVerified: true, name: { first: 'Linnea' } });
  });

  test('from the log-in side a newcomer is told to sign up first, and nobody is signed in', async ({ page }) => {
    await page.goto('/');
    await openLogIn(page);
    await signInAtProvider(page, uniqueEmail('late.comer'));
    await expect(authDialog(page).getByRole('alert')).toHaveText('You do not have an account yet, please signup first.');
    expect((await page.request.get('/api/users/me')).status()).toBe(403);
  });

  test('an account whose address is not verified yet is linked only through the mail to that address', async ({ page }) => {
    const email = uniqueEmail('maja.berg');
    await page.goto('/');
    await signUpThroughModal(page, { first: 'Maja', last: 'Berg', email, password: 'Secret-pass1' });
    await expect(page.getByRole('dialog', { name: 'Let us know who you are' })).toBeVisible();
    // Another browser session: signed out.
    await page.context().clearCookies();
    await page.goto('/');
    await openLogIn(page);
    await signInAtProvider(page, email);
    await expect(authDialog(page).getByText(/Please check your inbox/)).toBeVisible();
    expect((await page.request.get('/api/users/me')).status()).toBe(403);

    const mail = await latestMailTo(page.request, email, /Link LinkedIn to your Nordhub account/);
    await page.goto(linkTo(mail, '/api/linkedin/link').toString());
    await page.getByRole('button', { name: 'Link LinkedIn and sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    const me = await (await page.request.get('/api/users/me')).json();
    expect(me).toMatchObject({ email, isEmailVerified: true });
  });

  test('closing the popup counts as not signed in, and the button works again', async ({ page }) => {
    await page.goto('/');
    await openLogIn(page);
    const popupOpened = page.waitForEvent('popup');
    const button = authDialog(page).getByRole('button', { name: 'Continue with LinkedIn' });
    await button.click();
    const popup = await popupOpened;
    await popup.close();
    await expect(button).toBeEnabled();
    await expect(authDialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect((await page.request.get('/api/users/me')).status()).toBe(403);
  });
});
