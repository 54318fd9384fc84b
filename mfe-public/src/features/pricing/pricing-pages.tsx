import { PlaceholderPage } from '@nordhub/design-system';

export function PricingPage() {
  return <PlaceholderPage title="Pricing" description="What it costs to post a job in each Nordic country." />;
}
