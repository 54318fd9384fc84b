import { type FirstPaintQuery, firstPaintQueriesElementId, type JobDetail, type PageData, pageDataElementId, pageDataSchema } from '@nordhub/contracts';
import { type QueryClient } from '@tanstack/react-query';

let read: PageData | null = null;

/**
 * The data the server wrote into this page's HTML (contracts' pageDataSchema), read and checked
 * once; empty when the page has none or it does not match the contract (then the app asks the API
 * as usual). Only the page first loaded has any: later pages come from the API.
 */
export function pageData(): PageData {
  if (read) return read;
  read = {};
  const text = typeof document === 'undefined' ? null : document.getElementById(pageDataElementId)?.textContent;
  if (!text) return read;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(text));
    if (parsed.success) read = parsed.data;
  } catch {
    // Not JSON: as if there were none.
  }
  return read;
}

/** The job the page was served with, when it is this one. */
export const pageDataJob = (id: string): JobDetail | undefined => {
  const job = pageData().job;
  return job?.id === id ? job : undefined;
};

const isFirstPaintQuery = (value: unknown): value is FirstPaintQuery => {
  const query = value as Partial<FirstPaintQuery> | null;
  return typeof query === 'object' && query !== null && Array.isArray(query.queryKey) && typeof query.updatedAt === 'number' && query.data !== undefined;
};

/**
 * Starts a query cache with the answers a page the server drew was drawn from (contracts'
 * FirstPaintQuery, beside #root), so the app's first render draws the same page and asks the API
 * nothing of it until the answers are stale. The data is what this client's own parsing gave on
 * the server; an entry of another shape is skipped (the app asks for it).
 */
export function startWithFirstPaintQueries(queryClient: QueryClient): void {
  const text = typeof document === 'undefined' ? null : document.getElementById(firstPaintQueriesElementId)?.textContent;
  if (!text) return;
  let queries: unknown;
  try {
    queries = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(queries)) return;
  for (const query of queries) {
    if (isFirstPaintQuery(query)) queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt });
  }
}

/** Forgets what was read (tests write another page). */
export function forgetPageData(): void {
  read = null;
}
