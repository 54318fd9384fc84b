import { startupQueryOptions } from '@nordhub/api-client';
import { type QueryClient } from '@tanstack/react-query';
import { JobListWidget } from './job-list-widget-page';
import { StartupProfilePage } from './startup-profile-page';
import { CareerPageProduct, StartupsFaq, StartupsJoin, WhiteLabelFeedProduct } from './startup-product-pages';
import { StartupWelcome } from './startup-welcome-page';

export function StartupPage() {
  return <StartupProfilePage />;
}

export function StartupWelcomePage() {
  return <StartupWelcome />;
}

export function StartupsJoinPage() {
  return <StartupsJoin />;
}

export function StartupsFaqPage() {
  return <StartupsFaq />;
}

export function CareerPageProductPage() {
  return <CareerPageProduct />;
}

export function WhiteLabelFeedProductPage() {
  return <WhiteLabelFeedProduct />;
}

export function JobListWidgetPage() {
  return <JobListWidget />;
}

/** Asks for the profile a startup's page shows first, into the app's query cache (the remote's `prefetch`). */
export function prefetchStartupPage(key: string, queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(startupQueryOptions(key));
}
