import { PlaceholderPage } from '@nordhub/design-system';

export function ScoutPage() {
  return <PlaceholderPage title="Scout" description="Let a headhunter find your next hire." />;
}

export function HeadhunterPage() {
  return <PlaceholderPage title="Headhunter" />;
}

export function ScoutTermsPage() {
  return <PlaceholderPage title="Scout terms" />;
}

export function HeadhunterTermsPage() {
  return <PlaceholderPage title="Headhunter terms" />;
}
