import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import budgets from '../page-weight-budgets.json';
import { measureFirstVisit } from '../support/page-weight';
import { demoStartup, signInContext } from '../support/jobs';

type BudgetedPage = Exclude<keyof typeof budgets, '$comment'>;

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

/** The pages of issue 9's table, each opened cold in a fresh context. */
const pages: { page: BudgetedPage; url: (page: Page) => Promise<string>; signedIn?: boolean }[] = [
  { page: '/', url: async () => '/' },
  { page: '/jobs', url: async () => '/jobs' },
  {
    page: '/jobs/{id}',
    url: async (page) => {
      const answer = await page.request.get('/api/v2/jobsandfeatured?page=1');
      const { jobs } = (await answer.json()) as { jobs: { docs: { id: string }[] } };
      return `/jobs/${jobs.docs[0]?.id}`;
    },
  },
  { page: '/startups', url: async () => '/startups' },
  { page: '/client/startups/{key}', url: async () => `/client/startups/${demoStartup.companyKey}`, signedIn: true },
];

test.describe('Page weight', () => {
  for (const { page: name, url, signedIn } of pages) {
    test(`a first visit to ${name} ships no more JavaScript than its budget`, async ({ browser }) => {
      const context = await browser.newContext();
      if (signedIn) await signInContext(context, demoStartup.managerEmail);
      const page = await context.newPage();
      const weight = await measureFirstVisit(page, await url(page), heading);
      // `npm run bench` reads the figures from here (PAGE_WEIGHT_OUT, a folder): one measurement, two uses.
      const out = process.env.PAGE_WEIGHT_OUT;
      if (out) {
        mkdirSync(out, { recursive: true });
        writeFileSync(path.join(out, `${name.replace(/\W+/g, '_')}.json`), JSON.stringify({ ...weight, page: name }));
      }
      const parts = Object.entries(weight.jsByPart)
        .map(([part, { bytes, requests }]) => `${part} ${bytes} B in ${requests}`)
        .join(', ');
      expect(weight.js.bytes, `${name}: ${weight.js.bytes} B of JS (${parts}); budget ${budgets[name]} B`).toBeLessThanOrEqual(budgets[name]);
      await context.close();
    });
  }
});
