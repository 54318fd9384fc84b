import { expect, test } from '@playwright/test';
import { cookiesAlreadyAccepted } from '../support/cookies';
import { e2eBaseUrl, impactBaseUrl } from '../support/environment';
import { demoStartup, signInContext } from '../support/jobs';

/**
 * The sister impact site (PLATFORM=impact): its own name, home copy and startups, absolute links
 * to and from the main site, and a startup created there belongs to it.
 */

test.beforeEach(async ({ context }) => {
  await cookiesAlreadyAccepted(context, [e2eBaseUrl, impactBaseUrl]);
});

test('a visitor meets Nordhub Impact with its own startups, and the two sites link each other by their addresses', async ({ page, request }) => {
  await page.goto(`${impactBaseUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next job at a Nordic impact startup' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Nordhub Impact' })).toBeVisible();
  await page.goto(`${impactBaseUrl}/jobs`);
  await expect(page).toHaveTitle(/ \| Nordhub Impact$/);
  await expect(page.getByRole('link', { name: 'Visit Nordhub', exact: true })).toHaveAttribute('href', `${e2eBaseUrl}/`);
  // A job's page is drawn with its head on the server: the impact site's name there too.
  const job = (await (await request.get(`${impactBaseUrl}/api/v2/jobs?page=1&pageSize=1`)).json()) as { docs: Array<{ id: string }> };
  const html = await (await request.get(`${impactBaseUrl}/jobs/${job.docs[0]?.id ?? ''}`)).text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/ \| Nordhub Impact$/);

  // The impact site lists its own startups: some of the main site's, not all.
  const total = async (origin: string) => ((await (await request.get(`${origin}/api/companies?page=1&pageSize=1`)).json()) as { total: number }).total;
  const [impact, main] = [await total(impactBaseUrl), await total(e2eBaseUrl)];
  expect(impact).toBeGreaterThan(0);
  expect(impact).toBeLessThan(main);

  await page.goto(`${e2eBaseUrl}/`);
  await expect(page.getByRole('link', { name: 'Visit Nordhub Impact' })).toHaveAttribute('href', `${impactBaseUrl}/`);
});

test('a startup created on the impact site belongs to the impact platform', async ({ page, context }) => {
  await signInContext(context, demoStartup.managerEmail, impactBaseUrl);
  const name = `Tidewater ${Date.now().toString(36)}`;
  await page.goto(`${impactBaseUrl}/client/startups/new`);
  const createForm = page.getByRole('form', { name: 'Create a startup profile' });
  await createForm.getByLabel('Startup name').fill(name);
  await createForm.getByLabel('Website').fill('tidewater.example');
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/companies');
  await createForm.getByRole('button', { name: 'Create startup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit startup profile' })).toBeVisible();
  expect(await (await created).json()).toMatchObject({ name, platform: { impact: true } });
});
