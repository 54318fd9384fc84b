import { PlaceholderPage } from '@nordhub/design-system';
import { useRouteParam } from '../../route-params';

export function StartupJobsPage() {
  return <PlaceholderPage title="Jobs" />;
}

export function StartupJobNewPage() {
  return <PlaceholderPage title="Post a job" />;
}

export function StartupJobPage() {
  const job = useRouteParam('job');
  return <PlaceholderPage title="Job" description={`Job ${job}`} />;
}

export function StartupJobBoostPage() {
  return <PlaceholderPage title="Boost job" />;
}

export function StartupJobBoostedPage() {
  return <PlaceholderPage title="Job boosted" />;
}

export function StartupJobEditPage() {
  return <PlaceholderPage title="Edit job" />;
}

export function StartupJobHeadhunterPostedPage() {
  return <PlaceholderPage title="Job sent to the headhunter" />;
}

export function StartupJobHeadhunterStepsPage() {
  return <PlaceholderPage title="Headhunter steps" />;
}

export function StartupJobMaxPostedPage() {
  return <PlaceholderPage title="Job posted with maximum reach" />;
}

export function StartupJobMonetisePage() {
  return <PlaceholderPage title="Monetise job" />;
}

export function StartupJobPostedPage() {
  return <PlaceholderPage title="Job posted" />;
}
