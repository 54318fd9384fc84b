import { expect, type Page } from '@playwright/test';

export type JobFormValues = { title: string; description: string; city: string; country: string };

/** Writes a new job in the startup portal's job form and saves it, which leads on to its payment page. */
export async function writeJobThroughForm(page: Page, companyKey: string, job: JobFormValues): Promise<void> {
  await page.goto(`/client/startups/${companyKey}/jobs/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Job form' });
  await form.getByLabel('Job title').fill(job.title);
  await form.getByLabel('Description').fill(job.description);
  await form.getByLabel('City').fill(job.city);
  await form.getByLabel('Country').selectOption({ label: job.country });
  await form.getByRole('button', { name: 'Save and continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post your job' })).toBeVisible();
}

/**
 * On a payment page (post or boost): follows the "Pay {price}" link to the local checkout and pays
 * there. Answers the price the page showed, e.g. "599 DKK".
 */
export async function payAtLocalCheckout(page: Page, expectItem?: string): Promise<string> {
  const pay = page.getByRole('link', { name: /^Pay \d/ });
  const payLabel = (await pay.textContent()) ?? '';
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  if (expectItem) await expect(page.getByText(expectItem)).toBeVisible();
  await page.getByRole('button', { name: payLabel }).click();
  return payLabel.replace(/^Pay /, '');
}
