import { expect, test, type Locator, type Page } from '@playwright/test';
import { cvPdf } from '../support/applicants';
import { signUpInOpenModal } from '../support/auth';
import { acceptCookies } from '../support/cookies';
import { demoStartup, postLiveJob, signInContext } from '../support/jobs';
import { demoPassword, latestMailTo, uniqueEmail } from '../support/mailbox';

/**
 * A job seeker finds a job while not logged in, presses Apply, signs up on the way, becomes an
 * applicant and lands back on the job with the application form open. They apply with their CV
 * and get a receipt by e-mail. The startup's manager finds the application in the kanban's
 * Applied column and moves it on; the applicant sees the new status in My applications.
 */
const column = (page: Page, name: string): Locator => page.getByRole('region', { name: new RegExp(`^${name}`) });

test.describe('Applying to a job', () => {
  test('a guest signs up on the way, applies with a CV, and follows the status the startup gives it', async ({ page, browser, request }) => {
    // Two people, a sign-up with its proof of work and a kanban: longer than one page's story.
    test.slow();
    const title = `Grid Engineer ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'DK', city: 'Copenhagen' });
    const seeker = { first: 'Sigrid', last: 'Applesen', email: uniqueEmail('sigrid'), password: demoPassword };
    const seekerName = `${seeker.first} ${seeker.last}`;

    // A guest on the job page presses Apply and is asked to sign up.
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await signUpInOpenModal(page, seeker);

    // New on Nordhub: they choose to look for jobs, which creates the applicant profile …
    const chooser = page.getByRole('dialog', { name: 'Let us know who you are' });
    await chooser.getByRole('button', { name: "I'm looking for jobs" }).click();

    // … and they are back on the job, with the application form open.
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));

    // The form asks for a CV first.
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Please upload your CV')).toBeVisible();
    await dialog.getByLabel('CV', { exact: true }).setInputFiles({ name: 'sigrid-cv.pdf', mimeType: 'application/pdf', buffer: cvPdf });
    await expect(dialog.getByText('CV: sigrid-cv.pdf')).toBeVisible();
    await dialog.getByLabel('Why Nordlys?').fill('I keep grids balanced.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Your application was sent to Nordlys. We e-mailed you a receipt.')).toBeVisible();

    // The receipt is in the mailbox, and the startup was told too.
    const receipt = await latestMailTo(request, seeker.email, new RegExp(`Application sent: ${title} at Nordlys`));
    expect(receipt.links.some((link) => link.endsWith('/client/my-jobs'))).toBe(true);
    const told = await latestMailTo(request, demoStartup.managerEmail, new RegExp(`New applicant for ${title}: ${seekerName}`));
    const resendLink = told.links.find((link) => link.endsWith(`/jobs/${job.id}/resend-applicants`));
    expect(resendLink).toBeDefined();

    // Back on the job, a second apply is not offered: it says they applied.
    await page.keyboard.press('Escape');
    const appliedStatus = page.getByRole('status').filter({ hasText: 'You have already applied to this job. Status: Applied.' });
    await expect(appliedStatus).toBeVisible();
    await expect(appliedStatus.getByText('Applied', { exact: true })).toBeVisible();

    // My applications lists the application as Applied.
    await page.goto('/client/my-jobs');
    const applied = page.getByRole('region', { name: 'Jobs you applied to' });
    const application = applied.getByRole('article', { name: title });
    await expect(application.getByText('Applied', { exact: true })).toBeVisible();

    // The startup's manager finds it at once under Applied, and moves it to Interview.
    const managerContext = await browser.newContext();
    await signInContext(managerContext, demoStartup.managerEmail);
    const manager = await managerContext.newPage();
    await manager.goto(`/client/startups/${demoStartup.companyKey}/applicants?job=${job.id}`);
    await acceptCookies(manager);
    const card = column(manager, 'Applied').getByRole('article', { name: seekerName });
    await expect(card).toBeVisible();
    await card.focus();
    await manager.keyboard.press('Space');
    await manager.keyboard.press('ArrowRight');
    await manager.keyboard.press('Space');
    await expect(column(manager, 'Interview').getByRole('article', { name: seekerName })).toBeVisible();

    // The manager may open the CV; a stranger may not.
    const cvLink = await manager.evaluate(
      async (jobId) => {
        const response = await fetch(`/api/companies/nordlys/applicants?job=${jobId}`);
        const board = (await response.json()) as { applications: { cvFile: { path: string } | null }[] };
        return `/api/files/${board.applications[0]?.cvFile?.path ?? ''}`;
      },
      job.id,
    );
    expect((await managerContext.request.get(cvLink)).status()).toBe(200);
    expect((await request.get(cvLink)).status()).toBe(403);

    // The mail's second link sends the manager the job's applicants.
    await manager.goto(new URL(resendLink ?? '').pathname);
    await manager.getByRole('button', { name: 'Send the applicants to my e-mail' }).click();
    await expect(manager.getByText(`We have sent 1 applicant to ${demoStartup.managerEmail}`)).toBeVisible();
    await managerContext.close();

    // The applicant sees the new status, not the startup's column name.
    await page.reload();
    await expect(application.getByText('Under review')).toBeVisible();
  });
});
