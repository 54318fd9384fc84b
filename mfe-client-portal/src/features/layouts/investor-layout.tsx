import { InvestorLayoutGuard } from '@nordhub/session';
import { Outlet } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { SubNavigation, type SubNavigationLink } from './sub-navigation';

export function investorLinks(investor: string): SubNavigationLink[] {
  return [
    { label: 'Dashboard', href: getHref('investor', { investor }), end: true },
    { label: 'Edit profile', href: getHref('investorEdit', { investor }) },
    { label: 'Settings', href: getHref('investorSettings', { investor }) },
    { label: 'Startups', href: getHref('investorStartups', { investor }) },
    { label: 'Users', href: getHref('investorUsers', { investor }) },
  ];
}

/**
 * The investor layout (the product spec's screens and routes) of /client/investors/{investor}/*: its guard (an
 * investor manager; a draft investor only on its edit form) around the sub-navigation and the page.
 */
export function InvestorLayout() {
  const investor = useRouteParam('investor');
  return (
    <InvestorLayoutGuard investorKey={investor}>
      <SubNavigation label="Investor" links={investorLinks(investor)} />
      <Outlet />
    </InvestorLayoutGuard>
  );
}
