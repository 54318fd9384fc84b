import { expect, test, type Page } from '@playwright/test';
import { demoStartup, postLiveJob, signInContext, statedPay } from '../support/jobs';

// EU pay transparency in the startup portal: a job in Sweden states its pay, and no screening
// question asks applicants what they earn.

const { companyKey, managerEmail } = demoStartup;
const unique = () => Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);
const saveLabel = 'Save and continue to payment';

/** Opens the job form and writes a job in Stockholm, Sweden (pay not yet stated). */
async function startJobInStockholm(page: Page, title: string) {
  await page.goto(`/client/startups/${companyKey}/jobs/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Job form' });
  await form.getByLabel('Job title').fill(title);
  await form.getByLabel('Description').fill('Keep payments between the Nordics fast and boring.');
  await form.getByLabel('City').fill('Stockholm');
  await form.getByLabel('Country').selectOption({ label: 'Sweden' });
  return form;
}

test.describe('A startup states the pay of a job in Sweden and asks no pay-history question', () => {
  test.beforeEach(async ({ context }) => {
    await signInContext(context, managerEmail);
  });

  test('cannot post a job in Stockholm as "Competitive": it states a range with its period', async ({ page }) => {
    const title = `Payments Engineer ${unique()}`;
    const form = await startJobInStockholm(page, title);

    // Sweden requires the pay in the ad: "Competitive" is no choice, and the form says why.
    const salary = form.getByLabel('Salary');
    await expect(salary.getByRole('option', { name: 'Competitive' })).toHaveCount(0);
    await expect(form.getByText(/^Jobs in Sweden must state the pay/)).toBeVisible();
    await expect(form.getByRole('link', { name: 'What the EU pay transparency rules ask' })).toHaveAttribute('href', '/pay-transparency');

    // A range without its period is refused on the period's field.
    await salary.selectOption('range');
    await form.getByLabel('Lowest salary').fill('45000');
    await form.getByLabel('Highest salary').fill('55000');
    await expect(form.getByLabel('Currency')).toHaveValue('SEK');
    await form.getByLabel('Paid').selectOption('');
    await form.getByRole('button', { name: saveLabel }).click();
    const period = form.getByLabel('Paid');
    await expect(period).toHaveAttribute('aria-invalid', 'true');
    await expect(period).toHaveAccessibleDescription('Jobs in Sweden must state the pay with its period: please choose per month or per year.');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();

    // With the period the job is saved and goes on to payment.
    await period.selectOption({ label: 'Per month' });
    await form.getByRole('button', { name: saveLabel }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Post your job' })).toBeVisible();
  });

  test('a screening question about current pay is refused until it asks what the applicant expects', async ({ page }) => {
    const title = `Support Lead ${unique()}`;
    const form = await startJobInStockholm(page, title);
    await form.getByLabel('Salary').selectOption('range');
    await form.getByLabel('Lowest salary').fill('38000');
    await form.getByLabel('Highest salary').fill('44000');

    // Asking what the applicant earns is refused on the question, naming the rule.
    await form.getByRole('button', { name: 'Add a question' }).click();
    const question = form.getByLabel('Question 1', { exact: true });
    await question.fill('What is your current salary?');
    await question.blur();
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await expect(question).toHaveAccessibleDescription(/^Questions about pay history are not allowed .*EU Pay Transparency Directive/);

    // Not saved while the question stands.
    await form.getByRole('button', { name: saveLabel }).click();
    await expect(question).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();

    // Asking what they expect is fine: the job is saved with the question.
    await question.fill('What salary do you expect?');
    await expect(question).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: saveLabel }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Post your job' })).toBeVisible();
    const jobId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
    const stored = (await (await page.request.get(`/api/jobs/single/${jobId}/hidden`)).json()) as { title: string; screeningQuestions: string[] };
    expect(stored).toMatchObject({ title, screeningQuestions: ['What salary do you expect?'] });
  });
});

test('a seeker sees which ads state their pay, and search engines read the range', async ({ page }) => {
  const job = await postLiveJob({ title: `Grid Analyst ${unique()}`, countryCode: 'DK', city: 'Aarhus' });
  await page.goto(`/jobs/${job.id}`);
  const article = page.getByRole('article', { name: job.title }).first();
  await expect(article.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  // The salary row of the job's facts carries the mark (related jobs below may carry their own).
  await expect(article.getByRole('term').filter({ hasText: /^Salary$/ }).locator('xpath=following-sibling::dd[1]')).toContainText('Pay range in the ad');

  // Google for Jobs reads the pay from the page's JobPosting: an amount with its currency and unit.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { baseSalary?: unknown };
  expect(jsonLd.baseSalary).toEqual({
    '@type': 'MonetaryAmount',
    currency: statedPay.currency,
    value: { '@type': 'QuantitativeValue', minValue: statedPay.min, maxValue: statedPay.max, unitText: 'MONTH' },
  });

  // Its card in the search says so too.
  await page.goto(`/jobs?search=${encodeURIComponent(job.title)}`);
  const card = page.getByRole('region', { name: 'All jobs' }).getByRole('article', { name: job.title });
  await expect(card.getByText('Pay range in the ad')).toBeVisible();
});
