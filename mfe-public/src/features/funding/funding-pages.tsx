import { PlaceholderPage } from '@nordhub/design-system';
import { useRouteParam } from '../../route-params';

export function FundingPage() {
  return <PlaceholderPage title="Funding" description="Investors backing Nordic startups." />;
}

export function FundingInvestorPage() {
  const id = useRouteParam('id');
  return <PlaceholderPage title="Investor profile" description={`Investor ${id}`} />;
}

export function FundingQuizPage() {
  return <PlaceholderPage title="Funding quiz" />;
}

export function FundingQuizResultsPage() {
  return <PlaceholderPage title="Your funding matches" />;
}

export function InvestorsJoinPage() {
  return <PlaceholderPage title="Join as an investor" />;
}
