import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { applyToJob, demoApplicant, waitingStartup } from '../support/applicants';
import { cookiesAlreadyAccepted } from '../support/cookies';
import { e2eBaseUrl } from '../support/environment';
import { demoStartup, postLiveJob, signInContext } from '../support/jobs';

/**
 * A startup's manager connects the startup's tools: Slack (a receiver on this machine stands in
 * for Slack, which development allows) answers the test message and is told of a new applicant;
 * the applicant-tracking service (the local OpenID provider) gets the next applicant, shown as
 * synced on the board; the LinkedIn settings show the feed URL and, once LinkedIn fetched it,
 * when and with how many jobs. The settings are put back afterwards (other stories use the startups).
 */

/** A Slack stand-in on 127.0.0.1: answers 200 "ok" and keeps each message's text. */
async function startReceiver() {
  const texts: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      texts.push(String((JSON.parse(body) as { text?: unknown }).text));
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { texts, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T0/B0/story`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A call to the API as the context's signed-in user (its cookies and the CSRF header the page sends). */
async function api(context: BrowserContext, method: 'GET' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const token = (await context.cookies(e2eBaseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(`${e2eBaseUrl}${path}`, { method, data, headers: { 'x-xsrf-token': token } });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

const settingsPath = (companyKey: string, setting: string) => `/client/startups/${companyKey}/settings?opened-setting=${setting}`;
const section = (page: Page, name: string) => page.getByRole('group', { name });

test('a startup manager connects Slack and an applicant-tracking service', async ({ page, context }) => {
  const receiver = await startReceiver();
  const run = Date.now().toString(36);
  await cookiesAlreadyAccepted(context, [e2eBaseUrl]);
  await signInContext(context, demoStartup.managerEmail);
  await page.goto('/client/');
  const before = await api(context, 'GET', `/api/companies/${demoStartup.companyKey}/settings`);
  try {
    // Slack: the test message shows the receiver's answer; then new applicants are posted there.
    await page.goto(settingsPath(demoStartup.companyKey, 'slack'));
    const slack = section(page, 'Slack notifications');
    await slack.getByLabel('Slack incoming-webhook URL').fill(receiver.url);
    await slack.getByRole('button', { name: 'Send a test message' }).click();
    await expect(slack.getByText('Slack answered 200: ok')).toBeVisible();
    expect(receiver.texts).toContainEqual(expect.stringContaining('A test message from Nordhub'));
    await slack.getByRole('checkbox', { name: 'New applicant' }).check();
    await slack.getByRole('button', { name: 'Save Slack notifications' }).click();
    await expect(page.getByText('Slack notifications saved')).toBeVisible();

    const slackJob = await postLiveJob({ title: `Slack Listener ${run}`, countryCode: 'DK', city: 'Odense' });
    await applyToJob(demoApplicant.email, slackJob.id, 'I read every channel.');
    await expect.poll(() => receiver.texts.find((text) => text.includes(slackJob.title))).toContain(`New applicant for ${slackJob.title}: ${demoApplicant.name}`);

    // Applicant tracking: connect through the provider's popup (in the settings); the next applicant is sent there.
    await page.goto(`/client/startups/${demoStartup.companyKey}/settings`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Applicant tracking' }).click();
    const popup = await popupOpened;
    await popup.getByPlaceholder('Enter any login').fill(demoStartup.managerEmail);
    await popup.getByPlaceholder('and password').fill('any');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Connected to Applicant tracking.')).toBeVisible();

    const atsJob = await postLiveJob({ title: `Tracked Engineer ${run}`, countryCode: 'DK', city: 'Aalborg' });
    await applyToJob(demoApplicant.email, atsJob.id, 'Please keep track of me.');
    const card = page.getByRole('article', { name: demoApplicant.name });
    // The candidate is sent right after the application; the board shows it once it is taken.
    await expect(async () => {
      await page.goto(`/client/startups/${demoStartup.companyKey}/applicants?job=${atsJob.id}`);
      await expect(card.getByText('Sent to your ATS')).toBeVisible({ timeout: 1000 });
    }).toPass();

  } finally {
    await receiver.close();
    await api(context, 'PUT', `/api/companies/${demoStartup.companyKey}/settings`, {
      slackWebhookUrl: (before?.slackWebhookUrl as string | null) ?? '',
      slackNotifications: before?.slackNotifications ?? [],
    });
    await api(context, 'DELETE', `/api/companies/${demoStartup.companyKey}/ats`);
  }
});

// Havbrise, not Nordlys: the startup-team story links Nordlys to LinkedIn from its banner.
test("a startup manager registers the LinkedIn job feed and sees LinkedIn's fetch", async ({ page, context, request }) => {
  await cookiesAlreadyAccepted(context, [e2eBaseUrl]);
  await signInContext(context, waitingStartup.managerEmail);
  await page.goto('/client/');
  const before = await api(context, 'GET', `/api/companies/${waitingStartup.companyKey}/settings`);
  try {
    // LinkedIn: the feed URL to register; the company id is checked on the page; LinkedIn's fetch is shown.
    await page.goto(settingsPath(waitingStartup.companyKey, 'linkedin'));
    const linkedIn = section(page, 'LinkedIn');
    await expect(linkedIn.getByLabel('Job feed URL to register with LinkedIn')).toHaveValue(`${e2eBaseUrl}/api/linkedin/job-feed.xml`);
    const id = linkedIn.getByLabel('LinkedIn company id');
    await id.fill('nordlys-page');
    await linkedIn.getByRole('button', { name: 'Save LinkedIn company id' }).click();
    await expect(linkedIn.getByText(/Please enter the numeric LinkedIn company id/)).toBeVisible();
    const linkedInId = `9${Date.now() % 1_000_000_000}`;
    await id.fill(linkedInId);
    await linkedIn.getByRole('button', { name: 'Save LinkedIn company id' }).click();
    await expect(linkedIn.getByText(`Connected to the LinkedIn company ${linkedInId}`)).toBeVisible();

    // A manager opening the feed is not LinkedIn; LinkedIn's crawler is.
    await request.get('/api/linkedin/job-feed.xml');
    await page.reload();
    await expect(linkedIn.getByText('LinkedIn has not fetched your feed yet')).toBeVisible();
    const feed = await (await request.get('/api/linkedin/job-feed.xml', { headers: { 'user-agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0)' } })).text();
    const held = feed.split(`<companyId>${linkedInId}</companyId>`).length - 1;
    await page.reload();
    await expect(linkedIn.getByText(/^LinkedIn last fetched your feed on /)).toContainText(`it held ${held} ${held === 1 ? 'job' : 'jobs'} of yours.`);
  } finally {
    await api(context, 'PUT', `/api/companies/${waitingStartup.companyKey}/settings`, { linkedinId: (before?.linkedinId as string | null) ?? '' });
  }
});
