import { PlaceholderPage } from '@nordhub/design-system';

export function BlogPage() {
  return <PlaceholderPage title="Blog" description="News and insights from the Nordic startup scene." />;
}
