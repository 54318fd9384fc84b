import { expect, test, type Page } from '@playwright/test';
import { applyToJob, demoApplicant, waitingStartup } from '../support/applicants';
import { acceptCookies } from '../support/cookies';
import { demoStartup, postLiveJob, signInContext } from '../support/jobs';
import { latestMailTo } from '../support/mailbox';

/**
 * Nordlys's manager triages three new applicants without leaving the drawer beside the board:
 * J and K go from one to the next, one is advanced to Interview, one is rejected with the
 * manager's own words (which reach the applicant's mailbox), and one gets a note. The jobs and
 * applications come from the API, as the product makes them.
 */
const drawerOf = (page: Page, name: string) => page.getByRole('dialog', { name });
const freja = { email: waitingStartup.managerEmail, name: 'Freja Nielsen' } as const;

test.describe('Applicant triage', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the manager advances, rejects with a message and notes three applicants in the drawer, by keyboard', async ({ page, context, request }) => {
    const run = Date.now().toString(36);
    const analyst = await postLiveJob({ title: `Triage Analyst ${run}`, countryCode: 'DK', city: 'Aarhus' });
    const designer = await postLiveJob({ title: `Triage Designer ${run}`, countryCode: 'DK', city: 'Odense' });
    // Newest first in Applied: Freja (Analyst), Elias (Designer), Elias (Analyst).
    await applyToJob(demoApplicant.email, analyst.id, 'Numbers are my thing.');
    await applyToJob(demoApplicant.email, designer.id, 'I draw what numbers say.');
    await applyToJob(freja.email, analyst.id, 'I ran analytics at Havbrise.');

    await signInContext(context, demoStartup.managerEmail);
    await page.goto(`/client/startups/${demoStartup.companyKey}/applicants?text=${encodeURIComponent(run)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'All applicants' })).toBeVisible();
    await acceptCookies(page);
    // The applicant-tracking connection lives in the settings now, not above the board.
    await expect(page.getByRole('region', { name: 'Applicant tracking' })).toHaveCount(0);

    const frejaCard = page.getByRole('article', { name: freja.name });
    await expect(frejaCard).toContainText(`Triage Analyst ${run}`);
    await expect(frejaCard).toContainText(/in stage · Applied (just now|\d+ minutes? ago)/);

    // The card's name is a button: Enter opens the drawer, and the board stays beside it.
    await frejaCard.getByRole('button', { name: freja.name }).focus();
    await page.keyboard.press('Enter');
    const first = drawerOf(page, freja.name);
    await expect(first).toHaveAccessibleDescription(`Applied for Triage Analyst ${run} · 1 of 3`);
    await expect(first.getByText('I ran analytics at Havbrise.')).toBeVisible();
    const box = await first.boundingBox();
    expect(box && box.x > 400 && box.width < 700).toBe(true);
    await expect(page.getByRole('region', { name: /^Applied/ })).toBeInViewport();

    // 1. Advance Freja to Interview.
    await first.getByRole('button', { name: 'Advance to Interview' }).focus();
    await page.keyboard.press('Enter');
    await expect(first.getByLabel('Stage').locator('option:checked')).toHaveText('Interview');
    await expect(page.getByRole('region', { name: /^Interview/ }).getByRole('article', { name: freja.name })).toBeVisible();

    // 2. J: Elias for the designer job; reject him with the manager's own message.
    await page.keyboard.press('j');
    const second = drawerOf(page, demoApplicant.name);
    await expect(second).toHaveAccessibleDescription(`Applied for Triage Designer ${run} · 2 of 3`);
    await second.getByRole('button', { name: 'Reject' }).focus();
    await page.keyboard.press('Enter');
    const reject = page.getByRole('dialog', { name: `Reject ${demoApplicant.name}?` });
    await reject.getByLabel('Message template').selectOption({ label: 'Write my own' });
    const message = `We chose a designer who can start before summer (${run}). Thank you, {{firstName}}, for the care you put into your application.`;
    await reject.getByLabel('Message to the applicant').fill(message);
    // J while typing is a letter, not the next applicant.
    await expect(reject.getByLabel('Message to the applicant')).toHaveValue(message);
    await reject.getByRole('button', { name: 'Reject and send e-mail' }).focus();
    await page.keyboard.press('Enter');
    await expect(reject).toBeHidden();
    await expect(second.getByText('Rejected applicants are locked.')).toBeVisible();
    await expect(second).toHaveAccessibleDescription(`Applied for Triage Designer ${run} · 2 of 3`);

    const mail = await latestMailTo(request, demoApplicant.email, new RegExp(`Your application for Triage Designer ${run} at Nordlys`));
    expect(mail.text).toContain(`We chose a designer who can start before summer (${run}). Thank you, Elias, for the care you put into your application.`);

    // 3. J: Elias for the analyst job; a note stays with the application.
    await second.focus();
    await page.keyboard.press('j');
    const third = drawerOf(page, demoApplicant.name);
    await expect(third).toHaveAccessibleDescription(`Applied for Triage Analyst ${run} · 3 of 3`);
    await third.getByLabel('Add a note').fill('Strong on numbers: call next week.');
    await third.getByRole('button', { name: 'Save note' }).focus();
    await page.keyboard.press('Enter');
    await expect(third.getByRole('listitem').filter({ hasText: 'Strong on numbers: call next week.' })).toContainText(/Mikkel Jensen/);

    // K twice: back to Freja, still in Interview; the drawer never closed.
    await third.getByRole('button', { name: 'Previous applicant' }).focus();
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await expect(drawerOf(page, freja.name)).toHaveAccessibleDescription(`Applied for Triage Analyst ${run} · 1 of 3`);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // (Previous is disabled on the first applicant, so focus goes back into the drawer for Escape below.)
    await drawerOf(page, freja.name).focus();

    // The card now tells about the note.
    await expect(page.getByRole('region', { name: /^Applied/ }).getByRole('article', { name: demoApplicant.name })).toContainText(/Note (just now|\d+ minutes? ago)/);

    // On a phone the drawer is a full-screen sheet.
    await page.setViewportSize({ width: 375, height: 812 });
    const sheet = await drawerOf(page, freja.name).boundingBox();
    expect(sheet).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
