import { expect, test, type Page } from '@playwright/test';
import { authDialog, openLogIn } from '../support/auth';
import { uniqueEmail } from '../support/mailbox';

/**
 * The professional-network sign-in runs for real: a popup to the project's own OpenID provider
 * (standing in for LinkedIn outside production), its login and consent pages, and the callback.
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

test.describe('Signing in with LinkedIn', () => {
  test('a newcomer signs up through the LinkedIn popup and is signed in with a verified address', async ({ page }) => {
    const email = uniqueEmail('linnea.lund');
    await page.goto('/');
    await openLogIn(page);
    await signInAtProvider(page, email);

    await expect(authDialog(page).getByRole('heading', { name: 'Log in' })).toBeHidden();
    // A new account has no profile yet, so the role chooser follows.
    await expect(page.getByRole('dialog', { name: 'Let us know who you are' })).toBeVisible();
    const me = await (await page.request.get('/api/users/me')).json();
    expect(me).toMatchObject({ email, isEmailVerified: true, name: { first: 'Linnea' } });
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
