import { PlaceholderPage } from '@nordhub/design-system';

/** Where a signed-in user lands without access to the startup they asked for (the product spec's screens and routes). */
export function ClientHomePage() {
  return (
    <PlaceholderPage
      title="Client portal"
      description="You have no access to that startup. Choose one of your profiles or create a new one."
    />
  );
}
