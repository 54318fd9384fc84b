import styled from '@emotion/styled';
import { useCompanyDashboard, useManagedCompany } from '@nordhub/api-client';
import { jobStatusLabels } from '@nordhub/contracts';
import { Container, EmptyState, FormMessage, LineChart, PageBody, PageTitle, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { formatNumber, formatShortDay } from '@nordhub/domain';
import { Link } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

const StyledCards = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: theme.space.lg,
}));
const StyledCard = styled.section(({ theme }) => ({
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.background,
}));
const StyledCounts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr max-content',
  gap: `${theme.space.xs} ${theme.space.lg}`,
  margin: 0,
  dd: { margin: 0, fontWeight: theme.typography.fontWeights.semibold, textAlign: 'right' },
}));

function Counts({ rows }: { rows: { label: string; count: number }[] }) {
  return (
    <StyledCounts>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd>{formatNumber(row.count)}</dd>
        </div>
      ))}
    </StyledCounts>
  );
}

/** /client/startups/{company}: jobs by status, applicants by board column, and views and applicants per day. */
export function StartupDashboardPage() {
  const key = useRouteParam('company');
  const company = useManagedCompany(key);
  const dashboard = useCompanyDashboard(key);
  useDocumentTitle(company.data ? `${company.data.name} dashboard` : 'Startup dashboard');
  const data = dashboard.data;

  return (
    <Container>
      <PageBody>
        <PageTitle>{company.data ? company.data.name : 'Startup dashboard'}</PageTitle>
        {dashboard.isError ? <FormMessage tone="error">{dashboard.error.message}</FormMessage> : null}
        {!data && !dashboard.isError ? <Skeleton label="Loading the dashboard…" /> : null}
        {data ? (
          <>
            <StyledCards>
              <StyledCard aria-labelledby="dashboard-jobs">
                <SectionTitle id="dashboard-jobs">Jobs by status</SectionTitle>
                {data.jobsByStatus.some((row) => row.count > 0) ? (
                  <Counts rows={data.jobsByStatus.map((row) => ({ label: jobStatusLabels[row.status], count: row.count }))} />
                ) : (
                  <EmptyState title="No jobs yet" headingLevel={3}>
                    Jobs you post are counted here by status.
                  </EmptyState>
                )}
                <p>
                  <Link to={getHref('startupJobs', { company: key })}>All jobs</Link>
                </p>
              </StyledCard>
              <StyledCard aria-labelledby="dashboard-applicants">
                <SectionTitle id="dashboard-applicants">Applicants by column</SectionTitle>
                {data.applicantsByColumn.some((row) => row.count > 0) ? (
                  // The board's columns under the company's own names, as the board shows them.
                  <Counts rows={data.applicantsByColumn.map((row) => ({ label: row.name, count: row.count }))} />
                ) : (
                  <EmptyState title="No applicants yet" headingLevel={3}>
                    People who apply are counted here by column.
                  </EmptyState>
                )}
                <p>
                  <Link to={getHref('startupApplicants', { company: key })}>All applicants</Link>
                </p>
              </StyledCard>
            </StyledCards>
            <StyledCard aria-labelledby="dashboard-activity">
              <SectionTitle id="dashboard-activity">Activity</SectionTitle>
              <LineChart
                title={`Job views and applicants, last ${data.timeline.length} days`}
                labels={data.timeline.map((day) => day.day)}
                formatTick={formatShortDay}
                series={[
                  { name: 'Job views', values: data.timeline.map((day) => day.views) },
                  { name: 'Applicants', values: data.timeline.map((day) => day.applicants), color: 'success' },
                ]}
                empty={{
                  title: 'No job views yet',
                  description: 'Views and applicants appear here once people open your live jobs.',
                }}
              />
            </StyledCard>
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}
