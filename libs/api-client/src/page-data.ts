import { type FirstPaintQuery, firstPaintQueriesElementId, type JobDetail, type PageData, pageDataElementId } from '@nordhub/contracts';
import { isRecord } from '@nordhub/domain';
import { type QueryClient } from '@tanstack/react-query';

let read: PageData | null = null;

/**
 * The data the server wrote into this page's HTML (contracts' PageData), read once; empty when the
 * page has none or it is not page data (then the app asks the API as usual). Only the page first
 * loaded has any: later pages come from the API. Like a drawn page's answers below, it is what the
 * server's own contract gave, so only its shape is checked here: parsing it with the schema would
 * load zod and the contracts' schemas with every page (docs/performance.md, "axios, zod and the
 * schemas load with the first API request"); the job is asked for again at once anyway (get-job.ts), and that answer is parsed.
 */
export function pageData(): PageData {
  if (read) return read;
  read = {};
  const text = typeof document === 'undefined' ? null : document.getElementById(pageDataElementId)?.textContent;
  if (!text) return read;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: as if there were none.
    return read;
  }
  if (!isRecord(data)) return read;
  const { job, siteConfiguration } = data;
  read = {
    ...(isRecord(job) && typeof job.id === 'string' && typeof job.title === 'string' ? { job: job as JobDetail } : {}),
    ...(isRecord(siteConfiguration) ? { siteConfiguration: siteConfiguration as PageData['siteConfiguration'] } : {}),
  };
  return read;
}

/** The job the page was served with, when it is this one. */
export const pageDataJob = (id: string): JobDetail | undefined => {
  const job = pageData().job;
  return job?.id === id ? job : undefined;
};

const isFirstPaintQuery = (value: unknown): value is FirstPaintQuery =>
  isRecord(value) && Array.isArray(value.queryKey) && typeof value.updatedAt === 'number' && value.data !== undefined;

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
