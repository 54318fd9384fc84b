import styled from '@emotion/styled';
import { useClaimCompanyDeal, useCompanyDeal, useCompanyDeals } from '@nordhub/api-client';
import { type CompanyDeal } from '@nordhub/contracts';
import { Badge, Button, Card, ButtonLink, Container, EmptyState, FormMessage, PageBody, PageTitle, PlainList, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { formatDate, storedFilePath } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { Link } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

const StyledTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledText = styled.p({ margin: 0, whiteSpace: 'pre-line' });
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md }));

/** /client/startups/{company}/deals: the partner deals a startup can claim. */
export function StartupDealsPage() {
  const company = useRouteParam('company');
  useDocumentTitle('Deals');
  const deals = useCompanyDeals(company);
  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Deals</PageTitle>
        <StyledMuted>Offers from our partners for startups. Claim one to get its redeem link or document.</StyledMuted>
        {deals.isPending ? <Skeleton label="Loading the deals…" shape="cards" /> : null}
        {deals.isError ? <FormMessage tone="error">{deals.error.message}</FormMessage> : null}
        {deals.data && deals.data.length === 0 ? (
          <EmptyState title="No deals right now">Partners add new deals often; check back soon.</EmptyState>
        ) : null}
        <PlainList aria-label="Deals">
          {(deals.data ?? []).map((deal) => (
            <li key={deal.id}>
              <Card layout="column" aria-label={deal.title}>
                <StyledTitle>
                  <Link to={getHref('startupDeal', { company, id: deal.key })}>{deal.title}</Link> {deal.claimedAt ? <Badge tone="success">Claimed</Badge> : null}
                </StyledTitle>
                <StyledMuted>{deal.partnerName}</StyledMuted>
                {deal.summary ? <StyledText>{deal.summary}</StyledText> : null}
              </Card>
            </li>
          ))}
        </PlainList>
      </PageBody>
    </Container>
  );
}

function DealReward({ deal }: { deal: CompanyDeal }) {
  if (deal.redeemUrl) {
    return (
      <ButtonLink href={deal.redeemUrl} target="_blank" rel="noreferrer">
        Redeem at {deal.partnerName || 'the partner'}
      </ButtonLink>
    );
  }
  if (deal.documentFile) {
    return (
      <ButtonLink href={storedFilePath(deal.documentFile) ?? undefined} download>
        Download {deal.documentFile.name ?? 'the document'}
      </ButtonLink>
    );
  }
  return <StyledMuted>The partner will contact you.</StyledMuted>;
}

/** /client/startups/{company}/deals/{id}: one deal, claimed here once per startup. */
export function StartupDealPage() {
  const company = useRouteParam('company');
  const key = useRouteParam('id');
  const deal = useCompanyDeal(company, key);
  const claim = useClaimCompanyDeal(company);
  const showToast = useShowToast();
  useDocumentTitle(deal.data?.title ?? 'Deal');

  const onClaim = () =>
    claim.mutate(key, {
      onSuccess: (claimed) => showToast(`You claimed ${claimed.title}`, 'success'),
    });

  return (
    <Container size="lg">
      <PageBody>
        <Link to={getHref('startupDeals', { company })}>All deals</Link>
        <PageTitle>{deal.data?.title ?? 'Deal'}</PageTitle>
        {deal.isPending ? <Skeleton label="Loading the deal…" /> : null}
        {deal.isError ? <FormMessage tone="error">{deal.error.message}</FormMessage> : null}
        {deal.data ? (
          <>
            <StyledMuted>{deal.data.partnerName}</StyledMuted>
            {deal.data.summary ? <StyledText>{deal.data.summary}</StyledText> : null}
            {deal.data.description ? <StyledText>{deal.data.description}</StyledText> : null}
            <StyledActions>
              {deal.data.claimedAt ? (
                <>
                  <Badge tone="success">Claimed {formatDate(deal.data.claimedAt)}</Badge>
                  <DealReward deal={deal.data} />
                </>
              ) : (
                <Button onClick={onClaim} loading={claim.isPending}>
                  Claim deal
                </Button>
              )}
            </StyledActions>
            {claim.isError ? <FormMessage tone="error">{claim.error.message}</FormMessage> : null}
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}
