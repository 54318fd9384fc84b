import { type JobDetail, type PageData, pageDataElementId, pageDataSchema } from '@nordhub/contracts';

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

/** Forgets what was read (tests write another page). */
export function forgetPageData(): void {
  read = null;
}
