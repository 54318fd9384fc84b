// The stored cross-site scripting corpus (docs/security.md, "Stored cross-site scripting"), shared
// by the API test of the server-rendered HTML (api/src/modules/operations/seo/stored-xss.test.ts) and the
// browser story (e2e/stories/stored-xss.spec.ts); test data only, never imported by the product.

/** The global every payload sets if it ever runs; a page where it is defined ran one. */
export const xssMarker = '__xss';

/**
 * Each payload sets `window.__xss` when a page lets it run: as HTML (tags, event handlers), by
 * breaking out of an attribute or an inlined <script>, as a javascript: link (markdown or not),
 * or through template evaluation (Angular-style `{{ }}`, JS template literals).
 */
export const xssPayloads: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=window.__xss=1>',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  '</script><script>window.__xss=1</script>',
  '</title><script>window.__xss=1</script>',
  'javascript:window.__xss=1',
  '[click](javascript:window.__xss=1)',
  "{{constructor.constructor('window.__xss=1')()}}",
  '${window.__xss=1}',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">x</a>',
  '**<img src=x onerror=window.__xss=1>**',
  '<!--<img src="--><img src=x onerror=window.__xss=1>">',
];

/**
 * Payloads packed into a text of at most `max` characters, starting at `start` and going round
 * the corpus, so short fields (names, titles) still carry several payloads and, over the fields,
 * every payload. Long fields (`max` of 2000 or more) get the whole corpus, one payload a line.
 * `prefix` makes the text findable (a search word, a unique name).
 */
export function xssText(max: number, start = 0, prefix = ''): string {
  const parts = prefix ? [prefix] : [];
  let length = prefix.length;
  for (let step = 0; step < xssPayloads.length; step += 1) {
    const payload = xssPayloads[(start + step) % xssPayloads.length] ?? '';
    const added = (parts.length > 0 ? 1 : 0) + payload.length;
    if (length + added > max) break;
    parts.push(payload);
    length += added;
  }
  return parts.join(max >= 2000 ? '\n' : ' ');
}
