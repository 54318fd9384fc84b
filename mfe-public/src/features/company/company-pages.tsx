import { PlaceholderPage } from '@nordhub/design-system';

export function AboutPage() {
  return <PlaceholderPage title="About Nordhub" description="Who we are and why we connect talent with Nordic startups." />;
}

export function ContactPage() {
  return <PlaceholderPage title="Contact us" description="Questions about jobs, startups or partnerships: get in touch." />;
}

export function CareersPage() {
  return <PlaceholderPage title="Work at Nordhub" description="Open positions in the Nordhub team." />;
}

export function TermsPage() {
  return <PlaceholderPage title="Terms of service" />;
}

export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy policy" />;
}

export function CommunityProgramPage() {
  return <PlaceholderPage title="Community program" description="Join the Nordhub community program." />;
}
