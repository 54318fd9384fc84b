import type { PlatformName } from './profile-selection';

/** What a platform's site calls itself and says first on its home page. */
export interface PlatformSite {
  name: string;
  homeTitle: string;
  homeLead: string;
}

export const platformSites: Record<PlatformName, PlatformSite> = {
  main: {
    name: 'Nordhub',
    homeTitle: 'Find your next job at a Nordic startup',
    homeLead: 'Nordhub connects global talent with career opportunities in startups across Denmark, Sweden, Norway, Finland and Iceland.',
  },
  impact: {
    name: 'Nordhub Impact',
    homeTitle: 'Find your next job at a Nordic impact startup',
    homeLead:
      'Nordhub Impact connects global talent with startups across Denmark, Sweden, Norway, Finland and Iceland that work on climate, health and the UN Sustainable Development Goals.',
  },
};

export const otherPlatform = (platform: PlatformName): PlatformName => (platform === 'main' ? 'impact' : 'main');

/**
 * A link to `path` on the other platform's site: always absolute (the product spec), from the
 * configured site origins; null when the deployment names none.
 */
export function otherPlatformHref(
  platform: PlatformName,
  siteUrls: Partial<Record<PlatformName, string>> | undefined,
  path = '/',
): string | null {
  const origin = siteUrls?.[otherPlatform(platform)];
  return origin ? new URL(path, origin.endsWith('/') ? origin : `${origin}/`).href : null;
}
