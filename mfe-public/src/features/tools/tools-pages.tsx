import { PlaceholderPage } from '@nordhub/design-system';
import { useRouteParam } from '../../route-params';

export function ToolsPage() {
  return <PlaceholderPage title="Tools for startups" />;
}

export function ToolPage() {
  const id = useRouteParam('id');
  return <PlaceholderPage title="Tool" description={`Tool ${id}`} />;
}
