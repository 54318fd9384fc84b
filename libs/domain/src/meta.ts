export const META_DESCRIPTION_MAX_LENGTH = 200;

export const SITE_NAME = 'Nordhub';

/**
 * The document title of a page: 'Backend jobs in Oslo | Nordhub'; the site name alone for ''.
 * The browser tab and the server-rendered head use the same rule; the impact site passes its name.
 */
export const formatDocumentTitle = (title: string, siteName: string = SITE_NAME): string => (title ? `${title} | ${siteName}` : siteName);

/** A job page's title: 'Backend Engineer at Fjord Labs'. */
export const jobPageTitle = (job: { title: string; company: { name: string } }): string => `${job.title} at ${job.company.name}`;
/** A startup profile's title: 'Fjord Labs: jobs and company profile'. */
export const startupPageTitle = (name: string): string => `${name}: jobs and company profile`;

/** A startup profile's description when it has no text of its own. */
export const startupFallbackDescription = (name: string): string => `See what ${name} does, its team and its open jobs on Nordhub.`;

const ELLIPSIS = '…';

/**
 * Meta description: whitespace collapsed, at most `max` characters including the ellipsis,
 * cut on a word boundary when the text is longer (a single over-long word is cut hard).
 */
export function metaDescription(text: string | null | undefined, max = META_DESCRIPTION_MAX_LENGTH): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const room = chars.slice(0, max - ELLIPSIS.length).join('');
  // Cut at the last space if the next character would split a word.
  const nextChar = chars[max - ELLIPSIS.length];
  const lastSpace = room.lastIndexOf(' ');
  const cut = nextChar === ' ' || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}${ELLIPSIS}`;
}
