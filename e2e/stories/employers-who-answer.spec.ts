import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitingStartup } from '../support/applicants';
import { acceptCookies } from '../support/cookies';
import { appRunsDrawnPage } from '../support/first-paint';
import { signInContext } from '../support/jobs';
import { latestMailTo } from '../support/mailbox';

/**
 * Employers who answer: a startup whose applicants wait in Applied has no response record on its
 * job page. Its manager answers five applications on the kanban (moving them on to Interview),
 * each applicant is told the new status by e-mail, and the job page and the startup page now say
 * how soon the startup usually answers.
 */
const column = (page: Page, name: string): Locator => page.getByRole('region', { name: new RegExp(`^${name}`) });
const record = (page: Page) => page.getByRole('group', { name: `How ${waitingStartup.name} answers applications` });

type Board = { applications: { id: string; job: { id: string; title: string }; applicant: { name: string; email: string } }[] };

test.describe('Employers who answer', () => {
  test('a startup answers five applications on its kanban and its record appears on its job page', async ({ page, context, request }) => {
    await signInContext(context, waitingStartup.managerEmail);
    const board = (await (await page.request.get(`/api/companies/${waitingStartup.companyKey}/applicants?stage=applied`)).json()) as Board;
    expect(board.applications.length).toBeGreaterThanOrEqual(5);
    const job = board.applications[0]!.job;

    // Before: applicants wait, nothing is known about how the startup answers.
    // (The page arrives with the record as the server read it, and the app runs it as drawn.)
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await appRunsDrawnPage(page);
    await expect(record(page)).toHaveCount(0);

    // The manager moves the five newest applications from Applied to Interview.
    await page.goto(`/client/startups/${waitingStartup.companyKey}/applicants?job=${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'All applicants' })).toBeVisible();
    await acceptCookies(page);
    const answered = board.applications.slice(0, 5);
    for (const application of answered) {
      const card = column(page, 'Applied').getByRole('article', { name: application.applicant.name });
      await card.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      const moved = column(page, 'Interview').getByRole('article', { name: application.applicant.name });
      await expect(moved).toBeVisible();
      // The card shows in its new column at once; the move has settled when it is announced and
      // focus rests on the card again. Only then does the manager pick up the next one.
      await expect(page.getByRole('status').filter({ hasText: `${application.applicant.name} moved to Interview.` })).toBeVisible();
      await expect(moved).toBeFocused();
    }
    await expect(column(page, 'Applied').getByRole('article')).toHaveCount(board.applications.length - 5);

    // Each applicant hears of the new status, in plain words.
    const mail = await latestMailTo(request, answered[0]!.applicant.email, /your application is now under review/);
    expect(mail.subject).toBe(`${job.title} at ${waitingStartup.name}: your application is now under review`);

    // After: the job page and the startup page show the record.
    await page.goto(`/jobs/${job.id}`);
    await expect(record(page)).toContainText(/Usually answers within (a day|\d+ days)/);
    await expect(record(page)).toContainText('Answers 100% of applications within 14 days');
    await page.goto(`/startups/${waitingStartup.companyKey}`);
    await expect(record(page)).toContainText('Answers 100% of applications within 14 days');
  });
});
