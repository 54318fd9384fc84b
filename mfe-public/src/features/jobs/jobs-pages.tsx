import { PlaceholderPage } from '@nordhub/design-system';
import { titleFromSlug, useRouteParam } from '../../route-params';

export function JobsPage() {
  return <PlaceholderPage title="Find jobs" description="Search jobs at startups in Denmark, Sweden, Norway, Finland and Iceland." />;
}

export function JobPage() {
  const id = useRouteParam('id');
  return <PlaceholderPage title="Job" description={`Job ${id}`} />;
}

export function JobWelcomePage() {
  return <PlaceholderPage title="Your job is published" />;
}

export function JobResendApplicantsPage() {
  return <PlaceholderPage title="Resend applicants" />;
}

export function JobsInCountryPage() {
  const country = titleFromSlug(useRouteParam('country'));
  return <PlaceholderPage title={`Jobs in ${country}`} />;
}

export function JobsInCityPage() {
  const country = titleFromSlug(useRouteParam('country'));
  const city = titleFromSlug(useRouteParam('city'));
  return <PlaceholderPage title={`Jobs in ${city}, ${country}`} />;
}

export function ExternalFeaturedJobsPage() {
  return <PlaceholderPage title="Featured jobs" />;
}
