import { getHref } from '../paths';

export type NavigationLink = {
  label: string;
  href: string;
  /** Marked NEW in the header (spec section 2: Scout). */
  isNew?: boolean;
};

export type NavigationOptions = {
  headhunterEnabled: boolean;
};

/** The logged-out header navigation (spec section 2, Navigation). */
export function loggedOutNavigation({ headhunterEnabled }: NavigationOptions): NavigationLink[] {
  return [
    { label: 'Find jobs', href: getHref('jobs') },
    { label: 'Browse startups', href: getHref('startups') },
    { label: 'Pricing', href: getHref('pricing') },
    ...(headhunterEnabled ? [{ label: 'Scout', href: getHref('scout'), isNew: true }] : []),
    { label: 'For startups', href: getHref('startupsJoin') },
  ];
}

export type FooterColumn = {
  title: string;
  links: Array<NavigationLink & { external?: boolean }>;
};

/** Footer columns (spec section 2: For Candidates, For startups, Company, Explore). */
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

/** The copyright year is fixed by the spec (section 2, Footer). */
export const copyrightYear = 2024;
