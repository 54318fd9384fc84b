import { expect, type Page } from '@playwright/test';

export const authDialog = (page: Page) => page.getByRole('dialog');

/** Opens the log-in step of the auth modal from the header. */
export async function openLogIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
}

/** Logs in through the modal, which must already be open on the log-in step. */
export async function submitLogIn(page: Page, email: string, password: string) {
  const dialog = authDialog(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the open dialog and waits until the session exists (the dialog has closed). */
export async function logInAndWait(page: Page, email: string, password: string) {
  await submitLogIn(page, email, password);
  await expect(authDialog(page)).toHaveCount(0);
}

export type NewAccount = { first: string; last: string; email: string; password: string };

/** Signs up through the header's Sign up button, ticking the self-hosted robot check. */
export async function signUpThroughModal(page: Page, account: NewAccount) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  await signUpInOpenModal(page, account);
}

/** Signs up in the auth modal already open on its sign-up landing step (e.g. opened by a job's Apply). */
export async function signUpInOpenModal(page: Page, account: NewAccount) {
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'Sign up with email' }).click();
  await dialog.getByLabel('First name', { exact: true }).fill(account.first);
  await dialog.getByLabel('Last name', { exact: true }).fill(account.last);
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  // The proof of work runs in the browser when the box is ticked.
  await dialog.getByLabel("I'm not a robot").check();
  await expect(dialog.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/** Opens the header's profile dropdown (the button shows the person's or profile's name). */
export async function openProfileMenu(page: Page, name: string | RegExp) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  return page.getByRole('menu');
}
