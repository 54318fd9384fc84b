import { StartupLayoutGuard } from '@nordhub/session';
import { Outlet } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { SubNavigation, type SubNavigationLink } from './sub-navigation';

export function startupLinks(company: string): SubNavigationLink[] {
  return [
    { label: 'Dashboard', href: getHref('startup', { company }), end: true },
    { label: 'Jobs', href: getHref('startupJobs', { company }) },
    { label: 'Applicants', href: getHref('startupApplicants', { company }) },
    { label: 'Edit profile', href: getHref('startupEdit', { company }) },
    { label: 'Settings', href: getHref('startupSettings', { company }) },
    { label: 'Careers site', href: getHref('startupCareersSite', { company }) },
    { label: 'Users', href: getHref('startupUsers', { company }) },
    { label: 'Blog', href: getHref('startupBlog', { company }) },
    { label: 'Deals', href: getHref('startupDeals', { company }) },
    { label: 'Headhunter orders', href: getHref('startupScoutOrders', { company }) },
    { label: 'Funding', href: getHref('startupFunding', { company }) },
    { label: 'White-label feeds', href: getHref('startupWhiteLabelFeeds', { company }) },
  ];
}

/**
 * The startup layout (the product spec's screens and routes) of /client/startups/{company}/*: its guard (a client
 * manager; a draft company only on its edit form) around the sub-navigation and the page.
 */
export function StartupLayout() {
  const company = useRouteParam('company');
  return (
    <StartupLayoutGuard companyKey={company}>
      <SubNavigation label="Startup" links={startupLinks(company)} />
      <Outlet />
    </StartupLayoutGuard>
  );
}
