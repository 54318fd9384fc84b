import styled from '@emotion/styled';
import { isApiClientError, useStartup } from '@nordhub/api-client';
import { type Company } from '@nordhub/contracts';
import { Container, ErrorPage, PageBody, PageTitle, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { Link } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

const StyledLead = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));

const StyledNext = styled.ul(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, margin: 0, paddingLeft: theme.space.lg }));

function Welcome({ company }: { company: Company }) {
  const key = { company: company.key };
  return (
    <Container size="md">
      <PageBody>
        <PageTitle>Welcome to Nordhub</PageTitle>
        <StyledLead>
          The profile of <Link to={getHref('startup', { id: company.key })}>{company.name}</Link> is live: job seekers can find it under{' '}
          <Link to={getHref('startups')}>Browse startups</Link> and follow it.
        </StyledLead>
        <section aria-labelledby="startup-welcome-next">
          <SectionTitle id="startup-welcome-next">What next</SectionTitle>
          <StyledNext>
            <li>
              <Link to={getHref('portalStartupJobNew', key)}>Post your first job</Link>
            </li>
            <li>
              <Link to={getHref('portalStartupEdit', key)}>Add your team, gallery and perks</Link>
            </li>
            <li>
              <Link to={getHref('portalStartupDashboard', key)}>Go to your dashboard</Link>
            </li>
          </StyledNext>
        </section>
      </PageBody>
    </Container>
  );
}

/** /startups/:id/welcome: where a startup lands once its profile is published; a draft is the 404 page. */
export function StartupWelcome() {
  const key = useRouteParam('id');
  const company = useStartup(key);
  useDocumentTitle('Welcome to Nordhub');
  if (company.isPending) return <Container size="md"><Skeleton label="Loading…" /></Container>;
  if (company.isError) {
    const status = isApiClientError(company.error) ? company.error.status : null;
    return status === 404 ? <ErrorPage status={404} /> : <ErrorPage status={status ?? 500} message={company.error.message} />;
  }
  return <Welcome company={company.data} />;
}
