import { expect, test, type Page } from '@playwright/test';
import { openProfileMenu } from '../support/auth';
import { payAtLocalCheckout, writeJobThroughForm } from '../support/job-form';
import { waitingStartup } from '../support/applicants';
import { postAs, signInContext } from '../support/jobs';
import { latestMailTo } from '../support/mailbox';

const admin = 'admin@nordhub.test';
// The account that already has several profiles: a second startup of the demo startup's manager
// would put the profile chooser in front of every story that logs in as them.
const { managerEmail } = waitingStartup;

/** The admin's queue entry of a job, by its title. */
const queued = (page: Page, title: string) => page.getByRole('list', { name: 'Jobs waiting for review' }).getByRole('article', { name: title });

test.describe('Job review', () => {
  test("a new startup's first job waits; rejected with a reason, edited and resubmitted without paying again, then approved and live", async ({ page, browser, request }) => {
    test.slow();
    const suffix = Date.now().toString(36);
    const name = `Havlys ${suffix}`;
    const title = `Tide Engineer ${suffix}`;
    // A demo manager founds another startup (a draft with what publishing asks for); it has never had a job live.
    const logo = (await (await request.get('/api/companies/nordlys')).json()) as { logoImage: { path: string } };
    const startup = await postAs<{ key: string }>(managerEmail, 'POST', '/api/companies', {
      name,
      website: 'havlys.example',
      logoImage: { path: logo.logoImage.path },
      whatWeDo: { description: 'Tidal power for Nordic islands.' },
      countries: [{ countryCode: 'NO' }],
    });
    await signInContext(page.context(), managerEmail);

    // Publishing the startup lands on its welcome page.
    await page.goto(`/client/startups/${startup.key}/edit`);
    await page.getByRole('form', { name: 'Startup profile' }).getByRole('button', { name: 'Publish startup' }).click();
    await expect(page).toHaveURL(new RegExp(`/startups/${startup.key}/welcome$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Nordhub' })).toBeVisible();

    // Its first job is paid for, then waits for review instead of going live.
    await writeJobThroughForm(page, startup.key, { title, description: 'Keep the turbines turning.', city: 'Bodø', country: 'Norway' });
    await payAtLocalCheckout(page, title);
    await expect(page.getByRole('heading', { level: 1, name: 'Your job is waiting for review' })).toBeVisible();
    const jobId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
    const jobPage = `/client/startups/${startup.key}/jobs/${jobId}`;

    // The admin rejects it from the queue, with a reason.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInContext(adminContext, admin);
    await adminPage.goto('/client/job-review');
    await queued(adminPage, title).getByRole('button', { name: `Reject ${title}` }).click();
    const reason = 'Please say which island the job is on.';
    const rejectForm = adminPage.getByRole('form', { name: `Reject ${title}` });
    await rejectForm.getByLabel(/^Reason/).fill(reason);
    await rejectForm.getByRole('button', { name: 'Send the rejection' }).click();
    await expect(queued(adminPage, title)).toHaveCount(0);
    const mail = await latestMailTo(request, managerEmail, new RegExp(`Your job ${title} needs changes`));
    expect(mail.text).toContain(reason);

    // The manager sees the reason on the job, edits it and submits it again: no checkout this time.
    await page.goto(jobPage);
    await expect(page.getByRole('region', { name: 'Not published yet: changes needed' })).toContainText(reason);
    await expect(page.getByRole('link', { name: `Pay and post ${title}` })).toHaveCount(0);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByRole('form', { name: 'Job form' }).getByLabel('City').fill('Røst');
    await page.getByRole('button', { name: 'Save job' }).click();
    await expect(page).toHaveURL(new RegExp(`${jobPage}$`));
    await page.getByRole('button', { name: `Submit for review ${title}` }).click();
    await expect(page.getByText('This job is waiting for our review.')).toBeVisible();

    // Approved, it is live.
    await adminPage.goto('/client/job-review');
    await queued(adminPage, title).getByRole('button', { name: `Approve and publish ${title}` }).click();
    await expect(queued(adminPage, title)).toHaveCount(0);
    await adminContext.close();
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const payments = (await (await page.request.get(`/api/jobs/${jobId}/payment-options`)).json()) as { post: { unavailableReason: string } };
    expect(payments.post.unavailableReason).toBe('This job is already live: boost it instead');
  });

  test("a job seeker's Email notifications opens their job e-mail settings", async ({ page }) => {
    await signInContext(page.context(), 'applicant@nordhub.test');
    await page.goto('/jobs');
    const menu = await openProfileMenu(page, /Elias Virtanen/);
    await menu.getByRole('menuitem', { name: 'Email notifications' }).click();
    await expect(page).toHaveURL(/\/profile-settings\/[0-9a-f]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Email notifications' })).toBeVisible();
    await expect(page.getByLabel('How often')).toHaveValue('daily');
  });
});
