// HTML the API writes itself: e-mails, the development mailbox, the local checkout, OAuth popup
// callbacks and the SEO head. One escaping rule for all of them.

import { escapeHtml, unescapeHtml } from '@nordhub/domain';

// The rule lives in libs/domain (the embed snippets use it too); re-exported for the API's pages.
export { escapeHtml, unescapeHtml };

export type UtilityPage = {
  /** The page's own title; the document title adds " · {site}". */
  title: string;
  /** What the page belongs to, e.g. "Nordhub checkout". */
  site: string;
  /** Rules added to the shared plain style. */
  css?: string;
  /** The content of <main>, already escaped. */
  body: string;
};

const baseCss = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 1rem; color: #1a1a2e; line-height: 1.5; }
  a { color: #0b5cad; }
  :focus-visible { outline: 3px solid #1a1a2e; outline-offset: 2px; }
  dt { font-weight: bold; }`;

/** A small server-rendered page outside the app (never indexed): the mailbox, the local checkout. */
export function utilityPage({ title, site, css = '', body }: UtilityPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(site)}</title>
<style>${baseCss}${css}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
