import { expect, test } from '@playwright/test';
import { postLiveJob } from '../support/jobs';
import { latestMailTo, linkTo, uniqueEmail } from '../support/mailbox';

// A word no seeded or other story's job contains, so only this story's job matches the digest.
const uniqueWord = () => `fjordkite${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;

test.describe('A job seeker gets new jobs by e-mail', () => {
  test('subscribes to a daily digest, confirms it from the mail, receives the new matching job, opens it and unsubscribes', async ({ page, request }) => {
    const email = uniqueEmail('digest');
    const word = uniqueWord();

    await page.goto('/emailsignup');
    await expect(page.getByRole('heading', { name: 'Get new jobs by email' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('How often').selectOption({ label: 'Daily' });
    await page.getByLabel('Keywords (optional)').fill(word);
    await page.getByLabel('Country (optional)').selectOption({ label: 'Denmark' });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // Double opt-in: nothing but a confirmation mail until its link is opened.
    await expect(page.getByText('Check your inbox: we have sent a link to confirm your job alerts.')).toBeVisible();
    const confirmation = await latestMailTo(request, email, /Confirm your Nordhub job alerts/);
    const confirmLink = linkTo(confirmation, 'confirmKey=');
    await page.goto(confirmLink.pathname + confirmLink.search);
    await expect(page.getByText('Your job alerts are confirmed.')).toBeVisible();

    // A startup posts a job that matches the search; the scheduler sends the digest.
    const job = await postLiveJob({ title: `Kotlin Developer (${word})`, countryCode: 'DK', city: 'Copenhagen', category: 'backend' });
    const mail = await latestMailTo(request, email, /new job/);
    expect(mail.subject).toBe(`1 new job for you: ${job.title}`);
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The job's link opens its page.
    const jobLink = linkTo(mail, `/jobs/${job.id}`);
    await page.goto(jobLink.pathname);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();

    // The settings link changes the frequency without logging in.
    const settingsLink = linkTo(mail, '/profile-settings/');
    await page.goto(settingsLink.pathname);
    await expect(page.getByRole('heading', { name: `Job digest for ${email}` })).toBeVisible();
    await page.getByLabel('How often').selectOption({ label: 'Weekly' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your e-mail notification settings are saved.')).toBeVisible();

    // The unsubscribe link asks to confirm, then unsubscribes.
    const unsubscribeLink = linkTo(mail, '/unsubscribe');
    await page.goto(unsubscribeLink.pathname);
    await expect(page.getByRole('heading', { name: 'Unsubscribe from job digests?' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).first().click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

    // A mail app's one-click unsubscribe (RFC 8058) works without cookies too.
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await expect(page.getByRole('heading', { name: `Job digest for ${email}` })).toBeVisible();
    const oneClick = mail.headers?.['List-Unsubscribe']?.replace(/^<|>$/g, '') ?? '';
    const response = await request.post(new URL(oneClick).pathname, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(response.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  });
});
