import path from 'node:path';

export const NO_CACHE = 'no-cache';
/** A page carrying what the API answered its visitor (a drawn page's queries): never kept by a shared cache. */
export const PRIVATE_NO_CACHE = 'private, no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Files that name other files and so must always be revalidated: a cached entry pointing at
// deleted chunks is the classic federation outage.
const entryFiles = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'runtime-config.json', 'mf-stats.json']);

// A content hash: 8 or more hex digits as its own dot- or dash-separated segment, as webpack's
// [contenthash] writes it (e.g. "vendors.3f9a8b7c.js", "123.a1b2c3d4e5f6a7b8.js").
const hashSegment = /(?:^|[.-])[0-9a-f]{8,}(?=[.-])/i;

/** Whether a served file name carries a content hash (so it can be cached forever). */
export function isContentHashed(fileName: string): boolean {
  const base = path.posix.basename(fileName);
  return !entryFiles.has(base) && hashSegment.test(base);
}

/** Cache-Control for a static file: immutable when hashed, otherwise revalidated every time. */
export function cacheControlFor(fileName: string): string {
  return isContentHashed(fileName) ? IMMUTABLE : NO_CACHE;
}

/** The file a precompressed sibling (`main.js.br`, `main.js.gz`) stands for; other names unchanged. */
export function withoutEncodingExtension(fileName: string): string {
  return fileName.replace(/\.(?:br|gz)$/, '');
}
