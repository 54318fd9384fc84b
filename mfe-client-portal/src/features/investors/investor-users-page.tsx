import { PlaceholderPage } from '@nordhub/design-system';

export function InvestorUsersPage() {
  return <PlaceholderPage title="Investor users" />;
}
