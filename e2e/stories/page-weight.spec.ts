import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import budgets from '../page-weight-budgets.json';
import { measureFirstVisit, type PageWeight } from '../support/page-weight';
import { demoCareersHost, urlOnHost } from '../support/environment';
import { demoStartup, signInContext } from '../support/jobs';

type BudgetedPage = Exclude<keyof typeof budgets, '$comment'>;

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

/** The pages docs/performance.md measures, each opened cold in a fresh context. */
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
  // A startup's careers site on its own host: its hero and its open jobs.
  { page: 'careers site /', url: async () => urlOnHost(demoCareersHost, '/') },
];

// `npm run bench -- weight` also runs this against the monolithic build (SHELL_BUILD=monolithic, read by
// the server too: the shell and the remotes in one bundle, docs/performance.md),
// and asks for PAGE_WEIGHT_VISITS cold visits per page for the load times.
const build = process.env.SHELL_BUILD === 'monolithic' ? 'monolithic' : 'federated';
const visits = Math.max(1, Number(process.env.PAGE_WEIGHT_VISITS ?? 1) || 1);

test.describe(`Page weight (${build} build)`, () => {
  for (const { page: name, url, signedIn } of pages) {
    const title =
      build === 'federated'
        ? `a first visit to ${name} ships no more JavaScript than its budget`
        : `a first visit to ${name} in the monolithic build loads no federation manifest or remote entry`;
    test(title, async ({ browser }) => {
      test.setTimeout(60_000 * visits);
      const measured: PageWeight[] = [];
      for (let visit = 0; visit < visits; visit += 1) {
        const context = await browser.newContext();
        if (signedIn) await signInContext(context, demoStartup.managerEmail);
        const page = await context.newPage();
        measured.push(await measureFirstVisit(page, await url(page), heading));
        await context.close();
      }
      const [weight] = measured as [PageWeight, ...PageWeight[]];
      // `npm run bench` reads the figures from here (PAGE_WEIGHT_OUT, a folder): one measurement, two uses.
      const out = process.env.PAGE_WEIGHT_OUT;
      if (out) {
        mkdirSync(out, { recursive: true });
        const loadsMs = measured.map((visit) => visit.loadMs);
        writeFileSync(path.join(out, `${name.replace(/\W+/g, '_')}.json`), JSON.stringify({ ...weight, page: name, build, loadsMs }));
      }
      if (build === 'monolithic') {
        // The point of the mode: the same pages with no federation at run time.
        expect(weight.federationFiles, `${name}: federation files requested by the monolithic build`).toEqual([]);
        return;
      }
      // The detector above sees them where they are: every measured page mounts a remote.
      expect(weight.federationFiles.length, `${name}: no federation manifest or remote entry requested`).toBeGreaterThan(0);
      const parts = Object.entries(weight.jsByPart)
        .map(([part, { bytes, requests }]) => `${part} ${bytes} B in ${requests}`)
        .join(', ');
      expect(weight.js.bytes, `${name}: ${weight.js.bytes} B of JS (${parts}); budget ${budgets[name]} B`).toBeLessThanOrEqual(budgets[name]);
      // The shell's start-up code comes as its entry and one chunk (tools/federation/startup-assets.cjs),
      // not as a file per shared package: one request, and brotli sees the packages' common code once.
      // axios, zod and the contracts' schemas come, as one file, only to a page that reads the API
      // (libs/api-client/src/client.ts, parse.ts): not to the pages the server draws with their
      // answers (a job page's view count is a beacon, no read).
      const shellScripts = weight.scripts.filter(({ pathname }) => /^\/[^/]+\.js$/.test(pathname)).map(({ pathname }) => pathname);
      expect(shellScripts.sort(), `${name}: the shell's scripts`).toEqual([
        ...(weight.apiCalls.some((call) => call.startsWith('GET ')) ? [expect.stringMatching(/^\/first-request\.[0-9a-f]{8}\.js$/)] : []),
        '/main.js',
        expect.stringMatching(/^\/startup\.[0-9a-f]{8}\.js$/),
      ]);
    });
  }
});
