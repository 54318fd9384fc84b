// XML the API writes itself: the job feeds for aggregators (LinkedIn, Indeed-style). One escaping
// rule for all of them; docs/job-feeds.md lists the fields.
import { escapeHtml } from './html';

// XML 1.0 allows no control characters but tab, newline and carriage return, and no U+FFFE/U+FFFF.
const allowedInXml = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code !== 0xfffe && code !== 0xffff) || char === '\t' || char === '\n' || char === '\r';
};

/**
 * Text for XML element content or an attribute value: `& < > " '` escaped and the characters XML
 * 1.0 forbids dropped. Characters outside the BMP (emoji) stay as they are (the document is UTF-8).
 */
export function xmlText(text: string): string {
  return escapeHtml([...text].filter(allowedInXml).join(''));
}

/**
 * One element on its own line, indented by `depth` levels of two spaces; nothing when the value
 * is empty, null or undefined (feeds leave unknown fields out rather than sending them blank).
 */
export function xmlElement(name: string, value: string | number | null | undefined, depth = 2): string {
  if (value === null || value === undefined || value === '') return '';
  return `${'  '.repeat(depth)}<${name}>${xmlText(String(value))}</${name}>\n`;
}

/** The XML declaration every feed starts with. */
export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
