import styled from '@emotion/styled';
import { type JobSearchRequest, useSearchJobs, useSiteConfiguration } from '@nordhub/api-client';
import { type SiteConfiguration } from '@nordhub/contracts';
import { Button, Container, EmptyState, FormMessage, InlineList, PageBody, PageTitle, Pager, Panel, SectionTitle, Skeleton, useDocumentTitle, VisuallyHidden } from '@nordhub/design-system';
import { formatJobTotal, hasJobSearchFilters, jobSearchLocation, jobSearchToParams, lastPageOf, type SearchHistoryEntry, toJobSearchCountry, withJobSearchPage } from '@nordhub/domain';
import { useSessionStatus } from '@nordhub/session';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getHref } from '../../paths';
import { useFirstDataDeferred } from '../../components/first-data-deferred';
import { JobCardList } from '../../components/jobs/job-card';
import { type JobSearch, jobSearchHref as jobsHref, useJobSearchUrl } from './job-search-url';
import { mixFeatured } from './featured-mix';
import { JobSearchForm } from './job-search-form';
import { type SearchDraftNavigationState } from './use-search-draft';
import { PinSearchButton } from './pin-search-button';
import { useSearchHistory } from './use-search-history';

// Its own chunk, for signed-in seekers only (a guest has no pinned searches): reading a pinned
// search's key back validates it with the contracts' schemas, which a guest's /jobs never loads.
// Its own chunk: only a search that finds nothing offers filters to drop (page-weight.spec.ts).
const LazyDropFilterSuggestions = lazy(() => import(/* webpackChunkName: "drop-filter-suggestions" */ './no-results').then((module) => ({ default: module.DropFilterSuggestions })));

const LazyPinnedSearches = lazy(() => import(/* webpackChunkName: "pinned-searches" */ './pinned-searches').then((module) => ({ default: module.PinnedSearches })));

export type JobSearchPageProps = {
  title: string;
  /**
   * Filters fixed by the route (/jobs/location/:country/:city, a landing page's role and place);
   * the URL's own filters add to them.
   */
  fixed?: Omit<JobSearch, 'page' | 'sort'>;
  /** A short introduction under the heading (landing pages). */
  intro?: string;
};

const StyledCount = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.typography.fontWeights.semibold }));

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const StyledEmpty = Panel.withComponent('div');

const StyledSummary = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }));

/** Takes no room: the heading names the results for headings and landmarks navigation only. */
const StyledResultsTitle = styled.h2({ margin: 0 });

/** The runs of plain and featured cards read as one list. */
const StyledRuns = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));

/** A recent search as a link back to it ('developer in Copenhagen'). */
function recentSearch(entry: SearchHistoryEntry, configuration: SiteConfiguration): { label: string; href: string } {
  const place = jobSearchLocation(entry.location, configuration.site.countries);
  const search: JobSearch = { search: entry.search || undefined, ...place, country: place.country ?? toJobSearchCountry(entry.countryCode) };
  const where = entry.location || (entry.countryCode === 'REMOTE' ? 'Remote' : '');
  const label = [entry.search, where].filter(Boolean).join(entry.search && where ? ' in ' : '');
  return { label, href: jobsHref(search) };
}

/**
 * The job seeker's search, results first: the search with its quick filters, then one page of
 * results with the featured jobs mixed in; pinned and recent searches after them.
 */
export function JobSearchPage({ title, fixed = {}, intro }: JobSearchPageProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [urlSearch] = useJobSearchUrl();
  const search: JobSearch = { ...urlSearch, ...fixed };
  const configuration = useSiteConfiguration();
  const signedIn = useSessionStatus() === 'signed-in';
  const history = useSearchHistory();
  const request: JobSearchRequest = search;
  const results = useSearchJobs(request);
  // The first page of cards renders in a deferred, time-sliced update ("Searching jobs…" meanwhile).
  const showResults = useFirstDataDeferred(results.data !== undefined);

  const runSearch = (next: JobSearch, locationText: string, navigationState: SearchDraftNavigationState, options?: { replace?: boolean }) => {
    history.record({ search: next.search, location: locationText, countryCode: next.country });
    // New searches always start on /jobs, page 1; a location page's fixed filters travel along in the form.
    void navigate(jobsHref(next), { state: navigationState, replace: options?.replace });
  };

  const page = results.data?.jobs.page ?? search.page ?? 1;
  const pageCount = results.data ? lastPageOf(results.data.jobs.total, results.data.jobs.pageSize) : 1;
  const pageHref = (target: number) => {
    const query = jobSearchToParams(withJobSearchPage(urlSearch, target)).toString();
    return { search: query ? `?${query}` : '' };
  };
  const total = results.data?.jobs.total ?? 0;
  // Past JOB_SEARCH_COUNT_CAP matches the API counts no further: "1,000+ jobs", more pages.
  const totalIsCapped = results.data?.jobs.totalIsCapped === true;
  const hasNextPage = page < pageCount || (totalIsCapped && (results.data?.jobs.docs.length ?? 0) >= (results.data?.jobs.pageSize ?? 1));
  const countText = `${formatJobTotal({ total, totalIsCapped })} found`;

  const recentSearches =
    history.entries.length > 0 && configuration.data ? (
      <nav aria-labelledby="recent-searches-title">
        <SectionTitle id="recent-searches-title">Recent searches</SectionTitle>
        <InlineList>
          {history.entries.map((entry) => {
            const { label, href } = recentSearch(entry, configuration.data);
            return (
              <li key={`${entry.search}|${entry.location}|${entry.countryCode ?? ''}`}>
                <Link to={href}>{label}</Link>
              </li>
            );
          })}
        </InlineList>
      </nav>
    ) : null;

  const summary = (
    <StyledSummary>
      <StyledCount role="status" aria-live="polite">
        {results.isPending || (!showResults && !results.isError) ? 'Searching jobs…' : results.isError ? '' : countText}
      </StyledCount>
      <PinSearchButton search={search} />
    </StyledSummary>
  );

  const resultList = (
    <>
      {results.isError ? (
        <StyledEmpty role="alert">
          <p>The jobs could not be loaded. {results.error.message}</p>
          <Button
            variant="secondary"
            onClick={() => {
              void results.refetch();
              // When the API was down, the filters failed with the results: they come back together.
              if (configuration.isError) void configuration.refetch();
            }}
          >
            Try again
          </Button>
        </StyledEmpty>
      ) : null}

      {showResults && results.data ? (
        <section aria-labelledby="job-results-title" aria-busy={results.isPlaceholderData || undefined}>
          {/* Named for landmarks and headings; the visible header is the count over the list. */}
          <StyledResultsTitle id="job-results-title">
            <VisuallyHidden>{page > 1 ? `All jobs, page ${page}` : 'All jobs'}</VisuallyHidden>
          </StyledResultsTitle>
          {results.data.jobs.docs.length > 0 ? (
            <StyledRuns>
              {mixFeatured(results.data.jobs.docs, results.data.featuredJobs).map((run) => (
                <JobCardList key={`${run.featured ? 'featured' : 'jobs'}-${run.jobs[0]?.id ?? ''}`} jobs={run.jobs} featured={run.featured} />
              ))}
            </StyledRuns>
          ) : (
            <EmptyState
              title="No jobs match this search"
              headingLevel={3}
              action={
                hasJobSearchFilters(search) ? (
                  <Button variant="secondary" onClick={() => void navigate(getHref('jobs'))}>
                    Clear filters and show all jobs
                  </Button>
                ) : undefined
              }
            >
              {hasJobSearchFilters(search) ? 'Try fewer words, another place, or drop a filter:' : 'Try other words, another place, or remote jobs.'}
              {configuration.data ? (
                <Suspense fallback={null}>
                  <LazyDropFilterSuggestions search={search} configuration={configuration.data} />
                </Suspense>
              ) : null}
            </EmptyState>
          )}
          <Pager
            label="Pages of jobs"
            page={page}
            lastPage={pageCount}
            hasNext={hasNextPage}
            lastPageIsLowerBound={totalIsCapped}
            renderLink={(target, text) => <Link to={pageHref(target)}>{text}</Link>}
          />
        </section>
      ) : null}

      {signedIn ? (
        // Nothing until the list arrives, as before: the list itself renders nothing while it loads.
        <Suspense fallback={null}>
          <LazyPinnedSearches />
        </Suspense>
      ) : null}
      {recentSearches}
    </>
  );

  return (
    <Container size="xl">
      <PageBody>
        <PageTitle>{title}</PageTitle>
        {intro ? <StyledMuted>{intro}</StyledMuted> : null}
        {configuration.data ? (
          <JobSearchForm search={search} configuration={configuration.data} onSearch={runSearch} summary={summary}>
            {resultList}
          </JobSearchForm>
        ) : (
          <>
            {configuration.isError ? (
              <FormMessage tone="error">The search filters could not be loaded. {configuration.error.message}</FormMessage>
            ) : (
              <Skeleton label="Loading the search…" />
            )}
            {summary}
            {resultList}
          </>
        )}
      </PageBody>
    </Container>
  );
}
