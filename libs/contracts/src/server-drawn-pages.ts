import { jobLandingPageBySlug } from '@nordhub/domain';

/**
 * The kinds of main-host page that the server draws before the scripts run (its first paint,
 * docs/first-paint.md): the pages people land on, each checked to hydrate cleanly by the e2e
 * first-paint stories. The rest are drawn by the browser alone.
 */
export type ServerDrawnPage =
  | 'home'
  | 'jobSearch'
  | 'job'
  | 'startups'
  | 'startup'
  | 'pricing'
  | 'funding'
  | 'investor'
  | 'startupDashboard';

/** The pages drawn at exactly these paths (their head as built). */
const drawnAtPath: ReadonlyMap<string, ServerDrawnPage> = new Map([
  ['/', 'home'],
  ['/jobs', 'jobSearch'],
  ['/startups', 'startups'],
  ['/pricing', 'pricing'],
  ['/funding', 'funding'],
]);

// The static routes under /startups/ and /funding/, which the router ranks above a profile's /startups/:id and /funding/:id.
const startupProductPages: ReadonlySet<string> = new Set(['join', 'faq', 'career-page', 'white-label-feed', 'joblistwidget']);
const fundingStaticPages: ReadonlySet<string> = new Set(['quiz']);

/** Whether /startups/{key} (the key decoded) is a startup's profile rather than one of the product pages beside it. */
export const isStartupProfileKey = (key: string): boolean => key !== '' && !startupProductPages.has(key);

/** Whether /funding/{key} (the key decoded) is an investor's profile rather than the funding quiz. */
export const isInvestorProfileKey = (key: string): boolean => key !== '' && !fundingStaticPages.has(key);

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Which kind of page the server draws at a main host's `pathname`, or null for a page the browser
 * draws alone. Path knowledge only: the server draws a job, startup or investor page when its
 * head finds it (an unknown job, a draft startup or a hidden investor is a 404 page, as built), and
 * the dashboard as far as the portal's guard lets its visitor in. A profile's path may end with one
 * slash, as its head's may (the router matches it); the other pages are drawn at their exact path.
 */
export function serverDrawnPage(pathname: string): ServerDrawnPage | null {
  const atPath = drawnAtPath.get(pathname);
  if (atPath) return atPath;
  // The startup portal's first screen, a startup's dashboard; not the new-startup form.
  if (/^\/client\/startups\/[^/]+$/.test(pathname)) return pathname === '/client/startups/new' ? null : 'startupDashboard';
  const [, section, segment] = /^\/(jobs|startups|funding)\/([^/]+)\/?$/.exec(pathname) ?? [];
  const key = segment === undefined ? null : decodedSegment(segment);
  if (key === null) return null;
  // /jobs/:id is a job, or for a landing page's slug that landing page (not drawn).
  if (section === 'jobs') return jobLandingPageBySlug(key) ? null : 'job';
  if (section === 'startups') return isStartupProfileKey(key) ? 'startup' : null;
  return isInvestorProfileKey(key) ? 'investor' : null;
}
