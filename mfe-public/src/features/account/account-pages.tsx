import { PlaceholderPage } from '@nordhub/design-system';

export function DashboardPage() {
  return <PlaceholderPage title="My dashboard" />;
}

export function SettingsPage() {
  return <PlaceholderPage title="My Account" />;
}
