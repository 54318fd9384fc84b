import { PlaceholderPage } from '@nordhub/design-system';
import { useSearchParams } from 'react-router-dom';

export function ApplicantPage() {
  // ?create=1 while the user creates an applicant profile (spec section 2).
  const [searchParams] = useSearchParams();
  const creating = searchParams.get('create') === '1';
  return <PlaceholderPage title={creating ? 'Create your applicant profile' : 'Applicant profile'} />;
}

export function ApplicantSettingsPage() {
  return <PlaceholderPage title="Quick apply settings" />;
}

export function FollowedStartupsPage() {
  return <PlaceholderPage title="Followed startups" />;
}
