import styled from '@emotion/styled';
import { usePartner, usePartnersPage, useSiteConfiguration } from '@nordhub/api-client';
import { type Partner } from '@nordhub/contracts';
import { Button, Container, EmptyState, FormMessage, PageBody, PageTitle, Panel, RichText, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { NavButton, useOpenSignUp, useSessionStatus } from '@nordhub/session';
import { Link } from 'react-router-dom';
import { CategorySections, ContentCard, ContentDetail, groupByCategory } from '../../components/content/content-listing';
import { contentQueryFallback, optionText, StyledMuted, WebsiteLink } from '../../components/content/content-parts';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }));

/** /partners: the page's body text (GET pages/partners) and the partners by category. */
export function PartnersPage() {
  useDocumentTitle('Partners');
  const site = useSiteConfiguration();
  const page = usePartnersPage();
  const groups = page.data ? groupByCategory(page.data.page.partners, site.data?.partnerCategories ?? [], 'Other partners') : [];

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Partners</PageTitle>
        {page.isPending ? <Skeleton label="Loading the partners…" shape="cards" /> : null}
        {page.isError ? <FormMessage tone="error">The partners could not be loaded. {page.error.message}</FormMessage> : null}
        {page.data?.page.content.bodyText ? <RichText text={page.data.page.content.bodyText} /> : null}
        {page.data && page.data.page.partners.length === 0 ? <EmptyState title="No partners yet">Partners appear here as they join; the contact page reaches us if you want to be one.</EmptyState> : null}
        <CategorySections
          idPrefix="partners"
          groups={groups}
          renderItem={(partner) => (
            <ContentCard record={partner} to={getHref('partner', { partner: partner.key })} logoSize={56}>
              <WebsiteLink url={partner.website}>{`${partner.name} website`}</WebsiteLink>
            </ContentCard>
          )}
        />
      </PageBody>
    </Container>
  );
}

/** Browse jobs for everyone; guests are also offered to sign up (and land on the jobs afterwards). */
function PartnerCallToAction({ partner }: { partner: Partner }) {
  const status = useSessionStatus();
  const openSignUp = useOpenSignUp();
  return (
    <Panel align="stretch" aria-labelledby="partner-next">
      <SectionTitle id="partner-next">Find your next job at a Nordic startup</SectionTitle>
      <p>Welcome from {partner.name}! Browse the open jobs at startups in Denmark, Sweden, Norway, Finland and Iceland, or sign up to save jobs and follow startups.</p>
      <StyledActions>
        <NavButton to={getHref('jobs')}>Browse jobs</NavButton>
        {status === 'signed-in' ? null : (
          <Button variant="secondary" disabled={status === 'unknown'} onClick={() => openSignUp(getHref('jobs'))}>
            Sign up
          </Button>
        )}
      </StyledActions>
      <StyledMuted>
        Hiring for a startup? <Link to={getHref('startupsJoin')}>Post your jobs on Nordhub</Link>.
      </StyledMuted>
    </Panel>
  );
}

/** /partners/:partner: one partner's landing page (its visitors arrive here from the partner's site). */
export function PartnerPage() {
  const key = useRouteParam('partner');
  const partner = usePartner(key);
  const site = useSiteConfiguration();
  useDocumentTitle(partner.data ? `${partner.data.name} and Nordhub` : 'Partner');
  const fallback = contentQueryFallback(partner, 'Loading the partner…');
  if (fallback || !partner.data) return fallback;
  const data = partner.data;
  const category = optionText(site.data?.partnerCategories, data.category);

  return (
    <Container size="md">
      <PageBody as="article" aria-labelledby="partner-name">
        <ContentDetail record={data} titleId="partner-name" back={{ to: getHref('partners'), label: 'All partners' }} subtitle={category} />
        <PartnerCallToAction partner={data} />
      </PageBody>
    </Container>
  );
}
