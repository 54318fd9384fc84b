import styled from '@emotion/styled';
import { isApiClientError, useInvestor, usePortfolioJobs } from '@nordhub/api-client';
import { type JobListItem } from '@nordhub/contracts';
import { Button, EmptyState, ErrorPage, FormMessage, Pager, SectionTitle, Skeleton, useDocumentTitle, VisuallyHidden } from '@nordhub/design-system';
import { formatJobTotal, INVESTOR_JOB_BOARD_PAGE_SIZE, INVESTOR_PAGE_JOBS, jobSearchToParams, lastPageOf, locationShortName } from '@nordhub/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { JobCardList } from '../../components/jobs/job-card';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

/** The job search filtered by the investor ("jobs at startups backed by X"). */
export function investorJobSearchHref(investorKey: string): string {
  return `${getHref('jobs')}?${jobSearchToParams({ investor: investorKey }).toString()}`;
}


const StyledSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** The investor page's "Open jobs in the portfolio": the newest few and a link to all of them in the job search. */
export function PortfolioJobsSection({ investorKey, investorName }: { investorKey: string; investorName: string }) {
  const jobs = usePortfolioJobs(investorKey, { pageSize: INVESTOR_PAGE_JOBS });
  const data = jobs.data;
  return (
    <StyledSection aria-labelledby="investor-portfolio-jobs">
      <SectionTitle id="investor-portfolio-jobs">Open jobs in the portfolio</SectionTitle>
      {jobs.isPending ? <Skeleton label="Loading the portfolio’s jobs…" shape="cards" /> : null}
      {jobs.isError ? <FormMessage tone="error">The portfolio’s jobs could not be loaded. {jobs.error.message}</FormMessage> : null}
      {data && data.docs.length === 0 ? (
        <EmptyState title={`No startup backed by ${investorName} is hiring on Nordhub right now`} headingLevel={3}>
          Browse all jobs, or come back later: new jobs at these startups show here.
        </EmptyState>
      ) : null}
      {data && data.docs.length > 0 ? (
        <>
          <JobCardList jobs={data.docs} aria-label={`Open jobs at startups backed by ${investorName}`} />
          <Link to={investorJobSearchHref(investorKey)}>See all {formatJobTotal(data)}</Link>
        </>
      ) : null}
    </StyledSection>
  );
}

const StyledBoard = styled.main(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  padding: theme.space.md,
  color: theme.colors.text,
  background: theme.colors.background,
}));
const StyledBoardTitle = styled.h1(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));
const StyledRow = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  padding: `${theme.space.sm} 0`,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));
const StyledRowTitle = styled.a(({ theme }) => ({ fontWeight: theme.typography.fontWeights.semibold }));
const StyledBoardList = styled.ul({ margin: 0, padding: 0, listStyle: 'none' });

/** One compact row of the board: the title opens the job page in a new tab (the board lives in a frame). */
function BoardRow({ job }: { job: JobListItem }) {
  const details = [job.company.name, locationShortName(job.location), job.isRemote ? 'Remote' : null].filter(Boolean).join(' · ');
  return (
    <StyledRow>
      <StyledRowTitle href={getHref('job', { id: job.id })} target="_blank" rel="noopener noreferrer">
        {job.title}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </StyledRowTitle>
      <StyledMuted>{details}</StyledMuted>
    </StyledRow>
  );
}

/**
 * /funding/{id}/job-board: an investor's embeddable portfolio job board, a compact list of the
 * open jobs at its portfolio startups for an iframe on the investor's own site. Every link opens
 * a new tab, so a visitor leaves the frame rather than browsing Nordhub inside it.
 */
export function InvestorJobBoardPage() {
  const key = useRouteParam('id');
  const [page, setPage] = useState(1);
  const investor = useInvestor(key);
  const jobs = usePortfolioJobs(key, { page, pageSize: INVESTOR_JOB_BOARD_PAGE_SIZE });
  const name = investor.data?.name ?? '';
  useDocumentTitle(name ? `Jobs at ${name} portfolio startups` : 'Portfolio jobs');

  if (investor.isError && isApiClientError(investor.error) && investor.error.status === 404) return <ErrorPage status={404} />;

  const data = jobs.data;
  const pages = data ? lastPageOf(data.total, data.pageSize) : 1;
  return (
    <StyledBoard aria-busy={jobs.isFetching}>
      <StyledBoardTitle>{name ? `Jobs at ${name} portfolio startups` : 'Portfolio jobs'}</StyledBoardTitle>
      {jobs.isPending ? <Skeleton label="Loading the jobs…" shape="cards" /> : null}
      {jobs.isError ? <FormMessage tone="error">The jobs could not be loaded. {jobs.error.message}</FormMessage> : null}
      {data && data.docs.length === 0 ? (
        <EmptyState title="No open jobs at the portfolio’s startups right now" headingLevel={3}>
          New jobs at these startups show here as soon as they are published.
        </EmptyState>
      ) : null}
      {data && data.docs.length > 0 ? (
        <>
          <StyledBoardList aria-label="Portfolio jobs">
            {data.docs.map((job) => (
              <BoardRow key={job.id} job={job} />
            ))}
          </StyledBoardList>
          <Pager
            label="Pages"
            page={page}
            lastPage={pages}
            renderLink={(target, text) => (
              <Button type="button" variant="secondary" size="sm" onClick={() => setPage(target)}>
                {text}
              </Button>
            )}
          />
          <a href={investorJobSearchHref(key)} target="_blank" rel="noopener noreferrer">
            See all {formatJobTotal(data)} on Nordhub
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </>
      ) : null}
    </StyledBoard>
  );
}
