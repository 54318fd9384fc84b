import styled from '@emotion/styled';
import { useSiteConfiguration, useStartup, useStartupJobs } from '@nordhub/api-client';
import { Container, EmptyState, PageBody, PageTitle, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { Link } from 'react-router-dom';
import { JobCardList } from '../../components/jobs/job-card';
import { PerkBadges } from '../../components/startups/perk-badges';
import { getHref } from '../../paths';

const StyledLead = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.fontSizes.lg }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledText = styled.p({ margin: 0 });
const StyledSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));

/**
 * /careers: working at Nordhub, and Nordhub's own open jobs. Nordhub is a company on the
 * platform like any startup (key NORDHUB_COMPANY_KEY, in the site configuration), so its jobs
 * come from the same public job list a startup profile shows.
 */
export function CareersPage() {
  useDocumentTitle('Work at Nordhub');
  const configuration = useSiteConfiguration();
  const companyKey = configuration.data?.nordhubCompanyKey;
  return (
    <Container size="md">
      <PageBody>
        <PageTitle>Work at Nordhub</PageTitle>
        <StyledLead>Help global talent find their place in Nordic startups, and help those startups grow.</StyledLead>
        <StyledSection aria-labelledby="careers-why">
          <SectionTitle id="careers-why">Why Nordhub</SectionTitle>
          <StyledText>
            We are a small team building the job marketplace for startups in Denmark, Sweden, Norway, Finland and Iceland. Every
            day thousands of people use Nordhub to find a job they care about, and startups use it to find the people who will build
            their companies with them.
          </StyledText>
          <StyledText>
            You get real ownership from your first week, a team that writes things down and helps each other, and the freedom to
            work from where you do your best work within the Nordics.
          </StyledText>
        </StyledSection>
        {companyKey ? (
          <NordhubJobs companyKey={companyKey} />
        ) : configuration.isError ? (
          <StyledMuted role="alert">Our open positions could not be loaded. Please try again later.</StyledMuted>
        ) : (
          <Skeleton label="Loading our open positions…" shape="cards" />
        )}
        <StyledText>
          No role that fits? We still like to hear from good people: <Link to={getHref('contact')}>get in touch</Link>.
        </StyledText>
      </PageBody>
    </Container>
  );
}

function NordhubJobs({ companyKey }: { companyKey: string }) {
  const company = useStartup(companyKey);
  const jobs = useStartupJobs(companyKey);
  const perks = company.data?.perks ?? [];
  return (
    <>
      {perks.length > 0 ? (
        <StyledSection aria-labelledby="careers-perks">
          <SectionTitle id="careers-perks">What we offer</SectionTitle>
          <PerkBadges perks={perks} />
        </StyledSection>
      ) : null}
      <StyledSection aria-labelledby="careers-jobs">
        <SectionTitle id="careers-jobs">Open positions</SectionTitle>
        {jobs.isPending ? (
          <Skeleton label="Loading our open positions…" shape="cards" />
        ) : jobs.isError ? (
          <StyledMuted role="alert">Our open positions could not be loaded. {jobs.error.message}</StyledMuted>
        ) : jobs.data.docs.length === 0 ? (
          <EmptyState title="We have no open positions right now" headingLevel={3}>
            New positions show here as soon as we open them; check back soon.
          </EmptyState>
        ) : (
          <JobCardList jobs={jobs.data.docs} />
        )}
        {company.data ? (
          <StyledText>
            <Link to={getHref('startup', { id: company.data.key })}>See Nordhub&apos;s company profile</Link>
          </StyledText>
        ) : null}
      </StyledSection>
    </>
  );
}
