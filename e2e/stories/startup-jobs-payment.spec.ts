import { expect, test, type Page } from '@playwright/test';
import { payAtLocalCheckout, writeJobThroughForm } from '../support/job-form';
import { createDraftJob, demoStartup, signInContext } from '../support/jobs';
import { latestMailTo } from '../support/mailbox';

const { companyKey, managerEmail } = demoStartup;
const unique = () => Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);
const jobsPage = `/client/startups/${companyKey}/jobs`;

/** The section of the jobs page that lists one status, e.g. 'Active'. */
const statusSection = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

test.describe('A startup pays to post and to boost a job', () => {
  test.beforeEach(async ({ context }) => {
    await signInContext(context, managerEmail);
  });

  test('posts a job through the form, pays at the checkout, sees it live, then boosts it and sees it first', async ({ page, request }) => {
    const title = `Kelp Data Engineer ${unique()}`;

    // The manager writes the job, with a preview of its rich text.
    await page.goto(`${jobsPage}/new`);
    const form = page.getByRole('form', { name: 'Job form' });
    await form.getByLabel('Description').fill('## The role');
    await form.getByRole('button', { name: 'Preview description' }).click();
    await expect(form.getByLabel('Description preview').getByRole('heading', { name: 'The role' })).toBeVisible();
    await writeJobThroughForm(page, companyKey, {
      title,
      description: '## The role\n\nModel **kelp** forests.\n\n- Python\n- Oceans',
      city: 'Oslo',
      country: 'Norway',
    });

    // The price by the company's country, then the local checkout.
    await payAtLocalCheckout(page, title);

    // Confirmed: the job's first publish lands on its welcome page, a receipt, and the job live on /jobs.
    await expect(page.getByRole('heading', { level: 1, name: 'Your job is published' })).toBeVisible();
    await expect(page).toHaveURL(/\/jobs\/[^/]+\/welcome$/);
    const jobId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
    const receipt = await latestMailTo(request, managerEmail, new RegExp(`Receipt: Job posting of "${title}"`));
    expect(receipt.subject).toBe(`Receipt: Job posting of "${title}"`);
    await page.goto(jobsPage);
    await expect(statusSection(page, 'Active').getByRole('article', { name: title })).toBeVisible();

    // The public job page shows the description's rich text.
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The role' })).toBeVisible();
    await expect(page.getByText('kelp', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await page.goto(jobsPage);

    // Boosting it: the boost price, the checkout, the boosted page.
    await statusSection(page, 'Active').getByRole('link', { name: `Boost ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Boost your job' })).toBeVisible();
    await payAtLocalCheckout(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your job is boosted' })).toBeVisible();

    // First among the company's live jobs, marked boosted, and featured on page 1 of a search it matches.
    await page.getByRole('link', { name: 'Go to your jobs' }).click();
    const first = statusSection(page, 'Active').getByRole('article').first();
    await expect(first).toHaveAccessibleName(title);
    await expect(first.getByText('Boosted')).toBeVisible();
    await page.goto('/jobs');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    const searched = (await (await request.get(`/api/v2/jobsandfeatured?search=${encodeURIComponent(title)}`)).json()) as {
      featuredJobs: { title: string }[];
    };
    expect(searched.featuredJobs[0]?.title).toBe(title);
  });

  test('cancelling the checkout returns to the payment page and leaves the job a draft', async ({ page }) => {
    const job = await createDraftJob({ title: `Fjord Analyst ${unique()}`, countryCode: 'NO', city: 'Bergen' });

    await page.goto(jobsPage);
    await statusSection(page, 'Draft').getByRole('link', { name: `Pay and post ${job.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Post your job' })).toBeVisible();
    await page.getByRole('link', { name: /^Pay \d/ }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(new RegExp(`/client/startups/${companyKey}/jobs/${job.id}/monetise$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Post your job' })).toBeVisible();
    await page.goto(jobsPage);
    await expect(statusSection(page, 'Draft').getByRole('article', { name: job.title })).toBeVisible();
    await expect(statusSection(page, 'Active').getByRole('article', { name: job.title })).toHaveCount(0);
  });
});
