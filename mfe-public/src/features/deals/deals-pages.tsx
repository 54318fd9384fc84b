import { PlaceholderPage } from '@nordhub/design-system';
import { useRouteParam } from '../../route-params';

export function DealsPage() {
  return <PlaceholderPage title="Deals for startups" />;
}

export function DealPage() {
  const id = useRouteParam('id');
  return <PlaceholderPage title="Deal" description={`Deal ${id}`} />;
}
