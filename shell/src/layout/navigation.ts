import { type ProfileView } from '@nordhub/contracts';
import { type NavigationState } from '@nordhub/domain';
import { getHref } from '../paths';

/**
 * The header's mode at a path: inside the client portal (/client and below) the workspace's
 * (brand and account menu; the portal's sidebar navigates), elsewhere the full public header.
 */
export function headerModeAt(pathname: string): 'full' | 'workspace' {
  return pathname === '/client' || pathname.startsWith('/client/') ? 'workspace' : 'full';
}

export type NavigationLink = {
  label: string;
  href: string;
  /** Marked NEW in the header (the product spec's screens and routes: Scout). */
  isNew?: boolean;
  /** Opens another site in a new tab. */
  external?: boolean;
};

export type NavigationOptions = {
  headhunterEnabled: boolean;
};

/** The logged-out header navigation (the product spec's screens and routes, Navigation). */
export function loggedOutNavigation({ headhunterEnabled }: NavigationOptions): NavigationLink[] {
  return [
    { label: 'Find jobs', href: getHref('jobs') },
    { label: 'Browse startups', href: getHref('startups') },
    { label: 'Pricing', href: getHref('pricing') },
    ...(headhunterEnabled ? [{ label: 'Scout', href: getHref('scout'), isNew: true }] : []),
    { label: 'For startups', href: getHref('startupsJoin') },
  ];
}

/** The investors' news site (the product spec's screens and routes: "News & Insights (external link)"). */
export const newsAndInsightsUrl = 'https://insights.nordhub.io';

export type HeaderNavigationOptions = NavigationOptions & {
  /** The selected company's or investor's key (for a company's Jobs). */
  profileKey?: string | null;
};

/** The header links for each of the five states of the product spec's screens and routes, "Navigation". */
export function headerNavigation(state: NavigationState, { headhunterEnabled, profileKey }: HeaderNavigationOptions): NavigationLink[] {
  const findJobs = { label: 'Find jobs', href: getHref('jobs') };
  const browseStartups = { label: 'Browse startups', href: getHref('startups') };
  const investorSet: NavigationLink[] = [
    findJobs,
    browseStartups,
    { label: 'News & Insights', href: newsAndInsightsUrl, external: true },
    { label: 'Followed startups', href: getHref('followedStartups') },
  ];
  switch (state) {
    case 'logged-out':
      return loggedOutNavigation({ headhunterEnabled });
    case 'company':
      return [
        findJobs,
        browseStartups,
        ...(headhunterEnabled ? [{ label: 'Scout', href: getHref('scout') }] : []),
        { label: 'Pricing', href: getHref('pricing') },
        // One word per thing (decision 024): a startup's job list is 'Jobs' here as in its sidebar;
        // the spec's 'My jobs' named both this and a seeker's applications.
        { label: 'Jobs', href: profileKey ? `/client/startups/${encodeURIComponent(profileKey)}/jobs` : getHref('myJobs') },
      ];
    case 'investor':
      return investorSet;
    case 'applicant':
      return [...investorSet, { label: 'My applications', href: getHref('myJobs') }];
    case 'no-profile':
      return [
        { label: 'For investors', href: getHref('investorsJoin') },
        { label: 'For startups', href: getHref('startupsJoin') },
      ];
  }
}

export type ProfileMenuLink = { id: string; label: string; href: string };

/** The profile dropdown's own items by profile type (the product spec's screens and routes). */
export function profileMenuLinks(profile: Pick<ProfileView, 'type' | 'key'>): ProfileMenuLink[] {
  const key = encodeURIComponent(profile.key ?? '');
  switch (profile.type) {
    case 'company':
      return [
        { id: 'edit', label: 'Edit startup profile', href: `/client/startups/${key}/edit` },
        { id: 'settings', label: 'Startup settings', href: `/client/startups/${key}/settings` },
        { id: 'applicants', label: 'All applicants', href: `/client/startups/${key}/applicants` },
        { id: 'faq', label: 'FAQ', href: getHref('startupsFaq') },
      ];
    case 'investor':
      return [
        { id: 'edit', label: 'Edit investor profile', href: `/client/investors/${key}/edit` },
        { id: 'settings', label: 'Investor settings', href: `/client/investors/${key}/settings` },
      ];
    case 'applicant':
      return [
        { id: 'quick-apply', label: 'Quick apply', href: getHref('applicantSettings') },
        // The job digest's settings (/profile-settings/{settingsKey}): the menu asks for the key when
        // chosen (ProfileMenu); a seeker with no digest yet subscribes here.
        { id: 'notifications', label: 'Email notifications', href: getHref('emailSignup') },
      ];
    case 'user':
      return [];
  }
}

export type FooterColumn = {
  title: string;
  links: Array<NavigationLink & { external?: boolean }>;
};

/** Footer columns (the product spec's screens and routes: For Candidates, For startups, Company, Explore). */
export function footerColumns({ headhunterEnabled }: NavigationOptions): FooterColumn[] {
  return [
    {
      title: 'For Candidates',
      links: [
        { label: 'Find jobs', href: getHref('jobs') },
        { label: 'Browse startups', href: getHref('startups') },
        { label: 'Job alerts by email', href: getHref('emailSignup') },
        { label: 'Community program', href: getHref('communityProgram') },
      ],
    },
    {
      title: 'For startups',
      links: [
        { label: 'Post a job', href: getHref('startupsJoin') },
        { label: 'Pricing', href: getHref('pricing') },
        ...(headhunterEnabled ? [{ label: 'Scout', href: getHref('scout') }] : []),
        { label: 'Career page', href: getHref('careerPage') },
        { label: 'White-label job feed', href: getHref('whiteLabelFeed') },
        { label: 'Deals', href: getHref('deals') },
        { label: 'Tools', href: getHref('tools') },
        { label: 'Startup FAQ', href: getHref('startupsFaq') },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About', href: getHref('about') },
        { label: 'Blog', href: getHref('blog') },
        { label: 'Funding', href: getHref('funding') },
        { label: 'For investors', href: getHref('investorsJoin') },
        { label: 'Partners', href: getHref('partners') },
        { label: 'Careers', href: getHref('careers') },
        { label: 'Contact', href: getHref('contact') },
      ],
    },
    {
      title: 'Explore',
      links: [
        { label: 'LinkedIn', href: 'https://www.linkedin.com/company/nordhub', external: true },
        { label: 'Facebook', href: 'https://www.facebook.com/nordhub', external: true },
        { label: 'Instagram', href: 'https://www.instagram.com/nordhub', external: true },
        { label: 'X', href: 'https://x.com/nordhub', external: true },
      ],
    },
  ];
}

/** The copyright year is fixed by the product spec (screens and routes, Footer). */
export const copyrightYear = 2024;
