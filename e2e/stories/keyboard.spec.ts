import { expect, test, type FileChooser, type Locator, type Page } from '@playwright/test';
import { applyToJob, cvPdf, demoApplicant } from '../support/applicants';
import { demoStartup, postLiveJob, signInContext } from '../support/jobs';
import { acceptCookiesByKeyboard, expectVisibleFocus, focusedElement, invalidFieldsOf, tabAround, tabTo } from '../support/keyboard';
import { demoPassword } from '../support/mailbox';

/**
 * The key flows of the site told with the keyboard alone: no clicks, no filling of fields; every
 * step is a key press (Tab, Enter, Space, arrows, Escape) or typing into whatever has focus.
 * A visitor skips to the content and searches with the suggestion lists; a job seeker meets the
 * log-in dialog (focus kept inside, returned on close, errors announced and linked) and applies;
 * a startup's manager moves an applicant on the kanban and meets the job form's errors.
 */
const column = (page: Page, name: string): Locator => page.getByRole('region', { name: new RegExp(`^${name}`) });
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

// Three independent people: the two workers share them.
test.describe.configure({ mode: 'parallel' });

test.describe('Using Nordhub with the keyboard alone', () => {
  test('a visitor skips to the content, searches with the suggestion lists and opens a job', async ({ page }) => {
    const title = `Keyboard Cartographer ${Date.now().toString(36)}`;
    await postLiveJob({ title, countryCode: 'DK', city: 'Copenhagen' });

    // The first Tab shows the skip link, with a visible focus ring.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);

    // The cookie question comes right after it; back on the skip link, Enter moves focus to the content.
    await acceptCookiesByKeyboard(page);
    await tabTo(page, skip, { backwards: true, maxPresses: 4 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Back up into the header to Find jobs; the new page's heading gets focus.
    const findJobs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' });
    await tabTo(page, findJobs, { backwards: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeFocused();

    // The text box suggests the job's title: ArrowDown marks it, Enter searches for it.
    const form = page.getByRole('search', { name: 'Job search' });
    const searchBox = form.getByRole('combobox', { name: 'Job title, skill or startup' });
    await tabTo(page, searchBox);
    await expectVisibleFocus(page);
    await page.keyboard.type('Keyboard Cartog');
    const titleOption = form.getByRole('option', { name: title });
    await expect(titleOption).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(titleOption).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox).toHaveAttribute('aria-activedescendant', (await titleOption.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]search=Keyboard(\+|%20)Cartographer/);
    await expect(searchBox).toHaveValue(title);

    // The place the same way, after a Tab to the location box.
    const location = form.getByRole('combobox', { name: 'Location' });
    await tabTo(page, location);
    await page.keyboard.type('Copenh');
    const place = form.getByRole('option', { name: /^Copenhagen/ });
    await expect(place).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(place).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]city=Copenhagen/);

    // The job is found; Tab reaches its link and Enter opens it, focus on its heading.
    const results = page.getByRole('region', { name: 'All jobs' });
    const jobLink = results.getByRole('link', { name: title });
    await tabTo(page, jobLink);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  });

  test('a job seeker meets the log-in dialog, logs in and applies with a CV, all by keyboard', async ({ page }) => {
    // File choosers are caught from the start: Playwright turns catching them on when the first
    // listener is added, and a chooser opened by the very next key press was once missed on a
    // busy machine (then the browser shows none, and no event comes).
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    const title = `Keyboard Applicant ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'DK', city: 'Aarhus' });
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await acceptCookiesByKeyboard(page);

    // Log in from the header: the dialog opens with focus on its first field.
    const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await tabTo(page, opener);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();

    // Tab goes round inside the dialog and comes back; Shift+Tab from the first stop (Close)
    // goes to the last.
    const stops = await tabAround(page, dialog);
    expect(stops.length).toBeGreaterThanOrEqual(5);
    const [last, first] = stops.slice(-3, -1);
    expect(first).toContain('Close');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedElement(page)).toBe(first);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedElement(page)).toBe(last);

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Sent empty, the errors are announced and linked to their fields, focus on the first.
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    const invalid = await invalidFieldsOf(dialog);
    expect(invalid.map(({ field }) => field)).toEqual(['Email', 'Password']);
    for (const { error } of invalid) expect(error).not.toBe('');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(invalid[0]!.error);
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();

    // Apply asks a guest to join or log in; they log in, and come back to the job's application.
    await tabTo(page, page.getByRole('button', { name: 'Apply', exact: true }));
    await page.keyboard.press('Enter');
    const join = page.getByRole('dialog', { name: 'Join Nordhub' });
    await tabTo(page, join.getByRole('button', { name: 'Log in' }));
    await page.keyboard.press('Enter');
    // The next step's first field takes the focus of the button it replaced.
    await expect(email).toBeFocused();
    await page.keyboard.type(demoApplicant.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');

    // The application dialog opens; stored quick-apply settings are set aside for the form.
    const apply = page.getByRole('dialog', { name: `Apply for ${title}` });
    await expect(apply).toBeVisible();
    const useForm = apply.getByRole('button', { name: 'Fill in the form instead' });
    const send = apply.getByRole('button', { name: 'Send application' });
    await expect(useForm.or(send)).toBeVisible();
    if (await useForm.isVisible()) {
      await tabTo(page, useForm);
      await page.keyboard.press('Enter');
    }

    // Sent without a CV: the message is announced and describes the CV's Browse button.
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(apply.getByRole('alert')).toHaveText('Please upload your CV');
    const browse = apply.getByRole('button', { name: 'Browse' });
    await expect(browse).toHaveAccessibleDescription(/Please upload your CV/);
    expect(await invalidFieldsOf(apply)).toEqual([{ field: 'CV', error: 'Please upload your CV' }]);

    // Enter on Browse opens the file chooser; the chosen CV uploads.
    await tabTo(page, browse, { backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => choosers.length, { message: 'Enter on Browse opens a file chooser' }).toBe(1);
    await choosers[0]!.setFiles({ name: 'keyboard-cv.pdf', mimeType: 'application/pdf', buffer: cvPdf });
    await expect(apply.getByText('CV: keyboard-cv.pdf')).toBeVisible();

    await tabTo(page, apply.getByRole('textbox', { name: 'Why Nordlys?' }));
    await page.keyboard.type('I find my way without a mouse.');
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(apply.getByText('Your application was sent to Nordlys. We e-mailed you a receipt.')).toBeVisible();
  });

  test('a startup manager moves an applicant on the kanban and meets the job form’s errors by keyboard', async ({ page, context }) => {
    const title = `Keyboard Kanban ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'DK', city: 'Odense' });
    await applyToJob(demoApplicant.email, job.id, 'Moved by keys.');
    await signInContext(context, demoStartup.managerEmail);

    await page.goto(`/client/startups/${demoStartup.companyKey}/applicants?job=${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'All applicants' })).toBeVisible();
    await acceptCookiesByKeyboard(page);

    // Space lifts the card, the arrow moves it a column on, Space drops it: each step is said.
    const card = page.getByRole('article', { name: demoApplicant.name });
    await tabTo(page, column(page, 'Applied').getByRole('article', { name: demoApplicant.name }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(status(page, 'Picked up')).toContainText(`Picked up ${demoApplicant.name} in Applied`);
    await page.keyboard.press('ArrowRight');
    await expect(status(page, 'over')).toHaveText(`${demoApplicant.name} over Interview, column 2 of 5.`);
    await page.keyboard.press('Space');
    await expect(status(page, 'moved')).toHaveText(`${demoApplicant.name} moved to Interview.`);
    await expect(column(page, 'Interview').getByRole('article', { name: demoApplicant.name })).toBeVisible();
    await expect(card).toBeFocused();

    // Stored: after a reload it is still under Interview.
    await page.reload();
    await expect(column(page, 'Interview').getByRole('article', { name: demoApplicant.name })).toBeVisible();

    // The job form sent empty (Enter in its first field): focus goes to the first invalid field,
    // and every invalid field is linked to its announced message and reachable by Tab.
    await page.goto(`/client/startups/${demoStartup.companyKey}/jobs/new`);
    const form = page.getByRole('form', { name: 'Job form' });
    const jobTitle = form.getByRole('textbox', { name: 'Job title' });
    await tabTo(page, jobTitle);
    await page.keyboard.press('Enter');
    await expect(jobTitle).toBeFocused();
    await expect(jobTitle).toHaveAttribute('aria-invalid', 'true');
    await expect(jobTitle).toHaveAccessibleDescription('Please enter the job title');
    await expect(form.getByRole('alert').filter({ hasText: 'Please enter the job title' })).toBeVisible();
    const invalid = await invalidFieldsOf(form);
    expect(invalid.length).toBeGreaterThan(0);
    for (const { field, error } of invalid) expect(error, `${field} names an announced message`).not.toBe('');
    for (const { field } of invalid.slice(1)) await tabTo(page, form.getByLabel(field, { exact: true }));
  });
});
