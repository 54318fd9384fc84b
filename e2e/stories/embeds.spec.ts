import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../support/environment';
import { staticOrigin, type StaticOrigin } from '../support/static-origin';

// A startup's own website on another origin (blog.localhost resolves to this machine): it embeds
// Nordlys's jobs with the job-list widget in an iframe, or with the career-page script.
test.describe("A startup shows its Nordhub jobs on its own website", () => {
  let folder: string;
  let site: StaticOrigin;
  let siteUrl: string;

  test.beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'nordhub-embeds-'));
    writeFileSync(
      path.join(folder, 'widget.html'),
      `<!doctype html><html lang="en"><title>Nordlys blog</title><h1>Work with us</h1>
       <div style="width: 340px"><iframe src="${e2eBaseUrl}/startups/joblistwidget/nordlys" title="Open jobs at Nordlys" style="width: 100%; height: 600px; border: 0"></iframe></div>`,
    );
    writeFileSync(
      path.join(folder, 'career-page.html'),
      `<!doctype html><html lang="en"><title>Nordlys careers</title>
       <style>a { color: rgb(255, 0, 0) !important; } h2 { font-size: 50px; }</style>
       <h1>Careers at Nordlys</h1><h2>Our values</h2><a href="/about">About us</a>
       <div id="nordhub-jobs"></div>
       <script src="${e2eBaseUrl}/embed/career-page.js" data-company="nordlys" data-accent="#aa3300" async></script>`,
    );
    writeFileSync(
      path.join(folder, 'career-page-sv.html'),
      `<!doctype html><html lang="sv"><title>Nordlys karriär</title>
       <div id="nordhub-jobs"></div>
       <script src="${e2eBaseUrl}/embed/career-page.js" data-company="nordlys" lang="sv" async></script>`,
    );
    writeFileSync(
      path.join(folder, 'framed-jobs.html'),
      `<!doctype html><html lang="en"><title>Framing the job search</title>
       <iframe src="${e2eBaseUrl}/jobs" title="Nordhub job search" style="width: 100%; height: 400px"></iframe>`,
    );
    site = await staticOrigin(folder);
    await site.start();
    siteUrl = site.url.replace('127.0.0.1', 'blog.localhost');
  });

  test.afterAll(async () => {
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('the job-list widget shows the open jobs inside an iframe on another site, opening them in a new tab', async ({ page }) => {
    await page.goto(`${siteUrl}/widget.html`);
    const widget = page.frameLocator('iframe[title="Open jobs at Nordlys"]');
    await expect(widget.getByRole('heading', { level: 1, name: 'Open jobs at Nordlys' })).toBeVisible();
    const jobLinks = widget.getByRole('listitem').getByRole('link');
    await expect(jobLinks.first()).toBeVisible();
    await expect(jobLinks.first()).toHaveAttribute('target', '_blank');
    await expect(jobLinks.first()).toHaveAttribute('href', new RegExp(`^${e2eBaseUrl}/jobs/`));
    // No marketplace chrome in the frame.
    await expect(widget.getByRole('link', { name: 'Post a job' })).toHaveCount(0);
    await expect(widget.getByRole('banner')).toHaveCount(0);

    const [jobPage] = await Promise.all([page.context().waitForEvent('page'), jobLinks.first().click()]);
    await expect(jobPage).toHaveURL(new RegExp(`^${e2eBaseUrl}/jobs/`));
  });

  test("the career-page script renders the jobs in the site's page, in its colours, with neither side's styles leaking", async ({ page }) => {
    await page.goto(`${siteUrl}/career-page.html`);
    // Playwright's role queries reach into the open shadow root.
    const jobs = page.getByRole('region', { name: 'Open jobs at Nordlys' });
    await expect(jobs.getByRole('heading', { name: 'Open jobs at Nordlys' })).toBeVisible();
    const firstJob = jobs.getByRole('listitem').first().getByRole('link');
    await expect(firstJob).toHaveAttribute('href', new RegExp(`^${e2eBaseUrl}/jobs/`));
    await expect(firstJob).toHaveAttribute('target', '_blank');
    // The startup's accent colour applies; the site's own `a { color: red !important }` does not.
    await expect(firstJob).toHaveCSS('color', 'rgb(170, 51, 0)');
    await expect(jobs.getByRole('heading', { name: 'Open jobs at Nordlys' })).not.toHaveCSS('font-size', '50px');
    // And the embed's styles stay out of the site.
    await expect(page.getByRole('link', { name: 'About us' })).toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect(page.getByRole('heading', { name: 'Our values' })).toHaveCSS('font-size', '50px');
  });

  test('the career-page script with lang="sv" speaks Swedish', async ({ page }) => {
    await page.goto(`${siteUrl}/career-page-sv.html`);
    const jobs = page.getByRole('region', { name: 'Lediga jobb på Nordlys' });
    await expect(jobs.getByRole('heading', { name: 'Lediga jobb på Nordlys' })).toBeVisible();
    await expect(jobs).toHaveAttribute('lang', 'sv');
    await expect(jobs.getByText(/ · Heltid$/).first()).toBeVisible();
    await expect(jobs.getByRole('link', { name: 'Jobb via Nordhub' })).toBeVisible();
  });

  test('a normal page refuses to be framed by another site', async ({ page }) => {
    const framedResponse = page.waitForResponse((response) => response.url() === `${e2eBaseUrl}/jobs`);
    await page.goto(`${siteUrl}/framed-jobs.html`);
    const response = await framedResponse;
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
    // The browser blocks the page: the frame holds Chromium's error page, never the job search.
    await expect.poll(() => page.frames().find((frame) => frame !== page.mainFrame())?.url()).toMatch(/^chrome-error:/);
    const framed = page.frameLocator('iframe[title="Nordhub job search"]');
    await expect(framed.getByRole('link', { name: 'Post a job' })).toHaveCount(0);
    await expect(framed.getByRole('searchbox')).toHaveCount(0);
  });
});
