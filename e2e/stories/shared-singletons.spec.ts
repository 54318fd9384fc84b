import { expect, test } from '@playwright/test';
import { appRunsDrawnPage } from '../support/first-paint';

type ShareScope = Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;

// The packages whose state must exist once for the whole page (architecture: shared singletons),
// zod (no state, but one copy), the API client's stateful modules (its axios instance, its error
// class and the page data it reads once: the endpoints are bundled per app) and the design
// system's dialog stack (its components are bundled per app).
const singletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@tanstack/react-query',
  '@emotion/react',
  'zod/mini',
  '@nordhub/session',
  '@nordhub/design-system/modal',
  '@nordhub/api-client/client',
  '@nordhub/api-client/errors',
  '@nordhub/api-client/page-data',
];

test('the shell and a remote run on one copy of every shared singleton', async ({ page }) => {
  const configurationRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/site/configuration-cached')) configurationRequests.push(request.url());
  });

  await page.goto('/');
  // The country links are the remote's; they read the site configuration through react-query,
  // which only works when the remote sees the shell's QueryClientProvider.
  const countries = page.getByRole('region', { name: 'Jobs in the Nordics' });
  await expect(countries.getByRole('link', { name: /Denmark/ })).toBeVisible();
  // The server drew those links: wait until the app (and with it the remote) runs the page.
  await appRunsDrawnPage(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  const { scope, instances } = await page.evaluate(() => {
    type Instance = { options: { name: string }; shareScopeMap: Record<string, unknown> };
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScope; __INSTANCES__: Instance[] } }).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.options.name === 'nordhub_shell');
    return {
      scope: federation.__SHARE__,
      // The remote runs on the shell's federation runtime (one runtime per page, docs/federation.md):
      // its instance reads the very share scope the shell provides into.
      instances: federation.__INSTANCES__.map((instance) => ({
        name: instance.options.name,
        sharesShellScope: Boolean(shell) && instance.shareScopeMap.default === shell?.shareScopeMap.default,
      })),
    };
  });
  expect(instances.map(({ name }) => name)).toEqual(expect.arrayContaining(['nordhub_shell', 'mfe_public']));
  for (const { name, sharesShellScope } of instances) expect(sharesShellScope, name).toBe(true);
  const containers = Object.keys(scope);
  expect(containers.some((name) => name.startsWith('nordhub_shell'))).toBe(true);
  for (const container of containers) {
    for (const pkg of singletons) {
      const versions = Object.values(scope[container]?.default?.[pkg] ?? {});
      // One version, loaded once, and provided by the shell for everyone.
      expect(versions, `${container} ${pkg}`).toHaveLength(1);
      expect(versions[0]?.from, `${container} ${pkg}`).toBe('nordhub_shell');
    }
  }

  // One emotion cache: every style tag on the page belongs to the same cache key (global
  // styles carry it with a `-global` suffix).
  const emotionKeys = await page.$$eval('style[data-emotion]', (tags) => [
    ...new Set(tags.map((tag) => tag.getAttribute('data-emotion')?.split(' ')[0]?.replace(/-global$/, ''))),
  ]);
  expect(emotionKeys).toHaveLength(1);

  // The remote's button is drawn with the shell's theme (the design-system primary colour).
  const searchButton = page.getByRole('button', { name: 'Search jobs' });
  await expect(searchButton).toHaveCSS('background-color', 'rgb(29, 95, 143)');

  // Moving around and back reuses the one cache: the configuration is fetched at most once per
  // visit, and not at all here (the home page the server drew carries it, docs/performance.md).
  await page.getByRole('link', { name: 'Browse startups' }).first().click();
  await expect(page).toHaveURL(/\/startups$/);
  await page.goBack();
  await expect(countries.getByRole('link', { name: /Denmark/ })).toBeVisible();
  expect(configurationRequests).toEqual([]);
});
