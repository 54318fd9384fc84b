import styled from '@emotion/styled';
import { isApiClientError, useWhiteLabelFeedJob, useWhiteLabelFeedJobs } from '@nordhub/api-client';
import {
  cardPayText,
  type JobDetail,
  type JobListItem,
  type JobSearchCountry,
  type PublicFeed,
} from '@nordhub/contracts';
import {
  Button,
  ButtonLink,
  Container,
  EmptyState,
  LocalizedErrorPage,
  FilterChips,
  JobListEntry,
  JobResultsHeader,
  JobMetaLine,
  JobSearchForm,
  MutedText,
  PageBody,
  Pager,
  PageTitle,
  PlainList,
  RichText,
  Select,
  Skeleton,
  TextField,
  useDocumentTitle,
  useLocale,
  useMessages,
} from '@nordhub/design-system';
import {
  applyChannel,
  countryName,
  formatDateWithRelative,
  imagePresetPath,
  lastPageOf,
  locationPlace,
  nordhubApplyHref,
  nordicCountryCodes,
  pageFromParam,
  pageSearch,
  REMOTE_COUNTRY,
  type SiteLocale,
  toJobSearchCountry,
} from '@nordhub/domain';
import type { Translate } from '@nordhub/i18n';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useFeedContext } from './feed-context';
import { catalog } from './messages/compiled/catalog';
import { type MessageId } from './messages/compiled/en';

type Messages = Translate<MessageId>;

/** Jobs per page of a feed. */
export const FEED_JOBS_PAGE_SIZE = 20;

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md }));


/**
 * The countries a visitor may pick, named in the feed's language: the feed's own countries when
 * its rules name some (the others could never match), else every country of the job search;
 * Remote always, last.
 */
export function feedCountryOptions(feed: PublicFeed, t: Messages, locale: SiteLocale): Array<{ text: string; value: JobSearchCountry }> {
  const allowed = feed.filters.countryCodes;
  const countries = nordicCountryCodes.filter((code) => allowed.length === 0 || allowed.includes(code));
  return [...countries.map((code) => ({ text: countryName(code, locale), value: code })), { text: t('remote'), value: REMOTE_COUNTRY }];
}

/** "2 jobs" (or "2 työpaikkaa"), or "1 job matches your search" while searching. */
function jobCountText(t: Messages, total: number, capped: boolean, filtered: boolean): string {
  if (capped) return t(filtered ? 'jobs.matchingCapped' : 'jobs.countCapped', { total });
  return t(filtered ? 'jobs.matching' : 'jobs.count', { total });
}

/** "Nordlys · Aarhus · Full-time" for a job, in the feed's language. */
function jobMeta(t: Messages, job: JobListItem): string {
  const place = locationPlace(job.location);
  return [job.company.name, place, t(`position.${job.positionType}`)].filter(Boolean).join(' · ');
}

/** A job as the main site's short card shows it: the startup's logo, title, meta line and the pay. */
function FeedJob({ job }: { job: JobListItem }) {
  const t = useMessages(catalog);
  const pay = cardPayText(job);
  return (
    <JobListEntry
      headingId={`feed-job-${job.id}`}
      headingLevel={2}
      title={<Link to={getHref('job', { id: job.id })}>{job.title}</Link>}
      meta={jobMeta(t, job)}
      isRemote={job.isRemote}
      remoteText={t('remote')}
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
  const t = useMessages(catalog);
  const locale = useLocale();
  useDocumentTitle(t('home.documentTitle', { name: feed.name }));
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  // The domain's reading of the parameter, not the contracts' schema: the feed's first visit then
  // needs no zod (the shell's first-request chunk), as its data comes with the drawn page.
  const country = toJobSearchCountry(params.get('country'));
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
  const countryOptions = feedCountryOptions(feed, t, locale);
  const countryText = countryOptions.find((option) => option.value === country)?.text;
  const chips = [
    ...(search ? [{ key: 'search', label: t('chips.search', { search }) }] : []),
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
        <PageTitle>{t('home.title')}</PageTitle>
        <JobSearchForm role="search" aria-label={t('search.label', { name: feed.name })} onSubmit={submit}>
          <TextField label={t('search.field')} type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <Select
            label={t('search.country')}
            placeholder={t('search.allCountries')}
            options={countryOptions}
            value={country ?? ''}
            onChange={(event) => apply({ search: text.trim(), country: event.target.value })}
          />
          <Button type="submit">{t('search.button')}</Button>
        </JobSearchForm>
        {jobs.isPending ? (
          <Skeleton label={t('jobs.loading')} shape="cards" />
        ) : jobs.isError ? (
          <MutedText role="alert">{t('jobs.error', { error: jobs.error.message })}</MutedText>
        ) : (
          <>
            <JobResultsHeader>
              <MutedText role="status">{jobCountText(t, jobs.data.total, jobs.data.totalIsCapped === true, filtered)}</MutedText>
              <FilterChips
                filters={chips}
                onRemove={removeChip}
                onClearAll={clearAll}
                texts={{ applied: t('chips.applied'), clearAll: t('chips.clearAll'), remove: (label) => t('chips.remove', { label }) }}
              />
            </JobResultsHeader>
            {jobs.data.docs.length === 0 ? (
              <EmptyState title={filtered ? t('jobs.empty.search') : t('jobs.empty.none')}>{filtered ? t('jobs.empty.searchHint') : t('jobs.empty.noneHint')}</EmptyState>
            ) : (
              <PlainList aria-label={t('jobs.list')}>
                {jobs.data.docs.map((job) => (
                  <li key={job.id}>
                    <FeedJob job={job} />
                  </li>
                ))}
              </PlainList>
            )}
            <Pager
              label={t('jobs.pages')}
              page={page}
              lastPage={lastPage}
              previousText={t('pager.previous')}
              nextText={t('pager.next')}
              pageText={t('pager.page', { page, lastPage })}
              renderLink={(to, linkText) => <Link to={pageSearch(params, to) || getHref('home')}>{linkText}</Link>}
            />
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
  const t = useMessages(catalog);
  const channel = applyChannel(job);
  if (channel.kind === 'company-site') {
    return (
      <ButtonLink href={channel.href} target="_blank" rel="noopener noreferrer">
        {t('job.applyOnSite')}
      </ButtonLink>
    );
  }
  if (channel.kind === 'email') return <ButtonLink href={channel.href}>{t('job.applyByEmail')}</ButtonLink>;
  // The feed's language goes with the applicant: the application records it, and its mails speak it.
  return (
    <ButtonLink href={nordhubApplyHref(feed.mainSiteUrl, job.id, feed.language)} target="_blank" rel="noopener noreferrer">
      {t('job.applyOnNordhub')}
    </ButtonLink>
  );
}

/** `/whiteLabelFeed/jobs/{id}`: one job of the feed; a job outside the feed (or closed) says so. */
export function FeedJobPage() {
  const { feed } = useFeedContext();
  const t = useMessages(catalog);
  const locale = useLocale();
  const { id = '' } = useParams();
  const job = useWhiteLabelFeedJob(feed.key, id);
  useDocumentTitle(job.data ? t('job.documentTitle', { title: job.data.title, name: feed.name }) : feed.name);
  if (job.isPending) {
    return (
      <Container size="lg">
        <Skeleton label={t('job.loading')} />
      </Container>
    );
  }
  if (job.isError) {
    const missing = isApiClientError(job.error) && (job.error.status === 404 || job.error.status === 400);
    if (!missing) return <LocalizedErrorPage status={500} message={job.error.message} />;
    return (
      <Container size="lg">
        <PageBody>
          <PageTitle>{t('job.notInFeed')}</PageTitle>
          <p>{t('job.notInFeedHint')}</p>
          <Link to={getHref('home')}>{t('job.seeAll')}</Link>
        </PageBody>
      </Container>
    );
  }
  const detail = job.data;
  const now = new Date();
  return (
    <Container size="lg">
      <PageBody>
        <Link to={getHref('home')}>{t('job.back')}</Link>
        <header>
          <PageTitle>{detail.title}</PageTitle>
          <JobMetaLine isRemote={detail.isRemote} remoteText={t('remote')}>
            {jobMeta(t, detail)}
          </JobMetaLine>
          <MutedText>
            {t('job.published', { date: formatDateWithRelative(detail.approvedAt ?? detail.createdAt, now, locale) })}
            {detail.expirationDate ? ` · ${t('job.deadline', { date: formatDateWithRelative(detail.expirationDate, now, locale) })}` : null}
          </MutedText>
        </header>
        <StyledActions>
          <FeedJobApply job={detail} feed={feed} />
        </StyledActions>
        <section aria-label={t('job.about')}>
          <RichText text={detail.description} />
        </section>
      </PageBody>
    </Container>
  );
}
