import styled from '@emotion/styled';
import { CAREERS_JOBS_PAGE_SIZE, useCareersJobs, useSiteConfiguration } from '@nordhub/api-client';
import { cardPayText, countryNames, positionTypeLabels, type CareersSite, type JobListItem } from '@nordhub/contracts';
import { Button, Container, EmptyState, FilterChips, JobListEntry, JobSearchForm, MutedText, PageBody, Pager, PageTitle, PlainList, RichText, SectionTitle, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { careersSiteTitle, imagePresetPath, imagePresetSrcSet, lastPageOf, locationPlace, pageFromParam, pageSearch } from '@nordhub/domain';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useCareersSiteContext } from './careers-site-context';

/** From this many open jobs on, the careers site offers a search. */
export const CAREERS_SEARCH_FROM = 6;

const StyledCover = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  // Short on a phone, so the first open job is on the first screen.
  maxHeight: '140px',
  [theme.mq.up('md')]: { maxHeight: '360px' },
  objectFit: 'cover',
  borderRadius: theme.radii.lg,
}));

const StyledFacts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: theme.space.lg,
  margin: 0,
  '& div': { padding: theme.space.md, background: theme.colors.surface, borderRadius: theme.radii.md },
  '& dt': { fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted },
  '& dd': { margin: 0, fontWeight: theme.typography.fontWeights.semibold },
}));

const StyledLead = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg, color: theme.colors.textMuted }));

/** Where the startup is, as one line: its countries, else its headquarters' country. */
function whereLine(site: CareersSite): string {
  const countries = site.countries.map(({ countryCode }) => countryNames[countryCode]);
  if (countries.length > 0) return countries.join(', ');
  return site.headquarters ? locationPlace(site.headquarters) : '';
}

/** The key figures with their names from the site configuration (the stored value is the option's). */
function KeyFigures({ site }: { site: CareersSite }) {
  const names = useSiteConfiguration().data?.company.keyFigureNames;
  if (site.keyFigures.length === 0) return null;
  return (
    <section aria-labelledby="careers-figures-title">
      <SectionTitle id="careers-figures-title">Key figures</SectionTitle>
      <StyledFacts>
        {site.keyFigures.map((figure) => (
          <div key={figure.name}>
            <dt>{names?.find((option) => option.value === figure.name)?.text ?? figure.name}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </StyledFacts>
    </section>
  );
}

/** A job as the main site's short card shows it, without the logo (every job is this startup's). */
function CareersJob({ job }: { job: JobListItem }) {
  const place = locationPlace(job.location);
  const pay = cardPayText(job);
  return (
    <JobListEntry
      headingId={`careers-job-${job.id}`}
      headingLevel={3}
      title={<Link to={getHref('job', { id: job.id })}>{job.title}</Link>}
      meta={[place, positionTypeLabels[job.positionType]].filter(Boolean).join(' · ')}
      isRemote={job.isRemote}
      tags={pay ? [pay] : []}
    />
  );
}

function OpenJobs({ site }: { site: CareersSite }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageFromParam(params.get('page'));
  const [text, setText] = useState(search);
  const jobs = useCareersJobs({ companyKey: site.key, search, page });
  const showSearch = site.numberOfActiveJobs >= CAREERS_SEARCH_FROM || search !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { search: text.trim() } : {});
  };
  const clear = () => {
    setText('');
    setParams({});
  };
  const lastPage = jobs.data ? lastPageOf(jobs.data.total, CAREERS_JOBS_PAGE_SIZE) : 1;

  return (
    <section aria-labelledby="careers-jobs-title">
      <SectionTitle id="careers-jobs-title">Open jobs{jobs.data ? ` (${jobs.data.total})` : ''}</SectionTitle>
      {showSearch ? (
        <JobSearchForm role="search" aria-label="Search the open jobs" onSubmit={submit}>
          <TextField label="Search jobs" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit">Search</Button>
        </JobSearchForm>
      ) : null}
      <FilterChips filters={search ? [{ key: 'search', label: `“${search}”` }] : []} onRemove={clear} onClearAll={clear} />
      {jobs.isPending ? (
        <Skeleton label="Loading the open jobs…" shape="cards" />
      ) : jobs.isError ? (
        <MutedText role="alert">The jobs could not be loaded: {jobs.error.message}</MutedText>
      ) : jobs.data.docs.length === 0 ? (
        <EmptyState title={search ? `No open jobs match “${search}”` : `${site.name} has no open jobs right now`}>
          {search ? 'Try other words, or clear the search to see every open job.' : 'New jobs show here as soon as they are published; check back soon.'}
        </EmptyState>
      ) : (
        <>
          <PlainList aria-label={`Open jobs at ${site.name}`}>
            {jobs.data.docs.map((job) => (
              <li key={job.id}>
                <CareersJob job={job} />
              </li>
            ))}
          </PlainList>
          <Pager label="Pages of open jobs" page={page} lastPage={lastPage} renderLink={(to, linkText) => <Link to={pageSearch(params, to) || getHref('home')}>{linkText}</Link>} />
        </>
      )}
    </section>
  );
}

/**
 * `/` on a careers host, results first: the startup's picture and name, its open jobs, then what
 * it does and its key figures.
 */
export function CareersHomePage() {
  const { site } = useCareersSiteContext();
  useDocumentTitle(careersSiteTitle(site.name));
  const cover = site.galleryImages[0] ?? null;
  const where = whereLine(site);
  return (
    <Container size="lg">
      <PageBody>
        {cover ? <StyledCover src={imagePresetPath(cover, 'cover') ?? undefined} srcSet={imagePresetSrcSet(cover, 'cover')} alt="" /> : null}
        <header>
          <PageTitle>Join our team</PageTitle>
          <StyledLead>
            Open positions at {site.name}
            {where ? ` · ${where}` : ''}
          </StyledLead>
        </header>
        <OpenJobs site={site} />
        {site.whatWeDo.description ? (
          <section aria-labelledby="careers-about-title">
            <SectionTitle id="careers-about-title">What we do</SectionTitle>
            <RichText text={site.whatWeDo.description} />
          </section>
        ) : null}
        <KeyFigures site={site} />
      </PageBody>
    </Container>
  );
}
