/**
 * Websites of companies, investors and portfolio entries get http:// when they lack an http or
 * https prefix, so they work as links. Surrounding spaces are dropped; empty stays empty.
 */
export function normalizeWebsite(website: string | null | undefined): string {
  const value = website?.trim() ?? '';
  if (value === '') return '';
  if (/^https?:\/\//i.test(value)) return value;
  // A protocol-relative address ("//example.com") only needs the scheme.
  if (value.startsWith('//')) return `http:${value}`;
  return `http://${value}`;
}
