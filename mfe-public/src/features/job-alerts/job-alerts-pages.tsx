import { PlaceholderPage } from '@nordhub/design-system';

export function EmailSignupPage() {
  return <PlaceholderPage title="Get new jobs by email" description="A daily or weekly digest of jobs that match your search." />;
}

export function ProfileSettingsPage() {
  return <PlaceholderPage title="Email notifications" description="Choose how often you receive job digests." />;
}
