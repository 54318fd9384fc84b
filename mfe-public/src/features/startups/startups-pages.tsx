import { PlaceholderPage } from '@nordhub/design-system';
import { useRouteParam } from '../../route-params';

export function StartupsPage() {
  return <PlaceholderPage title="Browse startups" />;
}

export function StartupPage() {
  const id = useRouteParam('id');
  return <PlaceholderPage title="Startup profile" description={`Startup ${id}`} />;
}

export function StartupWelcomePage() {
  return <PlaceholderPage title="Welcome to Nordhub" description="Your startup profile is ready." />;
}

export function StartupsJoinPage() {
  return <PlaceholderPage title="Hire for your startup" description="Post jobs and reach global talent." />;
}

export function StartupsFaqPage() {
  return <PlaceholderPage title="Startup FAQ" />;
}

export function CareerPageProductPage() {
  return <PlaceholderPage title="Career page for your startup" />;
}

export function WhiteLabelFeedProductPage() {
  return <PlaceholderPage title="White-label job feed" />;
}

export function JobListWidgetPage() {
  return <PlaceholderPage title="Job list widget" />;
}
