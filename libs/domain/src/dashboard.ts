import { type ProfileRef } from './profile-selection';

/** Where /dashboard sends a signed-in user when no profile applies (the product spec's screens and routes, profile links). */
export const accountSettingsPath = '/settings';

/**
 * The dashboard of a profile (/dashboard, and the header's 'My dashboard'): a startup's company
 * dashboard, an investor's dashboard, the applicant page, or My Account for a user without one.
 */
export function dashboardPath(profile: ProfileRef | null): string {
  if (profile?.type === 'company' && profile.key) return `/client/startups/${encodeURIComponent(profile.key)}`;
  if (profile?.type === 'investor' && profile.key) return `/client/investors/${encodeURIComponent(profile.key)}`;
  if (profile?.type === 'applicant') return '/client/applicant';
  return accountSettingsPath;
}
