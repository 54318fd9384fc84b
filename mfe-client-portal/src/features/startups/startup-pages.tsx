import { PlaceholderPage } from '@nordhub/design-system';
import { useRouteParam } from '../../route-params';

export function StartupNewPage() {
  return <PlaceholderPage title="Create a startup profile" />;
}

export function StartupDashboardPage() {
  const company = useRouteParam('company');
  return <PlaceholderPage title="Startup dashboard" description={`Startup ${company}`} />;
}

export function StartupApplicantsPage() {
  return <PlaceholderPage title="All applicants" />;
}

export function StartupBlogPage() {
  return <PlaceholderPage title="Startup blog" />;
}

export function StartupDealsPage() {
  return <PlaceholderPage title="Deals" />;
}

export function StartupDealPage() {
  const id = useRouteParam('id');
  return <PlaceholderPage title="Deal" description={`Deal ${id}`} />;
}

export function StartupEditPage() {
  return <PlaceholderPage title="Edit startup profile" />;
}

export function StartupFundingPage() {
  return <PlaceholderPage title="Funding" />;
}

export function StartupFundingInvestorPage() {
  const id = useRouteParam('id');
  return <PlaceholderPage title="Investor" description={`Investor ${id}`} />;
}

export function StartupProfilePage() {
  return <PlaceholderPage title="Startup profile" />;
}

export function StartupSettingsPage() {
  return <PlaceholderPage title="Startup settings" />;
}

export function StartupUsersPage() {
  return <PlaceholderPage title="Startup users" />;
}

export function StartupWhiteLabelFeedsPage() {
  return <PlaceholderPage title="White-label feeds" />;
}
