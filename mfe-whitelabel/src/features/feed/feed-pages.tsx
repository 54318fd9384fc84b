import { PlaceholderPage } from '@nordhub/design-system';
import { useParams } from 'react-router-dom';

export function FeedHomePage() {
  return <PlaceholderPage title="Latest startup jobs" />;
}

export function FeedJobPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage title="Job" description={`Job ${id}`} />;
}
