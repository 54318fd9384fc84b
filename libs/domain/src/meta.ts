export const META_DESCRIPTION_MAX_LENGTH = 200;
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
