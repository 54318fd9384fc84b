import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../support/environment';
import { staticOrigin } from '../support/static-origin';

// The seeded venture fund of the deterministic seed, whose portfolio links seeded startups that hire.
const demoInvestor = { key: 'fjordvik-ventures', name: 'Fjordvik Ventures' };
const jobsFound = /^([\d,]+)\+? jobs? found$/;
const countOf = (text: string | null) => Number((jobsFound.exec(text?.trim() ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

test.describe('Funding-aware job search', () => {
  test('an investor page shows its portfolio’s jobs, and "See all" opens the job search filtered by that investor', async ({ page }) => {
    await page.goto(`/funding/${demoInvestor.key}`);
    await expect(page.getByRole('heading', { level: 1, name: demoInvestor.name })).toBeVisible();

    // The open jobs section lists jobs at startups the fund invested in.
    const portfolioJobs = page.getByRole('list', { name: `Open jobs at startups backed by ${demoInvestor.name}` });
    const firstJob = portfolioJobs.getByRole('article').first();
    await expect(firstJob).toBeVisible();
    const investments = (await page.getByRole('list', { name: 'Investments' }).getByRole('link').allInnerTexts()).map((name) => name.trim());
    const shown = await portfolioJobs.getByRole('article').evaluateAll((cards) => cards.length);
    for (let index = 0; index < shown; index += 1) {
      const card = portfolioJobs.getByRole('article').nth(index);
      const text = (await card.textContent()) ?? '';
      expect(investments.some((name) => text.includes(name))).toBe(true);
    }

    // "See all N jobs" opens the job search for the fund, which finds the same N jobs.
    const seeAll = page.getByRole('link', { name: /^See all [\d,]+\+? jobs?$/ });
    const total = Number(/See all ([\d,]+)/.exec((await seeAll.innerText()) ?? '')?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(shown);
    await seeAll.click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?investor=${demoInvestor.key}$`));
    await expect(page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Backed by investor' })).toHaveValue(demoInvestor.name);
    const results = page.getByRole('region', { name: /jobs/i }).last();
    await expect(page.getByText(jobsFound)).toBeVisible();
    expect(countOf(await page.getByText(jobsFound).textContent())).toBe(total);
    await expect(results.getByRole('article').first()).toBeVisible();
  });

  test('the investor’s embeddable job board lists the portfolio’s jobs with links opening a new tab', async ({ page }) => {
    await page.goto(`/funding/${demoInvestor.key}/job-board`);
    await expect(page.getByRole('heading', { level: 1, name: `Jobs at ${demoInvestor.name} portfolio startups` })).toBeVisible();
    const link = page.getByRole('list', { name: 'Portfolio jobs' }).getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^\/jobs\/[0-9a-f-]+$/);
  });

  test('the investor’s job board renders inside an iframe on the investor’s own website', async ({ page }) => {
    // The fund's website on another origin (fund.localhost resolves to this machine).
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nordhub-board-'));
    writeFileSync(
      path.join(folder, 'portfolio.html'),
      `<!doctype html><html lang="en"><title>${demoInvestor.name}</title><h1>Our portfolio is hiring</h1>
       <iframe src="${e2eBaseUrl}/funding/${demoInvestor.key}/job-board" title="Portfolio jobs" style="width: 100%; height: 600px; border: 0"></iframe>`,
    );
    const site = await staticOrigin(folder);
    await site.start();
    try {
      await page.goto(`${site.url.replace('127.0.0.1', 'fund.localhost')}/portfolio.html`);
      const board = page.frameLocator('iframe[title="Portfolio jobs"]');
      await expect(board.getByRole('heading', { level: 1, name: `Jobs at ${demoInvestor.name} portfolio startups` })).toBeVisible();
      await expect(board.getByRole('list', { name: 'Portfolio jobs' }).getByRole('link').first()).toHaveAttribute('target', '_blank');
      // Shown without the marketplace's header.
      await expect(board.getByRole('link', { name: 'Post a job' })).toHaveCount(0);
    } finally {
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a seeker filters jobs by the startup stage', async ({ page, request }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
    await expect(page.getByText(jobsFound)).toBeVisible();
    const all = countOf(await page.getByText(jobsFound).textContent());

    // The funding filters are in the filter column beside the results.
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Startup stage' }).selectOption({ label: 'Growth' });
    await expect(page).toHaveURL(/\/jobs\?stage=growth$/);
    await expect(page.getByText(jobsFound)).not.toHaveText(`${all.toLocaleString('en-US')} jobs found`);
    const growth = countOf(await page.getByText(jobsFound).textContent());
    expect(growth).toBeGreaterThan(0);
    expect(growth).toBeLessThan(all);

    // Every job on the page is at a startup in the growth stage.
    const answer = await request.get('/api/v2/jobs?stage=growth&pageSize=20');
    const { docs } = (await answer.json()) as { docs: { company: { key: string } }[] };
    for (const key of new Set(docs.map((job) => job.company.key))) {
      const company = (await (await request.get(`/api/companies/${key}`)).json()) as { stage: string | null };
      expect(company.stage).toBe('growth');
    }

    // A reload keeps the filter (it lives in the URL).
    await page.reload();
    await expect(page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Startup stage' })).toHaveValue('growth');
  });
});
