import styled from '@emotion/styled';
import { isApiClientError, useWhiteLabelFeedJob, useWhiteLabelFeedJobs } from '@nordhub/api-client';
import {
  cardPayText,
  jobSearchCountryOptions,
  jobSearchCountrySchema,
  positionTypeLabels,
  type JobDetail,
  type JobListItem,
  type JobSearchCountry,
  type PublicFeed,
} from '@nordhub/contracts';
import { Button, ButtonLink, Container, EmptyState, ErrorPage, FilterChips, JobListEntry, JobResultsHeader, JobMetaLine, JobSearchForm, MutedText, PageBody, Pager, PageTitle, PlainList, RichText, Select, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { applyChannel, formatJobTotal, imagePresetPath, lastPageOf, locationPlace, nordhubApplyHref, pageFromParam, pageSearch, REMOTE_COUNTRY } from '@nordhub/domain';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useFeedContext } from './feed-context';

/** Jobs per page of a feed. */
export const FEED_JOBS_PAGE_SIZE = 20;

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md }));


/**
 * The countries a visitor may pick: the feed's own countries when its rules name some (the
 * others could never match), else every country of the job search; Remote always.
 */
export function feedCountryOptions(feed: PublicFeed): Array<{ text: string; value: JobSearchCountry }> {
  const allowed = feed.filters.countryCodes;
  return jobSearchCountryOptions.filter((option) => option.value === REMOTE_COUNTRY || allowed.length === 0 || allowed.includes(option.value));
}

/** "2 jobs", or "1 job matches your search" while searching. */
function jobCountText(total: number, capped: boolean, filtered: boolean): string {
  const count = formatJobTotal({ total, totalIsCapped: capped });
  if (!filtered) return count;
  return `${count} ${total === 1 ? 'matches' : 'match'} your search`;
}

/** "Nordlys · Aarhus, Denmark · Full-time" for a job. */
function jobMeta(job: JobListItem): string {
  const place = locationPlace(job.location);
  return [job.company.name, place, positionTypeLabels[job.positionType]].filter(Boolean).join(' · ');
}

/** A job as the main site's short card shows it: the startup's logo, title, meta line and the pay. */
function FeedJob({ job }: { job: JobListItem }) {
  const pay = cardPayText(job);
  return (
    <JobListEntry
      headingId={`feed-job-${job.id}`}
      headingLevel={2}
      title={<Link to={getHref('job', { id: job.id })}>{job.title}</Link>}
      meta={jobMeta(job)}
      isRemote={job.isRemote}
      logo={{ name: job.company.name, src: imagePresetPath(job.company.logoImage, 'thumbnail') }}
      tags={pay ? [pay] : []}
    />
  );
}

/**
 * `/` on a white-label host, results first: a search row with the country filter, the count and
 * the applied filters as chips, then the feed's live jobs and pages (all in the URL).
 */
export function FeedHomePage() {
  const { feed } = useFeedContext();
  useDocumentTitle(`Latest startup jobs · ${feed.name}`);
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const parsedCountry = jobSearchCountrySchema.safeParse(params.get('country') ?? '');
  const country = parsedCountry.success ? parsedCountry.data : undefined;
  const page = pageFromParam(params.get('page'));
  const [text, setText] = useState(search);
  const jobs = useWhiteLabelFeedJobs(feed.key, { search, country, page, pageSize: FEED_JOBS_PAGE_SIZE });

  // A new search or country starts at page 1.
  const apply = (next: { search: string; country: string }) => {
    const query: Record<string, string> = {};
    if (next.search) query.search = next.search;
    if (next.country) query.country = next.country;
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: text.trim(), country: country ?? '' });
  };
  const lastPage = jobs.data ? lastPageOf(jobs.data.total, FEED_JOBS_PAGE_SIZE) : 1;
  const filtered = search !== '' || country !== undefined;
  const countryText = feedCountryOptions(feed).find((option) => option.value === country)?.text;
  const chips = [
    ...(search ? [{ key: 'search', label: `“${search}”` }] : []),
    ...(country && countryText ? [{ key: 'country', label: countryText }] : []),
  ];
  const removeChip = (key: string) => {
    if (key === 'search') setText('');
    apply({ search: key === 'search' ? '' : search, country: key === 'country' ? '' : (country ?? '') });
  };
  const clearAll = () => {
    setText('');
    apply({ search: '', country: '' });
  };

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Latest startup jobs</PageTitle>
        <JobSearchForm role="search" aria-label={`Search the jobs of ${feed.name}`} onSubmit={submit}>
          <TextField label="Search jobs" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <Select
            label="Country"
            placeholder="All countries"
            options={feedCountryOptions(feed)}
            value={country ?? ''}
            onChange={(event) => apply({ search: text.trim(), country: event.target.value })}
          />
          <Button type="submit">Search</Button>
        </JobSearchForm>
        {jobs.isPending ? (
          <Skeleton label="Loading the jobs…" shape="cards" />
        ) : jobs.isError ? (
          <MutedText role="alert">The jobs could not be loaded: {jobs.error.message}</MutedText>
        ) : (
          <>
            <JobResultsHeader>
              <MutedText role="status">{jobCountText(jobs.data.total, jobs.data.totalIsCapped === true, filtered)}</MutedText>
              <FilterChips filters={chips} onRemove={removeChip} onClearAll={clearAll} />
            </JobResultsHeader>
            {jobs.data.docs.length === 0 ? (
              <EmptyState title={filtered ? 'No jobs match your search' : 'No open jobs in this feed right now'}>
                {filtered ? 'Try other words or another country.' : 'New jobs appear here as soon as they are published; check back soon.'}
              </EmptyState>
            ) : (
              <PlainList aria-label="Jobs">
                {jobs.data.docs.map((job) => (
                  <li key={job.id}>
                    <FeedJob job={job} />
                  </li>
                ))}
              </PlainList>
            )}
            <Pager label="Pages of jobs" page={page} lastPage={lastPage} renderLink={(to, linkText) => <Link to={pageSearch(params, to) || getHref('home')}>{linkText}</Link>} />
          </>
        )}
      </PageBody>
    </Container>
  );
}

/**
 * How to apply from a white-label host: the company's own link or address when it takes
 * applications there; otherwise the job on the main site with its apply dialog open (the apply
 * form lives in mfe-public, and applying needs a Nordhub account anyway).
 */
function FeedJobApply({ job, feed }: { job: JobDetail; feed: PublicFeed }) {
  const channel = applyChannel(job);
  if (channel.kind === 'company-site') {
    return (
      <ButtonLink href={channel.href} target="_blank" rel="noopener noreferrer">
        Apply on the company&apos;s site (opens in a new tab)
      </ButtonLink>
    );
  }
  if (channel.kind === 'email') return <ButtonLink href={channel.href}>Apply by email</ButtonLink>;
  return (
    <ButtonLink href={nordhubApplyHref(feed.mainSiteUrl, job.id)} target="_blank" rel="noopener noreferrer">
      Apply on Nordhub (opens in a new tab)
    </ButtonLink>
  );
}

/** `/whiteLabelFeed/jobs/{id}`: one job of the feed; a job outside the feed (or closed) says so. */
export function FeedJobPage() {
  const { feed } = useFeedContext();
  const { id = '' } = useParams();
  const job = useWhiteLabelFeedJob(feed.key, id);
  useDocumentTitle(job.data ? `${job.data.title} · ${feed.name}` : feed.name);
  if (job.isPending) {
    return (
      <Container size="lg">
        <Skeleton label="Loading the job…" />
      </Container>
    );
  }
  if (job.isError) {
    const missing = isApiClientError(job.error) && (job.error.status === 404 || job.error.status === 400);
    if (!missing) return <ErrorPage status={500} message={job.error.message} />;
    return (
      <Container size="lg">
        <PageBody>
          <PageTitle>This job is not in this feed</PageTitle>
          <p>It may have been filled or closed.</p>
          <Link to={getHref('home')}>See all jobs</Link>
        </PageBody>
      </Container>
    );
  }
  const detail = job.data;
  return (
    <Container size="lg">
      <PageBody>
        <Link to={getHref('home')}>All jobs</Link>
        <header>
          <PageTitle>{detail.title}</PageTitle>
          <JobMetaLine isRemote={detail.isRemote}>{jobMeta(detail)}</JobMetaLine>
        </header>
        <StyledActions>
          <FeedJobApply job={detail} feed={feed} />
        </StyledActions>
        <section aria-label="About the job">
          <RichText text={detail.description} />
        </section>
      </PageBody>
    </Container>
  );
}
