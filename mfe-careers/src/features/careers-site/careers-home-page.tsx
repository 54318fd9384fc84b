import styled from '@emotion/styled';
import { CAREERS_JOBS_PAGE_SIZE, useCareersJobs, useSiteConfiguration } from '@nordhub/api-client';
import { cardPayText, countryNames, jobCategories, positionTypeLabels, type CareersJobGrouping, type CareersSite, type JobListItem } from '@nordhub/contracts';
import { Button, CareersHero, Checkbox, Container, EmptyState, FilterChips, JobListEntry, JobSearchForm, MutedText, PageBody, Pager, PlainList, RichText, SectionTitle, Select, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { careersHeroView, careersSiteTitle, imagePresetPath, lastPageOf, locationPlace, pageFromParam, pageSearch } from '@nordhub/domain';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useCareersSiteContext } from './careers-site-context';

/** From this many open jobs on, the careers site offers a search and filters. */
export const CAREERS_SEARCH_FROM = 6;

/** The jobs' section: where "See open jobs" leads. */
export const careersJobsSectionId = 'careers-jobs';

/** The URL parameters of the jobs' filters (the text search is `search`). */
export const careersFilterParams = { team: 'team', place: 'place', remote: 'remote' } as const;

const StyledFacts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: theme.space.lg,
  margin: 0,
  '& div': { padding: theme.space.md, background: theme.colors.surface, borderRadius: theme.radii.md },
  '& dt': { fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted },
  '& dd': { margin: 0, fontWeight: theme.typography.fontWeights.semibold },
}));

const StyledJobsSection = styled.section(({ theme }) => ({ scrollMarginTop: theme.space.lg }));

const StyledGroupTitle = styled.h3(({ theme }) => ({ margin: `${theme.space.md} 0 ${theme.space.sm}`, fontSize: theme.typography.fontSizes.md }));

const StyledRemote = styled.div(({ theme }) => ({ alignSelf: 'center', paddingBlockEnd: theme.space.xs }));

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
      headingLevel={4}
      title={<Link to={getHref('job', { id: job.id })}>{job.title}</Link>}
      meta={[place, positionTypeLabels[job.positionType]].filter(Boolean).join(' · ')}
      isRemote={job.isRemote}
      tags={pay ? [pay] : []}
    />
  );
}

const teamLabel = (category: string) => jobCategories.find((entry) => entry.slug === category)?.label ?? category;

/** A job's place as the careers site groups it: its city, else "Remote" for a remote job. */
const placeOf = (job: JobListItem) => job.location.locality?.trim() || (job.isRemote ? 'Remote' : 'Other places');

export type CareersJobGroup = { key: string; label: string; jobs: JobListItem[] };

/** The jobs of a page by team (their category) or by place, groups in alphabetical order, jobs as listed. */
export function groupCareersJobs(jobs: readonly JobListItem[], grouping: CareersJobGrouping): CareersJobGroup[] {
  const groups = new Map<string, CareersJobGroup>();
  for (const job of jobs) {
    const key = grouping === 'team' ? job.category : placeOf(job);
    const group = groups.get(key) ?? { key, label: grouping === 'team' ? teamLabel(job.category) : key, jobs: [] };
    group.jobs.push(job);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

const groupHeadingId = (key: string) => `careers-group-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

const byText = (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text, 'en');

/**
 * The teams and places the startup's open jobs have, for the filters: from its whole list, not the
 * filtered one, plus the chosen ones (a link may name a team whose jobs have gone).
 */
function useFilterOptions(site: CareersSite, chosen: { team: string; place: string }) {
  const all = useCareersJobs({ companyKey: site.key });
  const jobs = all.data?.docs ?? [];
  const teams = new Set([...jobs.map((job): string => job.category), chosen.team].filter(Boolean));
  const places = new Set([...jobs.map((job) => job.location.locality?.trim() ?? ''), chosen.place].filter(Boolean));
  return {
    teams: [...teams].map((value) => ({ value, text: teamLabel(value) })).sort(byText),
    places: [...places].map((value) => ({ value, text: value })).sort(byText),
  };
}

function OpenJobs({ site }: { site: CareersSite }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const team = params.get(careersFilterParams.team) ?? '';
  const place = params.get(careersFilterParams.place) ?? '';
  const remote = params.get(careersFilterParams.remote) === 'true';
  const page = pageFromParam(params.get('page'));
  const [text, setText] = useState(search);
  const jobs = useCareersJobs({ companyKey: site.key, search, page, category: team, city: place, remote });
  const filtered = search !== '' || team !== '' || place !== '' || remote;
  const showSearch = site.numberOfActiveJobs >= CAREERS_SEARCH_FROM || filtered;
  const options = useFilterOptions(site, { team, place });
  const grouping = site.hero?.jobGrouping ?? 'team';

  /** The filters with one changed; any change starts again at the first page. */
  const withFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value) next.set(name, value);
    else next.delete(name);
    return next;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(withFilter('search', text.trim()));
  };
  const clearAll = () => {
    setText('');
    setParams({});
  };
  const remove = (key: string) => {
    if (key === 'search') setText('');
    setParams(withFilter(key, ''));
  };
  const chips = [
    ...(search ? [{ key: 'search', label: `“${search}”` }] : []),
    ...(team ? [{ key: careersFilterParams.team, label: `Team: ${teamLabel(team)}` }] : []),
    ...(place ? [{ key: careersFilterParams.place, label: `Place: ${place}` }] : []),
    ...(remote ? [{ key: careersFilterParams.remote, label: 'Remote' }] : []),
  ];
  const lastPage = jobs.data ? lastPageOf(jobs.data.total, CAREERS_JOBS_PAGE_SIZE) : 1;
  const groups = jobs.data ? groupCareersJobs(jobs.data.docs, grouping) : [];

  return (
    <StyledJobsSection id={careersJobsSectionId} aria-labelledby="careers-jobs-title">
      <SectionTitle id="careers-jobs-title">Open jobs{jobs.data ? ` (${jobs.data.total})` : ''}</SectionTitle>
      {showSearch ? (
        <JobSearchForm role="search" aria-label="Search the open jobs" onSubmit={submit}>
          <TextField label="Search jobs" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <Select label="Team" hideLabel placeholder="All teams" options={options.teams} value={team} onChange={(event) => setParams(withFilter(careersFilterParams.team, event.target.value))} />
          <Select label="Place" hideLabel placeholder="All places" options={options.places} value={place} onChange={(event) => setParams(withFilter(careersFilterParams.place, event.target.value))} />
          <StyledRemote>
            <Checkbox label="Remote only" checked={remote} onChange={(event) => setParams(withFilter(careersFilterParams.remote, event.target.checked ? 'true' : ''))} />
          </StyledRemote>
          <Button type="submit">Search</Button>
        </JobSearchForm>
      ) : null}
      <FilterChips filters={chips} onRemove={remove} onClearAll={clearAll} />
      {jobs.isPending ? (
        <Skeleton label="Loading the open jobs…" shape="cards" />
      ) : jobs.isError ? (
        <MutedText role="alert">The jobs could not be loaded: {jobs.error.message}</MutedText>
      ) : jobs.data.docs.length === 0 ? (
        <EmptyState title={filtered ? (search ? `No open jobs match “${search}”` : 'No open jobs match these filters') : `${site.name} has no open jobs right now`}>
          {filtered ? 'Try other words or filters, or clear them to see every open job.' : 'New jobs show here as soon as they are published; check back soon.'}
        </EmptyState>
      ) : (
        <>
          <PlainList aria-label={`Open jobs at ${site.name}`}>
            {groups.map((group) => (
              <li key={group.key}>
                <StyledGroupTitle id={groupHeadingId(group.key)}>
                  {group.label} ({group.jobs.length})
                </StyledGroupTitle>
                <PlainList aria-labelledby={groupHeadingId(group.key)}>
                  {group.jobs.map((job) => (
                    <li key={job.id}>
                      <CareersJob job={job} />
                    </li>
                  ))}
                </PlainList>
              </li>
            ))}
          </PlainList>
          <Pager label="Pages of open jobs" page={page} lastPage={lastPage} renderLink={(to, linkText) => <Link to={pageSearch(params, to) || getHref('home')}>{linkText}</Link>} />
        </>
      )}
    </StyledJobsSection>
  );
}

/**
 * `/` on a careers host, jobs on the first screen: the startup's hero (its words, picture or video
 * and "See open jobs"), its open jobs by team or place, then what it does and its key figures.
 */
export function CareersHomePage() {
  const { site } = useCareersSiteContext();
  useDocumentTitle(careersSiteTitle(site.name));
  const view = careersHeroView(site.hero, { name: site.name, where: whereLine(site), galleryPicture: site.galleryImages[0] ?? null });
  return (
    <Container size="lg">
      <PageBody>
        <CareersHero
          name={site.name}
          logoSrc={imagePresetPath(site.logoImage, 'thumbnail')}
          {...view}
          seeJobsHref={`#${careersJobsSectionId}`}
          headingId="careers-hero-title"
        />
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
