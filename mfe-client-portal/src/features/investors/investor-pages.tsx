import { PlaceholderPage } from '@nordhub/design-system';
import { useRouteParam } from '../../route-params';

export function InvestorNewPage() {
  return <PlaceholderPage title="Create an investor profile" />;
}

export function InvestorDashboardPage() {
  const investor = useRouteParam('investor');
  return <PlaceholderPage title="Investor dashboard" description={`Investor ${investor}`} />;
}

export function InvestorEditPage() {
  return <PlaceholderPage title="Edit investor profile" />;
}

export function InvestorProfilePage() {
  return <PlaceholderPage title="Investor profile" />;
}

export function InvestorSettingsPage() {
  return <PlaceholderPage title="Investor settings" />;
}

export function InvestorStartupsPage() {
  return <PlaceholderPage title="Portfolio" description="Startups this investor has invested in." />;
}

export function InvestorStartupPage() {
  const id = useRouteParam('id');
  return <PlaceholderPage title="Portfolio entry" description={`Entry ${id}`} />;
}

export function InvestorUsersPage() {
  return <PlaceholderPage title="Investor users" />;
}
