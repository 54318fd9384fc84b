import { type ProfileRef } from './profile-selection';

/** The five header states of the product spec's screens and routes, "Navigation". */
export type NavigationState = 'logged-out' | 'company' | 'investor' | 'applicant' | 'no-profile';

export function navigationState(signedIn: boolean, selected: ProfileRef | null): NavigationState {
  if (!signedIn) return 'logged-out';
  if (!selected || selected.type === 'user') return 'no-profile';
  return selected.type;
}

/** Paths where the company LinkedIn banner's text shows: /startups/join, /pricing, /client/startups/{key}. */
export function isLinkedInBannerPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/startups/join' || path === '/pricing') return true;
  const match = /^\/client\/startups\/([^/]+)$/.exec(path);
  return !!match && match[1] !== 'new';
}

export type LinkedInBannerInput = {
  selected: ProfileRef | null;
  /** The selected company's linked professional-network id: null when not linked, undefined when unknown. */
  companyLinkedinId: string | null | undefined;
  pathname: string;
  dismissed: boolean;
};

/**
 * The product spec's screens and routes: only a company profile without a linked professional-network id sees it, it
 * can be closed, and (the rule by path being partly unclear) it shows only where its text does.
 */
export function shouldShowLinkedInBanner({ selected, companyLinkedinId, pathname, dismissed }: LinkedInBannerInput): boolean {
  if (dismissed || selected?.type !== 'company') return false;
  if (companyLinkedinId !== null) return false;
  return isLinkedInBannerPath(pathname);
}
