import { expect, test, type Locator, type Page } from '@playwright/test';
import { applyToJob, demoApplicant } from '../support/applicants';
import { acceptCookies } from '../support/cookies';
import { demoStartup, postLiveJob, signInContext } from '../support/jobs';
import { latestMailTo } from '../support/mailbox';

/**
 * A startup's manager works through an applicant on the kanban: drags the card with the mouse,
 * moves it on with the keyboard, finds it there after a reload, writes a note and finally rejects
 * the applicant, who gets the rejection e-mail. The job and the application come from the API,
 * the way the product makes them (posting and approving a job, the applicant applying).
 */
const column = (page: Page, name: string): Locator => page.getByRole('region', { name: new RegExp(`^${name}`) });
const card = (scope: Page | Locator) => scope.getByRole('article', { name: demoApplicant.name });

test.describe('The applicant kanban', () => {
  test('the manager moves an applicant with the mouse and the keyboard, and rejecting mails the applicant', async ({ page, context, request }) => {
    const title = `Kanban Navigator ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'DK', city: 'Aarhus' });
    await applyToJob(demoApplicant.email, job.id, 'I have moved many cards in my life.');

    await signInContext(context, demoStartup.managerEmail);
    await page.goto(`/client/startups/${demoStartup.companyKey}/applicants?job=${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'All applicants' })).toBeVisible();
    // The cookie banner sits over the bottom of the page (and of dialogs) until answered.
    await acceptCookies(page);
    await expect(card(column(page, 'Applied'))).toBeVisible();

    // With the mouse: drag the card to Interview.
    await card(page).dragTo(column(page, 'Interview'));
    await expect(card(column(page, 'Interview'))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'moved to Interview' })).toHaveText(`${demoApplicant.name} moved to Interview.`);

    // With the keyboard: pick it up, one column to the right (Hired), drop.
    await card(page).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'Picked up' })).toContainText(`Picked up ${demoApplicant.name} in Interview`);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: 'over' })).toHaveText(`${demoApplicant.name} over Hired, column 3 of 5.`);
    await page.keyboard.press('Space');
    await expect(card(column(page, 'Hired'))).toBeVisible();
    await expect(card(page)).toBeFocused();

    // The move was stored: after a reload the card is still in Hired.
    await page.reload();
    await expect(card(column(page, 'Hired'))).toBeVisible();

    // The drawer shows the applicant's answer; a note stays with the application.
    await card(page).getByRole('button', { name: demoApplicant.name }).click();
    const details = page.getByRole('dialog', { name: demoApplicant.name });
    await expect(details.getByText('I have moved many cards in my life.')).toBeVisible();
    await details.getByLabel('Add a note').fill('Great at moving things around.');
    await details.getByRole('button', { name: 'Save note' }).click();
    await expect(details.getByRole('listitem').filter({ hasText: 'Great at moving things around.' })).toContainText(/Mikkel Jensen/);
    await expect(details.getByLabel('Add a note')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Rejecting asks first (with the standard message), then the card is locked in Rejected and the applicant is e-mailed.
    await card(page).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    const confirm = page.getByRole('dialog', { name: `Reject ${demoApplicant.name}?` });
    await confirm.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await expect(card(column(page, 'Rejected'))).toBeVisible();
    await expect(card(page)).toHaveAttribute('draggable', 'false');

    const mail = await latestMailTo(request, demoApplicant.email, new RegExp(`Your application for ${title} at Nordlys`));
    expect(mail.subject).toBe(`Your application for ${title} at Nordlys`);

    // Locked: a rejected card cannot be picked up. (The board redraws after the move; the key goes to the card once it has focus.)
    await card(page).focus();
    await expect(card(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'locked' })).toContainText('Rejected applicants are locked');
    await page.reload();
    await expect(card(column(page, 'Rejected'))).toBeVisible();
  });

  test('the manager connects the applicant-tracking service through its popup in the settings, and a cancelled popup connects nothing', async ({ page, context }) => {
    await signInContext(context, demoStartup.managerEmail);
    await page.goto(`/client/startups/${demoStartup.companyKey}/settings`);
    const panel = page.getByRole('region', { name: 'Applicant tracking' });
    const connect = panel.getByRole('button', { name: 'Connect Applicant tracking' });

    // The person closes the popup: not authorised, nothing changes.
    const firstPopup = page.waitForEvent('popup');
    await connect.click();
    await (await firstPopup).close();
    await expect(panel.getByText('Not connected: the authorisation was cancelled.')).toBeVisible();

    // At the provider (the local OpenID provider): log in and allow reading jobs and writing candidates.
    const popupOpened = page.waitForEvent('popup');
    await connect.click();
    const popup = await popupOpened;
    await popup.getByPlaceholder('Enter any login').fill('recruiter@example.com');
    await popup.getByPlaceholder('and password').fill('any');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await closed;
    await expect(panel.getByText('Connected', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Disconnect' })).toBeVisible();

    await panel.getByRole('button', { name: 'Disconnect' }).click();
    await expect(connect).toBeVisible();
  });
});
