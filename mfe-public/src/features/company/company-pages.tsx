import { ContentPageView } from '../../components/content-page';

/** /about: who Nordhub is (GET /pages/about). */
export function AboutPage() {
  return <ContentPageView pageKey="about" loadingTitle="About Nordhub" />;
}

/** /terms: the terms of service (GET /pages/terms). */
export function TermsPage() {
  return <ContentPageView pageKey="terms" loadingTitle="Terms of service" />;
}

/** /privacy-policy: the privacy policy, cookies included (GET /pages/privacy-policy). */
export function PrivacyPolicyPage() {
  return <ContentPageView pageKey="privacy-policy" loadingTitle="Privacy policy" />;
}

/** /community-program: the programme for communities and accelerators (GET /pages/community-program). */
export function CommunityProgramPage() {
  return <ContentPageView pageKey="community-program" loadingTitle="Community program" />;
}
