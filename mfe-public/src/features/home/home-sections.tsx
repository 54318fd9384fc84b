import styled from '@emotion/styled';
import { useFeaturedJobs, useLatestJobs, useSearchStartups } from '@nordhub/api-client';
import { EmptyState, MutedText, Panel, SectionTitle, Skeleton } from '@nordhub/design-system';
import { NavButton } from '@nordhub/session';
import { Link } from 'react-router-dom';
import { JobCardList } from '../../components/jobs/job-card';
import { useFirstDataDeferred } from '../../components/first-data-deferred';
import { StartupCard } from '../../components/startups/startup-card';
import { getHref } from '../../paths';

/** How many startups the home page features. */
export const FEATURED_STARTUPS_COUNT = 4;
/** The home page's featured jobs: a short row, not every boosted job. */
export const HOME_FEATURED_JOBS_COUNT = 4;

const StyledNote = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const StyledMore = styled.p(({ theme }) => ({ margin: `${theme.space.lg} 0 0`, fontWeight: theme.typography.fontWeights.semibold }));

const StyledGrid = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // minmax(0, …): a card's long content wraps inside it rather than widening a narrow page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.mq.up('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const StyledCallsToAction = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  [theme.mq.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

/** GET /v2/jobs/latest/3: the three newest jobs. */
export function LatestJobs() {
  const { data, isPending, isError } = useLatestJobs();
  const shown = useFirstDataDeferred(data !== undefined);
  if (isPending || (!shown && !isError)) return <Skeleton shape="cards" count={3} label="Loading the latest jobs…" />;
  if (isError) return <StyledNote>The latest jobs could not be loaded. Try again in a moment.</StyledNote>;
  if (data.length === 0)
    return (
      <EmptyState title="No jobs are open right now" headingLevel={3}>
        Follow the startups you like to hear when they open one.
      </EmptyState>
    );
  return (
    <>
      <JobCardList jobs={data} aria-label="Latest jobs" />
      <StyledMore>
        <Link to={getHref('jobs')}>See all jobs</Link>
      </StyledMore>
    </>
  );
}

/**
 * GET /v2/featuredjobs?limit=HOME_FEATURED_JOBS_COUNT: a short row of boosted jobs, the
 * longest-running boost first (the server's order). The job search shows the others beside its results.
 */
export function FeaturedJobs() {
  const { data, isPending, isError } = useFeaturedJobs({ limit: HOME_FEATURED_JOBS_COUNT });
  // Rendered in a deferred update, so the first paint is not held up by the cards.
  const shown = useFirstDataDeferred(data !== undefined);
  if (isPending || (!shown && !isError)) return <Skeleton shape="cards" count={2} label="Loading the featured jobs…" />;
  if (isError) return <StyledNote>The featured jobs could not be loaded. Try again in a moment.</StyledNote>;
  if (data.length === 0) {
    return (
      <StyledNote>
        No featured jobs right now. Hiring? <Link to={getHref('pricing')}>Boost a job</Link> to show it here.
      </StyledNote>
    );
  }
  return (
    <JobCardList jobs={data} featured aria-label="Featured jobs" />
  );
}

/**
 * Featured startups: the public startups with the most live jobs (GET /companies?hiring=true&sort=jobs).
 * Companies carry no "featured" flag, so hiring activity is what puts a startup here.
 */
export function FeaturedStartups() {
  const { data, isPending, isError } = useSearchStartups({ hiring: 'true', sort: 'jobs', pageSize: FEATURED_STARTUPS_COUNT });
  if (isPending) return <Skeleton shape="cards" count={2} label="Loading startups…" />;
  if (isError) return <StyledNote>The startups could not be loaded. Try again in a moment.</StyledNote>;
  if (data.docs.length === 0) {
    return (
      <StyledNote>
        No startup is hiring right now. <Link to={getHref('startups')}>Browse all startups</Link>
      </StyledNote>
    );
  }
  return (
    <>
      <StyledGrid aria-label="Startups hiring now">
        {data.docs.map((startup) => (
          <li key={startup.id}>
            <StartupCard startup={startup} />
          </li>
        ))}
      </StyledGrid>
      <StyledMore>
        <Link to={getHref('startups')}>Browse all startups</Link>
      </StyledMore>
    </>
  );
}

/** The home page's invitations to startups (/startups/join) and investors (/investors/join). */
export function HomeCallsToAction() {
  return (
    <StyledCallsToAction>
      <Panel aria-labelledby="home-for-startups">
        <SectionTitle id="home-for-startups">For startups</SectionTitle>
        <MutedText>Show the world what you build, post jobs and meet applicants from everywhere. Your startup profile is free.</MutedText>
        <NavButton to={getHref('startupsJoin')}>Post a job</NavButton>
      </Panel>
      <Panel aria-labelledby="home-for-investors">
        <SectionTitle id="home-for-investors">For investors</SectionTitle>
        <MutedText>Get in front of Nordic founders looking for funding: create your investor profile and appear in the funding list.</MutedText>
        <NavButton to={getHref('investorsJoin')} variant="secondary">
          Create an investor profile
        </NavButton>
      </Panel>
    </StyledCallsToAction>
  );
}
