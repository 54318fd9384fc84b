import { PlaceholderPage } from '@nordhub/design-system';
import { useParams } from 'react-router-dom';

export function CareersHomePage() {
  return <PlaceholderPage title="Join our team" description="Open positions at this startup." />;
}

export function CareersJobPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage title="Job" description={`Job ${id}`} />;
}
