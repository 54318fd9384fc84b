import { expect, test } from '@playwright/test';
import { demoCareersHost, e2eBaseUrl, urlOnHost } from '../support/environment';

/**
 * The server names the page's start-up files as <link rel="preload"> (api/src/static/preload-plan.ts;
 * a page it drew gets them from a script once it is painted), so the runtime config, the shell's
 * chunks and the remote's manifest, entry and route chunks load in parallel with main.js. A preload helps only when the request that needs it matches it (the
 * same `as`, the same credentials mode); otherwise the browser fetches the file twice and warns.
 */
const visits = [
  { site: 'the marketplace', url: `${e2eBaseUrl}/jobs`, remote: 'mfe-public', heading: 'Find jobs', unused: 'mfe-careers' },
  { site: 'a careers site', url: urlOnHost(demoCareersHost, '/'), remote: 'mfe-careers', heading: /\S/, unused: 'mfe-public' },
];

test.describe('A first visit loads what its page preloads, once, and uses all of it', () => {
  for (const { site, url, remote, heading, unused } of visits) {
    test(`${site}: every preloaded URL is requested exactly once and Chromium reports no unused preload`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const preloadWarnings: string[] = [];
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
      });

      // Chromium checks for unused preloads a few seconds after the load event. So that the story
      // waits for that check rather than for a timer, the page gets one preload it cannot use (the
      // other remote's entry), and the story waits for Chromium's warning about that one.
      const sentinel = new URL(`/remotes/${unused}/remoteEntry.js`, url).href;
      await page.route(url, async (route) => {
        // Node cannot resolve *.localhost as the browser does: ask loopback with the page's Host.
        const address = new URL(url);
        const response = await route.fetch({
          url: `${e2eBaseUrl}${address.pathname}`,
          headers: { ...route.request().headers(), host: address.host },
        });
        const html = await response.text();
        await route.fulfill({ response, body: html.replace('</head>', `<link rel="preload" href="${sentinel}" as="script"></head>`) });
      });

      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => preloadWarnings.some((text) => text.includes(sentinel))).toBe(true);
      // A drawn page's preloads are inserted once it is painted; the page's own, wherever they came from.
      const preloads = (await page.locator('link[rel="preload"][href]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))).filter(
        (href) => href !== sentinel,
      );

      expect(preloads).toContain(new URL('/runtime-config.json', url).href);
      expect(preloads).toContain(new URL(`/remotes/${remote}/mf-manifest.json`, url).href);
      expect(preloads).toContain(new URL(`/remotes/${remote}/remoteEntry.js`, url).href);
      expect(preloads.some((href) => href.includes(`/remotes/${remote}/__federation_expose_routes.`))).toBe(true);
      expect(preloads.filter((href) => href.includes('/remotes/') && !href.includes(`/remotes/${remote}/`))).toEqual([]);
      for (const href of preloads) {
        expect(requested.filter((request) => request === href), `${href} (requested: ${requested.join(' ')})`).toHaveLength(1);
      }
      expect(preloadWarnings.filter((text) => !text.includes(sentinel))).toEqual([]);
      await context.close();
    });
  }
});
