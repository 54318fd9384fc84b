import styled from '@emotion/styled';
import { jobSortLabels, type SiteConfiguration } from '@nordhub/contracts';
import { Button, Checkbox, FilterChips, JobResultsHeader, Select } from '@nordhub/design-system';
import { jobSearchCountryChoices } from '@nordhub/domain';
import { type FormEvent, lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { categoryLabel } from '../../components/jobs/job-card';
import { AllFilterFields, categoriesOfGroup, known, labelled } from './all-filter-fields';
import { type JobSearch, jobSearchVocabulary } from './job-search-url';
import { appliedFilters, checked, clearedFilters, formValuesOf, type SearchFormValues, searchOfValues } from './job-search-values';
import { SuggestionBox } from './suggestion-box';
import { type KeepDraftNavigationState, type SearchDraftNavigationState, useSearchDraft } from './use-search-draft';

// Its own chunk: only a phone visitor who asks for all the filters loads it (page-weight.spec.ts).
const LazyFiltersSheet = lazy(() => import(/* webpackChunkName: "filters-sheet" */ './filters-sheet').then((module) => ({ default: module.FiltersSheet })));

export type JobSearchFormProps = {
  search: JobSearch;
  configuration: SiteConfiguration;
  /**
   * A new search (always from page 1), with the location box's text for the recent searches and
   * the navigation state its history entry must carry (so the form keeps its draft there).
   * `replace`: the entry shown is replaced (the filter sheet's own entry, so Back skips it).
   */
  onSearch: (next: JobSearch, locationText: string, navigationState: SearchDraftNavigationState, options?: { replace?: boolean }) => void;
  /** The results header's start: "N jobs found" and the page's own actions (Pin this search). */
  summary: ReactNode;
  /** The results, beside the filter column on a laptop, under the search on a phone. */
  children: ReactNode;
};

/**
 * Below this width the filters beyond the quick row live in a full-screen sheet; from it on, in a
 * column beside the results. CSS alone decides, so the server's first paint has the layout too.
 */
export const WIDE = '@media (min-width: 1024px)';
const NARROW = '@media (max-width: 1023.98px)';

const StyledLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"search" "results"',
  [WIDE]: { gridTemplateColumns: '260px minmax(0, 1fr)', gridTemplateAreas: '"search search" "filters results"', columnGap: theme.space.xl },
}));

const StyledForm = styled.form(({ theme }) => ({
  gridArea: 'search',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  minWidth: 0,
}));

const StyledRow = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  [theme.mq.up('md')]: { gridTemplateColumns: '2fr 2fr auto' },
}));

/** The search box over the location and its button on a phone; one row from a tablet on. */
const StyledText = styled.div(({ theme }) => ({ gridColumn: '1 / -1', [theme.mq.up('md')]: { gridColumn: 'auto' } }));

/**
 * The most used filters, one row at every width: on a phone it scrolls sideways rather than
 * stacking five controls above the results. The selects' labels are for assistive technology
 * only: each shows what it filters ("All countries") and a visible label would push the first
 * result below a phone's first screen.
 */
const StyledQuickRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  overflowX: 'auto',
  paddingBottom: theme.space.xxs,
  '& > *': { flex: '0 0 auto' },
  '& > [data-quick-select]': { width: 180 },
}));

/** The quick row's check boxes sit on the selects' baseline. */
const StyledQuickCheck = styled.div({ display: 'flex', alignItems: 'center', minHeight: 44 });

const StyledAllFiltersButton = styled.div({ [WIDE]: { display: 'none' } });

const StyledColumn = styled.section(({ theme }) => ({
  gridArea: 'filters',
  alignSelf: 'start',
  [NARROW]: { display: 'none' },
  '& > h2': { margin: `0 0 ${theme.space.sm}`, fontSize: theme.typography.fontSizes.lg },
}));

const StyledResults = styled.div(({ theme }) => ({ gridArea: 'results', display: 'flex', flexDirection: 'column', gap: theme.space.md, minWidth: 0 }));

const StyledSort = styled.div({ width: 190 });

type SheetState = KeepDraftNavigationState & { filtersSheet: true };
const isSheetState = (state: unknown): state is SheetState => typeof state === 'object' && state !== null && (state as Partial<SheetState>).filtersSheet === true;

/**
 * The job search, results first: the search and location boxes, a row of quick filters and
 * "All filters (N)" (a sheet on a phone, a column of groups on a laptop), the applied filters as
 * chips over the results, and the sort in the results header.
 */
export function JobSearchForm({ search, configuration, onSearch, summary, children }: JobSearchFormProps) {
  const draft = useSearchDraft(() => formValuesOf(search));
  const { text, location: locationText, country, categoryGroup, category, remote, withSalary, englishOk, sort } = draft.values;
  const location = useLocation();
  const navigate = useNavigate();

  const countries = configuration.site.countries;
  const sortChoices = configuration.job.sorting.length > 0 ? known(configuration.job.sorting, jobSearchVocabulary.sort) : labelled(jobSortLabels);
  const applied = appliedFilters(search, countries, categoryLabel);

  /** Searches with the form's values, any of them changed first (a select applies at once). */
  const submit = (changes: Partial<SearchFormValues> = {}, options?: { replace?: boolean }) => {
    const values = { ...draft.values, ...changes };
    onSearch(searchOfValues(values, search, countries, changes), values.location.trim(), draft.submitted(changes), options);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const select = (name: 'country' | 'category' | 'remote' | 'sort') => ({
    onChange: (event: { target: { value: string } }) => submit({ [name]: event.target.value }),
  });

  // The sheet is a history entry of its own (same address): Back closes it as it closes a page.
  const sheetOpen = isSheetState(location.state);
  const openSheet = () => void navigate(`${location.pathname}${location.search}`, { state: { filtersSheet: true, keepDraft: true } satisfies SheetState });
  const closeSheet = () => void navigate(-1);

  return (
    <StyledLayout>
      <StyledForm role="search" aria-label="Job search" onSubmit={handleSubmit}>
        <StyledRow>
          <StyledText>
            <SuggestionBox
              field="search"
              label="Job title, skill or startup"
              placeholder="e.g. Backend developer"
              value={text}
              onValueChange={(value) => draft.edit({ text: value })}
              onOptionSelect={(value) => submit({ text: value })}
            />
          </StyledText>
          <SuggestionBox
            field="location"
            label="Location"
            placeholder="City or country"
            value={locationText}
            onValueChange={(value) => draft.edit({ location: value })}
            onOptionSelect={(value) => submit({ location: value })}
          />
          <Button type="submit">Search jobs</Button>
        </StyledRow>
        <StyledQuickRow role="group" aria-label="Quick filters">
          <div data-quick-select="">
            <Select label="Remote" hideLabel placeholder="Remote or on-site" options={[{ value: 'true', text: 'Remote only' }, { value: 'false', text: 'On-site only' }]} value={remote} {...select('remote')} />
          </div>
          <div data-quick-select="">
            <Select label="Country" hideLabel placeholder="All countries" options={jobSearchCountryChoices(countries)} value={country} {...select('country')} />
          </div>
          <div data-quick-select="">
            <Select
              label="Category"
              hideLabel
              placeholder="All categories"
              options={known(configuration.job.roles, categoriesOfGroup(categoryGroup) ?? jobSearchVocabulary.category)}
              value={category}
              {...select('category')}
            />
          </div>
          <StyledQuickCheck>
            <Checkbox label="English is fine" checked={englishOk === 'true'} onChange={(event) => submit({ englishOk: checked(event.target.checked) })} />
          </StyledQuickCheck>
          <StyledQuickCheck>
            <Checkbox label="Shows salary" checked={withSalary === 'true'} onChange={(event) => submit({ withSalary: checked(event.target.checked) })} />
          </StyledQuickCheck>
          <StyledAllFiltersButton>
            <Button type="button" variant="secondary" aria-haspopup="dialog" onClick={openSheet}>
              All filters ({applied.length})
            </Button>
          </StyledAllFiltersButton>
        </StyledQuickRow>
      </StyledForm>

      <StyledColumn aria-labelledby="job-filters-title">
        <h2 id="job-filters-title">Filters</h2>
        <AllFilterFields configuration={configuration} values={draft.values} onChange={(changes) => submit(changes)} idPrefix="column" />
      </StyledColumn>

      <StyledResults>
        <JobResultsHeader>
          {summary}
          <StyledSort>
            <Select label="Sort by" hideLabel placeholder="Sort: best match" options={sortChoices} value={sort} {...select('sort')} />
          </StyledSort>
        </JobResultsHeader>
        <FilterChips filters={applied} onRemove={(key) => submit(applied.find((filter) => filter.key === key)?.remove)} onClearAll={() => submit(clearedFilters)} />
        {children}
      </StyledResults>

      {sheetOpen ? (
        <Suspense fallback={null}>
          <LazyFiltersSheet
            configuration={configuration}
            search={search}
            values={draft.values}
            onApply={(changes) => submit(changes, { replace: true })}
            onClose={closeSheet}
          />
        </Suspense>
      ) : null}
    </StyledLayout>
  );
}
