import { InvestorLayoutGuard } from '@nordhub/session';
import { Outlet } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { type PortalSection, PortalWorkspace } from './portal-workspace';

export function investorLinks(investor: string): PortalSection[] {
  return [
    { label: 'Dashboard', href: getHref('investor', { investor }), end: true },
    { label: 'Edit profile', href: getHref('investorEdit', { investor }) },
    { label: 'Settings', href: getHref('investorSettings', { investor }) },
    // The page's own word: the startups an investor lists are its portfolio.
    { label: 'Portfolio', href: getHref('investorStartups', { investor }) },
    { label: 'Users', href: getHref('investorUsers', { investor }) },
  ];
}

/**
 * The investor layout (the product spec's screens and routes) of /client/investors/{investor}/*: its guard (an
 * investor manager; a draft investor only on its edit form) around the workspace (sidebar, page).
 */
export function InvestorLayout() {
  const investor = useRouteParam('investor');
  return (
    <InvestorLayoutGuard investorKey={investor}>
      <PortalWorkspace
        label="Investor"
        sections={investorLinks(investor)}
        isCurrentProfile={(profile) => profile.type === 'investor' && profile.key === investor}
      >
        <Outlet />
      </PortalWorkspace>
    </InvestorLayoutGuard>
  );
}
