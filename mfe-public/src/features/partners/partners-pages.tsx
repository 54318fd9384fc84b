import { PlaceholderPage } from '@nordhub/design-system';
import { titleFromSlug, useRouteParam } from '../../route-params';

export function PartnersPage() {
  return <PlaceholderPage title="Partners" />;
}

export function PartnerPage() {
  const partner = titleFromSlug(useRouteParam('partner'));
  return <PlaceholderPage title={`Partner: ${partner}`} />;
}
