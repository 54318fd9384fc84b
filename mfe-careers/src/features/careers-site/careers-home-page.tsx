import styled from '@emotion/styled';
import { CAREERS_JOBS_PAGE_SIZE, useCareersJobs, useSiteConfiguration } from '@nordhub/api-client';
import { cardPayText, type CareersJobGrouping, type CareersSite, type JobListItem } from '@nordhub/contracts';
import { Button, CareersHero, Checkbox, Container, EmptyState, FilterChips, JobListEntry, JobSearchForm, MutedText, PageBody, Pager, PlainList, RichText, SectionTitle, Select, Skeleton, TextField, useDocumentTitle, useLocale, useMessages } from '@nordhub/design-system';
import { CAREERS_LANGUAGE_PARAM, careersHeroView, countryName, imagePresetPath, lastPageOf, locationPlace, pageFromParam, pageSearch, type SiteLocale } from '@nordhub/domain';
import { type Translate } from '@nordhub/i18n';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useInLanguage } from './careers-language';
import { usePayWords } from './careers-pay';
import { useCareersSiteContext } from './careers-site-context';
import { catalog } from './messages/compiled/catalog';
import { type MessageId } from './messages/compiled/en';

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
function whereLine(site: CareersSite, locale: SiteLocale): string {
  const countries = site.countries.map(({ countryCode }) => countryName(countryCode, locale));
  if (countries.length > 0) return countries.join(', ');
  return site.headquarters ? locationPlace(site.headquarters) : '';
}

/** The key figures with their names from the site configuration (the stored value is the option's). */
function KeyFigures({ site }: { site: CareersSite }) {
  const t = useMessages(catalog);
  const names = useSiteConfiguration().data?.company.keyFigureNames;
  if (site.keyFigures.length === 0) return null;
  return (
    <section aria-labelledby="careers-figures-title">
      <SectionTitle id="careers-figures-title">{t('figures.heading')}</SectionTitle>
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

/** A position type's name in the page's language ("Full-time", "Heltid"). */
export const positionName = (t: Translate<MessageId>, type: JobListItem['positionType']) => t(`position.${type}` as MessageId);

/** A job as the main site's short card shows it, without the logo (every job is this startup's). */
function CareersJob({ job, site }: { job: JobListItem; site: CareersSite }) {
  const t = useMessages(catalog);
  const inLanguage = useInLanguage(site);
  const place = locationPlace(job.location);
  const pay = cardPayText(job, usePayWords());
  return (
    <JobListEntry
      headingId={`careers-job-${job.id}`}
      headingLevel={4}
      title={<Link to={inLanguage(getHref('job', { id: job.id }))}>{job.title}</Link>}
      meta={[place, positionName(t, job.positionType)].filter(Boolean).join(' · ')}
      isRemote={job.isRemote}
      remoteText={t('remote')}
      tags={pay ? [pay] : []}
    />
  );
}

/** A team's (a job category's) name in the page's language; an unknown category as it is. */
const teamLabel = (t: Translate<MessageId>, category: string) => {
  const id = `team.${category}` as MessageId;
  const name = t(id);
  return name === id ? category : name;
};

/** The words and language a list of jobs is grouped in. */
export type CareersGroupWords = { t: Translate<MessageId>; locale: SiteLocale };

/** A job's place as the careers site groups it: its city, else "Remote" for a remote job. */
const placeOf = (job: JobListItem, t: Translate<MessageId>) => job.location.locality?.trim() || (job.isRemote ? t('place.remote') : t('place.other'));

export type CareersJobGroup = { key: string; label: string; jobs: JobListItem[] };

/** The jobs of a page by team (their category) or by place, groups in the language's alphabetical order, jobs as listed. */
export function groupCareersJobs(jobs: readonly JobListItem[], grouping: CareersJobGrouping, { t, locale }: CareersGroupWords): CareersJobGroup[] {
  const groups = new Map<string, CareersJobGroup>();
  for (const job of jobs) {
    const key = grouping === 'team' ? job.category : placeOf(job, t);
    const group = groups.get(key) ?? { key, label: grouping === 'team' ? teamLabel(t, job.category) : key, jobs: [] };
    group.jobs.push(job);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label, locale));
}

const groupHeadingId = (key: string) => `careers-group-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

const byText = (locale: SiteLocale) => (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text, locale);

/**
 * The teams and places the startup's open jobs have, for the filters: from its whole list, not the
 * filtered one, plus the chosen ones (a link may name a team whose jobs have gone).
 */
function useFilterOptions(site: CareersSite, chosen: { team: string; place: string }, { t, locale }: CareersGroupWords) {
  const all = useCareersJobs({ companyKey: site.key });
  const jobs = all.data?.docs ?? [];
  const teams = new Set([...jobs.map((job): string => job.category), chosen.team].filter(Boolean));
  const places = new Set([...jobs.map((job) => job.location.locality?.trim() ?? ''), chosen.place].filter(Boolean));
  return {
    teams: [...teams].map((value) => ({ value, text: teamLabel(t, value) })).sort(byText(locale)),
    places: [...places].map((value) => ({ value, text: value })).sort(byText(locale)),
  };
}

function OpenJobs({ site }: { site: CareersSite }) {
  const t = useMessages(catalog);
  const locale = useLocale();
  const inLanguage = useInLanguage(site);
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
  const options = useFilterOptions(site, { team, place }, { t, locale });
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
  /** Every filter cleared; the page's language stays. */
  const clearAll = () => {
    setText('');
    const language = params.get(CAREERS_LANGUAGE_PARAM);
    setParams(language ? { [CAREERS_LANGUAGE_PARAM]: language } : {});
  };
  const remove = (key: string) => {
    if (key === 'search') setText('');
    setParams(withFilter(key, ''));
  };
  const chips = [
    ...(search ? [{ key: 'search', label: t('jobs.chip.search', { search }) }] : []),
    ...(team ? [{ key: careersFilterParams.team, label: t('jobs.chip.team', { team: teamLabel(t, team) }) }] : []),
    ...(place ? [{ key: careersFilterParams.place, label: t('jobs.chip.place', { place }) }] : []),
    ...(remote ? [{ key: careersFilterParams.remote, label: t('jobs.chip.remote') }] : []),
  ];
  const lastPage = jobs.data ? lastPageOf(jobs.data.total, CAREERS_JOBS_PAGE_SIZE) : 1;
  const groups = jobs.data ? groupCareersJobs(jobs.data.docs, grouping, { t, locale }) : [];

  return (
    <StyledJobsSection id={careersJobsSectionId} aria-labelledby="careers-jobs-title">
      <SectionTitle id="careers-jobs-title">{jobs.data ? t('jobs.headingWithTotal', { total: jobs.data.total }) : t('jobs.heading')}</SectionTitle>
      {showSearch ? (
        <JobSearchForm role="search" aria-label={t('jobs.search.label')} onSubmit={submit}>
          <TextField label={t('jobs.search.field')} type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <Select label={t('jobs.team')} hideLabel placeholder={t('jobs.allTeams')} options={options.teams} value={team} onChange={(event) => setParams(withFilter(careersFilterParams.team, event.target.value))} />
          <Select label={t('jobs.place')} hideLabel placeholder={t('jobs.allPlaces')} options={options.places} value={place} onChange={(event) => setParams(withFilter(careersFilterParams.place, event.target.value))} />
          <StyledRemote>
            <Checkbox label={t('jobs.remoteOnly')} checked={remote} onChange={(event) => setParams(withFilter(careersFilterParams.remote, event.target.checked ? 'true' : ''))} />
          </StyledRemote>
          <Button type="submit">{t('jobs.search.button')}</Button>
        </JobSearchForm>
      ) : null}
      <FilterChips
        filters={chips}
        onRemove={remove}
        onClearAll={clearAll}
        texts={{ applied: t('chips.applied'), clearAll: t('chips.clearAll'), remove: (label) => t('chips.remove', { label }) }}
      />
      {jobs.isPending ? (
        <Skeleton label={t('jobs.loading')} shape="cards" />
      ) : jobs.isError ? (
        <MutedText role="alert">{t('jobs.error', { error: jobs.error.message })}</MutedText>
      ) : jobs.data.docs.length === 0 ? (
        <EmptyState title={filtered ? (search ? t('jobs.empty.search', { search }) : t('jobs.empty.filters')) : t('jobs.empty.none', { name: site.name })}>
          {filtered ? t('jobs.empty.filteredHint') : t('jobs.empty.noneHint')}
        </EmptyState>
      ) : (
        <>
          <PlainList aria-label={t('jobs.list', { name: site.name })}>
            {groups.map((group) => (
              <li key={group.key}>
                <StyledGroupTitle id={groupHeadingId(group.key)}>{t('jobs.group', { label: group.label, count: group.jobs.length })}</StyledGroupTitle>
                <PlainList aria-labelledby={groupHeadingId(group.key)}>
                  {group.jobs.map((job) => (
                    <li key={job.id}>
                      <CareersJob job={job} site={site} />
                    </li>
                  ))}
                </PlainList>
              </li>
            ))}
          </PlainList>
          <Pager
            label={t('jobs.pages')}
            page={page}
            lastPage={lastPage}
            previousText={t('pager.previous')}
            nextText={t('pager.next')}
            pageText={t('pager.page', { page, lastPage })}
            renderLink={(to, linkText) => <Link to={pageSearch(params, to) || inLanguage(getHref('home'))}>{linkText}</Link>}
          />
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
  const t = useMessages(catalog);
  const locale = useLocale();
  useDocumentTitle(t('home.title', { name: site.name }));
  const view = careersHeroView(
    site.hero,
    { name: site.name, where: whereLine(site, locale), galleryPicture: site.galleryImages[0] ?? null },
    { headline: t('hero.defaultHeadline'), openPositions: t('hero.openPositions', { name: site.name }) },
  );
  return (
    <Container size="lg">
      <PageBody>
        <CareersHero
          name={site.name}
          logoSrc={imagePresetPath(site.logoImage, 'thumbnail')}
          {...view}
          seeJobsHref={`#${careersJobsSectionId}`}
          headingId="careers-hero-title"
          seeJobsText={t('hero.seeJobs')}
          videoText={view.video ? t('hero.video', { provider: view.video.provider }) : undefined}
        />
        <OpenJobs site={site} />
        {site.whatWeDo.description ? (
          <section aria-labelledby="careers-about-title">
            <SectionTitle id="careers-about-title">{t('about.heading')}</SectionTitle>
            <RichText text={site.whatWeDo.description} />
          </section>
        ) : null}
        <KeyFigures site={site} />
      </PageBody>
    </Container>
  );
}
