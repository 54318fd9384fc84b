import { escapeHtml } from '../../../html';
import { type PageData, pageDataElementId } from '@nordhub/contracts';
import { formatDocumentTitle, SITE_NAME } from '@nordhub/domain';

/** What the server writes into index.html's <head> for a client-side route. */
export interface PageHead {
  /** The page's own title, without the site name (formatDocumentTitle adds it, as the tab does). */
  title: string;
  description: string;
  /** Absolute URL; omitted for pages that are not found. */
  canonical?: string;
  /** Absolute URL of the link-preview image. */
  image?: string | null;
  /** The image is a wide share image (a large Twitter card), not a square logo. */
  largeImage?: boolean;
  /** Open Graph type: 'website' unless told. */
  type?: string;
  /** Structured data, written as application/ld+json. */
  jsonLd?: object | null;
  /** e.g. 'noindex' for a not-found page. */
  robots?: string;
  /** The site the title ends with: the platform's name (Nordhub unless told). */
  siteName?: string;
  /** The page's language, `<html lang>` (English, as built, unless told). */
  lang?: string;
  /** The same page in each language it is offered in (hreflang links), `x-default` among them. */
  alternates?: readonly { hreflang: string; href: string }[];
}

// The SEO modules import it from here with the head helpers; the rule itself lives in api/src/html.ts.
export { escapeHtml };

/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>` and `&` as \u escapes so no
 * text can close the script or open a comment, and U+2028/2029 escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <head> tags of a page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function renderHeadTags(head: PageHead): string {
  const siteName = head.siteName ?? SITE_NAME;
  const title = formatDocumentTitle(head.title, siteName);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const alternate of head.alternates ?? []) tags.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`);
  tags.push(meta('property', 'og:site_name', siteName), meta('property', 'og:type', head.type ?? 'website'), meta('property', 'og:title', head.title));
  tags.push(meta('property', 'og:description', head.description));
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(meta('name', 'twitter:card', head.image && head.largeImage ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', head.title), meta('name', 'twitter:description', head.description));
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

// The built page's own title and description (shell/src/index.html) give way to the page's.
const builtTitle = /<title>[\s\S]*?<\/title>/i;
const builtDescription = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** The page data as inert JSON (contracts' pageDataElementId): never run, so it needs no CSP nonce. */
export function pageDataTag(data: PageData): string {
  return `<script type="application/json" id="${pageDataElementId}">${jsonForScript(data)}</script>`;
}

/**
 * index.html with the page's head tags in place of its generic title and description, and the
 * data of its first render when it has some.
 */
export function injectHead(indexHtml: string, head: PageHead, data?: PageData): string {
  const tags = data ? `${renderHeadTags(head)}\n    ${pageDataTag(data)}` : renderHeadTags(head);
  // Replacement functions, never strings: a '$&' in a job title must stay text.
  let html = indexHtml.replace(builtDescription, () => '');
  if (head.lang) html = withLanguage(html, head.lang);
  if (/<\/head>/i.test(html)) return html.replace(builtTitle, () => '').replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  // A minimal page without <head> (the parser makes one): the tags go where the title was.
  if (builtTitle.test(html)) return html.replace(builtTitle, () => tags);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
}

/** The page's `<html>` tag with its `lang` set (replacing the built one). */
function withLanguage(html: string, lang: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html lang="${escapeHtml(lang)}"${attributes.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, () => '')}>`);
}

/** index.html as built with the data of its first render (a page whose head stays as built). */
export function withPageData(indexHtml: string, data: PageData): string {
  return indexHtml.replace(/<\/head>/i, () => `  ${pageDataTag(data)}\n  </head>`);
}
