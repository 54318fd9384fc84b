import { type APIRequestContext, expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../support/environment';
import { demoStartup, postAs, postLiveJob, signInContext } from '../support/jobs';

// Fresh jobs (docs/fresh-jobs.md): every job says when its startup last confirmed it open, and a
// closed job stays reachable by its link but says so and leaves search engines.

const sitemapLocs = async (request: APIRequestContext) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  return [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
};

test.describe('Fresh jobs', () => {
  test("an expired job's page says it is closed, is noindex and leaves the sitemap", async ({ page, request, browser }) => {
    // A startup posts a job; it is open, confirmed today, and in the sitemap.
    const title = `Kelp Farm Technician ${Date.now()}`;
    const job = await postLiveJob({ title, countryCode: 'NO', city: 'Bergen' });
    expect((await sitemapLocs(request)).some((loc) => loc.endsWith(`/jobs/${job.id}`))).toBe(true);
    await page.goto(`/jobs/${job.id}`);
    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // (The job's own header: similar jobs below carry their own dates.)
    await expect(article.locator('header').getByText('Confirmed open today')).toBeVisible();

    // Its expiration date passes (the startup set it to a moment ago): the job is expired.
    await postAs(demoStartup.managerEmail, 'PUT', `/api/jobs/${job.id}`, {
      title,
      description: `${title} at Nordlys, a Nordic startup.`,
      category: 'other',
      positionType: 'full-time',
      location: { locality: 'Bergen', countryCode: 'NO' },
      isRemote: false,
      expirationDate: new Date(Date.now() - 60_000).toISOString(),
      salary: { type: 'competitive' },
      receiveApplicants: 'platform',
    });

    // The page is still there for whoever has the link (a seeker opens it; the first visitor's
    // browser may keep the public job's answer for a minute), and says the job is closed.
    const seeker = await browser.newContext({ baseURL: e2eBaseUrl });
    const seekerPage = await seeker.newPage();
    await seekerPage.goto(`/jobs/${job.id}`);
    const closedArticle = seekerPage.getByRole('article', { name: title });
    await expect(closedArticle.getByText('This job is closed and no longer takes applications.')).toBeVisible();
    await expect(closedArticle.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expect(closedArticle.locator('header').getByText('Confirmed open today')).toHaveCount(0);
    // The server-side head tells search engines to drop it; its JobPosting ended in the past.
    await expect(seekerPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const jsonLd = JSON.parse((await seekerPage.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { validThrough?: string };
    expect(new Date(jsonLd.validThrough ?? '').getTime()).toBeLessThan(Date.now());
    // And the sitemap no longer lists it.
    expect((await sitemapLocs(request)).some((loc) => loc.endsWith(`/jobs/${job.id}`))).toBe(false);
    await seeker.close();
  });

  test('a startup confirms a job still open from its portal, and the job page says so', async ({ page, context }) => {
    await signInContext(context, demoStartup.managerEmail);
    await page.goto(`/client/startups/${demoStartup.companyKey}/jobs`);
    const active = page.getByRole('region', { name: /^Active \(\d+\)$/ });
    // A live job last confirmed some time ago (the seed's jobs were confirmed on various days).
    const candidate = active
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Confirm still open: / }) })
      .filter({ hasNotText: 'Confirmed open today' })
      .first();
    await expect(candidate).toContainText(/Confirmed open (yesterday|\d+ days ago)|Not confirmed in the last 30 days/);
    const title = ((await candidate.getByRole('heading').textContent()) ?? '').trim();
    // The same article from now on, even once it says "today" (titles may repeat: its id is unique).
    const item = active.locator(`article[aria-labelledby="${await candidate.getAttribute('aria-labelledby')}"]`);

    await item.getByRole('button', { name: `Confirm still open: ${title}`, exact: true }).click();
    await expect(item).toContainText('Confirmed open today');

    // Its page, as seekers see it.
    await item.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('link', { name: 'See the public job page' }).click();
    const job = page.getByRole('article', { name: title, exact: true }).first();
    await expect(job.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(job.locator('header').getByText('Confirmed open today')).toBeVisible();
  });
});
