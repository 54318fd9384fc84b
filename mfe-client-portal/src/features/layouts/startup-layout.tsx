import { useCompanyDashboard } from '@nordhub/api-client';
import { StartupLayoutGuard } from '@nordhub/session';
import { Outlet } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { type PortalSection, PortalWorkspace } from './portal-workspace';

export type StartupCounts = { jobs: number; applicants: number } | null;

export function startupLinks(company: string, counts: StartupCounts = null): PortalSection[] {
  return [
    { label: 'Dashboard', href: getHref('startup', { company }), end: true },
    { label: 'Jobs', href: getHref('startupJobs', { company }), count: counts?.jobs },
    { label: 'Applicants', href: getHref('startupApplicants', { company }), count: counts?.applicants },
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

/** The sidebar of a startup's workspace; its counts are the dashboard's totals (one query the dashboard page shares). */
function StartupWorkspace({ company }: { company: string }) {
  const dashboard = useCompanyDashboard(company);
  const totals = dashboard.data?.totals ?? null;
  return (
    <PortalWorkspace
      label="Startup"
      sections={startupLinks(company, totals)}
      isCurrentProfile={(profile) => profile.type === 'company' && profile.key === company}
    >
      <Outlet />
    </PortalWorkspace>
  );
}

/**
 * The startup layout (the product spec's screens and routes) of /client/startups/{company}/*: its guard (a client
 * manager; a draft company only on its edit form) around the workspace (sidebar, page).
 */
export function StartupLayout() {
  const company = useRouteParam('company');
  return (
    <StartupLayoutGuard companyKey={company}>
      <StartupWorkspace company={company} />
    </StartupLayoutGuard>
  );
}
