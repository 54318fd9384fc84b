// For tests of the HTML pages the API answers with the built shell's index.html and a head
// written for the page (modules/operations/seo, the careers sites): a static root holding that
// index.html, and readers for the head tags.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './test-app';

/** The built shell's index.html, as html-webpack-plugin writes it (shell/src/index.html). */
export const SHELL_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Nordhub connects global talent with jobs at Nordic startups." />
    <title>Nordhub</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A temporary static root whose shell/dist/index.html is `indexHtml`; removed by `remove()`. */
export function shellIndexRoot(indexHtml: string): ReturnType<typeof tempDir> {
  const folder = tempDir();
  mkdirSync(path.join(folder.dir, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(folder.dir, 'shell', 'dist', 'index.html'), indexHtml);
  return folder;
}

/** The page without the preload links every shell page gets (static/preload-plan.ts): the page "as built". */
export const withoutPreloads = (html: string) => html.replace(/<link rel="preload"[^>]*>/g, '');

/** The page without the data of its first render (the home page and the job search carry the site configuration). */
export const withoutPageData = (html: string) => html.replace(/\s*<script type="application\/json" id="nordhub-page-data">[\s\S]*?<\/script>/, '');

/** The page's <title>. */
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The page's canonical URL. */
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];

/** The page's one JSON-LD block (a page never has two), or null. */
export function jsonLdOf(html: string): Record<string, unknown> | null {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts[0] ? (JSON.parse(scripts[0][1] ?? '') as Record<string, unknown>) : null;
}

/** The page data written for the first render (contracts' pageDataElementId), or null. */
export function pageDataOf(html: string): Record<string, unknown> | null {
  const script = /<script type="application\/json" id="nordhub-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return script === undefined ? null : (JSON.parse(script) as Record<string, unknown>);
}
