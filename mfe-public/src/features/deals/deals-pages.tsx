import styled from '@emotion/styled';
import { useDeal, useDeals } from '@nordhub/api-client';
import { Avatar, Badge, Container, EmptyState, FormMessage, PageBody, PageTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { imagePresetPath, imagePresetSrcSet } from '@nordhub/domain';
import { Link } from 'react-router-dom';
import { contentQueryFallback } from '../../components/content/content-parts';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { DealCard, dealTypeLabels } from './deal-card';
import { DealDetails } from './deal-details';

const StyledIntro = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg, maxWidth: '48rem' }));
const StyledGrid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: theme.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));
const StyledHeader = styled.header(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));
const StyledPartner = styled.p(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm, margin: 0 }));
const StyledCover = styled.img(({ theme }) => ({ display: 'block', width: '100%', maxHeight: '24rem', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: theme.radii.lg }));

/** /deals: the published deals for startups. */
export function DealsPage() {
  useDocumentTitle('Deals for startups');
  const deals = useDeals();
  return (
    <Container size="xl">
      <PageBody>
        <PageTitle>Deals for startups</PageTitle>
        <StyledIntro>Offers and guides from our partners for startups on Nordhub. Log in with your startup to see what each deal gives and claim it.</StyledIntro>
        {deals.isPending ? <Skeleton label="Loading the deals…" shape="cards" /> : null}
        {deals.isError ? <FormMessage tone="error">{deals.error.message}</FormMessage> : null}
        {deals.data && deals.data.length === 0 ? (
          <EmptyState title="No deals right now">New offers from our partners appear here; the tools and the blog have more help for startups in the meantime.</EmptyState>
        ) : null}
        {deals.data && deals.data.length > 0 ? (
          <section aria-label="Deals">
            <StyledGrid>
              {deals.data.map((deal) => (
                <li key={deal.id}>
                  <DealCard deal={deal} />
                </li>
              ))}
            </StyledGrid>
          </section>
        ) : null}
      </PageBody>
    </Container>
  );
}

/** /deals/{id} (the deal's key): its public summary, then its details for startups. */
export function DealPage() {
  const key = useRouteParam('id');
  const deal = useDeal(key);
  useDocumentTitle(deal.data ? `${deal.data.title}: a deal for startups` : 'Deal');

  const fallback = contentQueryFallback(deal, 'Loading the deal…');
  if (fallback || !deal.data) return fallback;
  const { title, summary, partnerName, partnerLogo, image, type } = deal.data;
  return (
    <Container size="lg">
      <PageBody as="article" aria-labelledby="deal-title">
        <Link to={getHref('deals')}>All deals</Link>
        <StyledHeader>
          <StyledPartner>
            <Avatar name={partnerName} src={imagePresetPath(partnerLogo, 'thumbnail')} size={48} />
            <span>{partnerName}</span>
            <Badge tone={type === 'DOWNLOAD' ? 'primary' : 'success'}>{dealTypeLabels[type]}</Badge>
          </StyledPartner>
          <PageTitle id="deal-title">{title}</PageTitle>
          {summary ? <StyledIntro>{summary}</StyledIntro> : null}
        </StyledHeader>
        {image ? <StyledCover src={imagePresetPath(image, 'listing') ?? undefined} srcSet={imagePresetSrcSet(image, 'listing')} alt="" /> : null}
        <DealDetails dealKey={key} />
      </PageBody>
    </Container>
  );
}
