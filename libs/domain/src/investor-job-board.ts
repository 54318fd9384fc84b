import { escapeHtml } from './html-escape';
import { absoluteUrl } from './share';

/**
 * Funding-aware search: an investor's portfolio jobs and its embeddable job board.
 */

/** "Recently funded": an investor added the startup to its portfolio within this many days. */
export const RECENT_FUNDING_DAYS = 365;

/** The embeddable portfolio job board of an investor (mfe-public, funding feature). */
export const INVESTOR_JOB_BOARD_PATH = '/funding/:id/job-board';

/** Open jobs the investor page shows before "See all N jobs". */
export const INVESTOR_PAGE_JOBS = 5;

/** Jobs one page of the embedded board shows. */
export const INVESTOR_JOB_BOARD_PAGE_SIZE = 20;

/** The job board path of the investor with this key, e.g. /funding/nordic-angels/job-board. */
export function investorJobBoardPath(investorKey: string): string {
  return INVESTOR_JOB_BOARD_PATH.replace(':id', encodeURIComponent(investorKey));
}

const BOARD_PATH_PATTERN = /^\/funding\/[^/]+\/job-board\/?$/;

/**
 * Whether `pathname` is an investor's embeddable job board (other sites may frame it, and the
 * shell shows it without the site's chrome). Query and hash are not part of a pathname.
 */
export function isInvestorJobBoardPath(pathname: string): boolean {
  return BOARD_PATH_PATTERN.test(pathname);
}

/**
 * The copy-paste HTML that embeds the investor's job board on another site: an iframe of the
 * board on `origin` (the public site, e.g. https://nordhub.example), titled for screen readers.
 */
export function investorJobBoardSnippet(origin: string, investorKey: string, investorName: string): string {
  const src = absoluteUrl(origin, investorJobBoardPath(investorKey));
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(`Jobs at ${investorName} portfolio startups`)}" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
}
