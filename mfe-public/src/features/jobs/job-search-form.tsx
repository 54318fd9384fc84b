import styled from '@emotion/styled';
import { countryCodeSchema, countryNames, jobCategoryGroups, jobSortLabels, salaryTypeLabels, type SiteConfiguration } from '@nordhub/contracts';
import { Button, Checkbox, Select } from '@nordhub/design-system';
import { jobSearchCountryChoices, jobSearchLocation, jobSearchToParams, toJobSearchCountry } from '@nordhub/domain';
import { type FormEvent, useState } from 'react';
import { FundingFilters, type FundingSearch, fundingSearchOf } from './funding-filters';
import { type JobSearch, jobSearchVocabulary } from './job-search-url';
import { SuggestionBox } from './suggestion-box';

export type JobSearchFormProps = {
  search: JobSearch;
  configuration: SiteConfiguration;
  /** A new search (always from page 1), with the location box's text for the recent searches. */
  onSearch: (next: JobSearch, locationText: string) => void;
};

const StyledForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  padding: theme.space.lg,
  background: theme.colors.surface,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));

const StyledRow = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  [theme.mq.up('md')]: { gridTemplateColumns: '2fr 2fr auto' },
}));

const StyledFilters = styled.fieldset(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  margin: 0,
  padding: 0,
  border: 0,
}));

const StyledLegend = styled.legend(({ theme }) => ({
  marginBottom: theme.space.sm,
  fontWeight: theme.typography.fontWeights.semibold,
}));

/** The rule under "Startups that answer" (docs/employers-who-answer.md). */
const StyledHint = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
}));

type Choice = { text: string; value: string };

/** Only choices the API accepts are offered: a configured value it would reject is left out. */
const known = (options: readonly Choice[], allowed: readonly string[]) => options.filter((option) => allowed.includes(option.value));
const labelled = (labels: Record<string, string>) => Object.entries(labels).map(([value, text]) => ({ value, text }));

/** The coarser grouping of spec section 3 (e.g. Development = full-stack, front-end, back-end). */
const categoryGroupChoices = jobCategoryGroups.map((group) => ({ value: group.slug, text: group.label }));
const categoriesOfGroup = (group: string): readonly string[] | null => jobCategoryGroups.find((item) => item.slug === group)?.categories ?? null;

/** The Nordic reality filters (docs/nordic-filters.md): checked narrows, unchecked is no filter. */
type NordicFilterKey = 'englishOk' | 'visaSponsorship' | 'relocationSupport' | 'remoteFrom';
const remoteFromChoices = countryCodeSchema.options.map((code) => ({ value: code, text: countryNames[code] }));

const remoteChoices = [
  { value: 'true', text: 'Remote only' },
  { value: 'false', text: 'On-site only' },
];

/** The form's controls as text, '' for "any" (a checkbox is 'true' or ''). */
type FormValues = Record<
  'text' | 'location' | 'country' | 'categoryGroup' | 'category' | 'positionType' | 'remote' | 'salaryType' | 'withSalary' | 'responsive' | NordicFilterKey | 'sort',
  string
>;

const checked = (flag: boolean | undefined) => (flag === true ? 'true' : '');

function formValuesOf(search: JobSearch): FormValues {
  return {
    text: search.search ?? '',
    location: search.city ?? '',
    country: search.country ?? '',
    categoryGroup: search.categoryGroup ?? '',
    category: search.category ?? '',
    positionType: search.positionType ?? '',
    remote: search.remote === undefined ? '' : String(search.remote),
    salaryType: search.salaryType ?? '',
    withSalary: checked(search.withSalary),
    responsive: checked(search.responsive),
    englishOk: checked(search.englishOk),
    visaSponsorship: checked(search.visaSponsorship),
    relocationSupport: checked(search.relocationSupport),
    remoteFrom: search.remoteFrom ?? '',
    sort: search.sort ?? '',
  };
}

/** The job search: text and location boxes with suggestions, and the filters of the site configuration. */
export function JobSearchForm({ search, configuration, onSearch }: JobSearchFormProps) {
  const searchKey = jobSearchToParams(search).toString();
  const [shown, setShown] = useState(() => ({ searchKey, values: formValuesOf(search), funding: fundingSearchOf(search) }));
  // A search from outside the form (Back, Forward, a link) shows its own values. The form stays
  // mounted, so a keyboard user's focus stays on the control that searched.
  if (shown.searchKey !== searchKey) setShown({ searchKey, values: formValuesOf(search), funding: fundingSearchOf(search) });
  const { values: current, funding } = shown;
  const { text, location, country, categoryGroup, category, positionType, remote, salaryType, withSalary, responsive, englishOk, visaSponsorship, relocationSupport, remoteFrom, sort } = current;
  const setValues = (patch: Partial<FormValues>) => setShown((state) => ({ ...state, values: { ...state.values, ...patch } }));
  const setFunding = (next: FundingSearch) => setShown((state) => ({ ...state, funding: next }));

  const countries = configuration.site.countries;
  const sortChoices = configuration.job.sorting.length > 0 ? known(configuration.job.sorting, jobSearchVocabulary.sort) : labelled(jobSortLabels);

  /** Builds the search from the form, with any field overridden (a select applies at once). */
  const submit = (
    overrides: Partial<FormValues> = {},
    fundingSearch: FundingSearch = funding,
  ) => {
    const values = { ...current, ...overrides };
    // Typing a country's name (or Remote) into the location box chooses that country.
    const place = jobSearchLocation(values.location, countries);
    const next: JobSearch = {
      search: values.text.trim() || undefined,
      country: place.country ?? toJobSearchCountry(values.country),
      city: place.city,
      category: jobSearchVocabulary.category.find((value) => value === values.category),
      categoryGroup: jobSearchVocabulary.categoryGroup.find((value) => value === values.categoryGroup),
      positionType: jobSearchVocabulary.positionType.find((value) => value === values.positionType),
      remote: values.remote === '' ? undefined : values.remote === 'true',
      salaryType: jobSearchVocabulary.salaryType.find((value) => value === values.salaryType),
      withSalary: values.withSalary === 'true' ? true : undefined,
      responsive: values.responsive === 'true' ? true : undefined,
      englishOk: values.englishOk === 'true' ? true : undefined,
      visaSponsorship: values.visaSponsorship === 'true' ? true : undefined,
      relocationSupport: values.relocationSupport === 'true' ? true : undefined,
      remoteFrom: values.remoteFrom || undefined,
      sort: jobSearchVocabulary.sort.find((value) => value === values.sort),
    };
    onSearch({ ...next, ...fundingSearch }, values.location.trim());
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  /** A form value changed by a control that applies at once (selects, checkboxes). */
  const apply = (patch: Partial<FormValues>) => {
    setValues(patch);
    submit(patch);
  };
  const select = (name: 'country' | 'categoryGroup' | 'category' | 'positionType' | 'remote' | 'salaryType' | 'sort') => ({
    onChange: (event: { target: { value: string } }) => apply({ [name]: event.target.value }),
  });
  const checkbox = (name: 'withSalary' | 'responsive' | NordicFilterKey) => (event: { target: { checked: boolean } }) => apply({ [name]: event.target.checked ? 'true' : '' });

  return (
    <StyledForm role="search" aria-label="Job search" onSubmit={handleSubmit}>
      <StyledRow>
        <SuggestionBox
          field="search"
          label="Job title, skill or startup"
          placeholder="e.g. Backend developer"
          value={text}
          onValueChange={(value) => setValues({ text: value })}
          onOptionSelect={(value) => submit({ text: value })}
        />
        <SuggestionBox
          field="location"
          label="Location"
          placeholder="City or country"
          value={location}
          onValueChange={(value) => setValues({ location: value })}
          onOptionSelect={(value) => submit({ location: value })}
        />
        <Button type="submit">Search jobs</Button>
      </StyledRow>
      <StyledFilters>
        <StyledLegend>Filters</StyledLegend>
        <Select label="Country" placeholder="All countries" options={jobSearchCountryChoices(countries)} value={country} {...select('country')} />
        <Select
          label="Category group"
          placeholder="All groups"
          options={categoryGroupChoices}
          value={categoryGroup}
          onChange={(event) => {
            // A category outside the new group would match nothing: it is dropped with the change.
            const inGroup = categoriesOfGroup(event.target.value);
            apply({ categoryGroup: event.target.value, category: inGroup && !inGroup.includes(category) ? '' : category });
          }}
        />
        <Select
          label="Category"
          placeholder="All categories"
          options={known(configuration.job.roles, categoriesOfGroup(categoryGroup) ?? jobSearchVocabulary.category)}
          value={category}
          {...select('category')}
        />
        <Select
          label="Position type"
          placeholder="All position types"
          options={known(configuration.job.positionTypes, jobSearchVocabulary.positionType)}
          value={positionType}
          {...select('positionType')}
        />
        <Select label="Remote" placeholder="Remote or on-site" options={remoteChoices} value={remote} {...select('remote')} />
        <Select label="Salary" placeholder="Any salary" options={labelled(salaryTypeLabels)} value={salaryType} {...select('salaryType')} />
        <Checkbox
          label="Shows salary"
          checked={withSalary === 'true'}
          onChange={checkbox('withSalary')}
        />
        <div>
          <Checkbox
            label="Startups that answer"
            aria-describedby="responsive-filter-hint"
            checked={responsive === 'true'}
            onChange={checkbox('responsive')}
          />
          <StyledHint id="responsive-filter-hint">70% of at least 5 applications answered within 14 days</StyledHint>
        </div>
        <FundingFilters
          configuration={configuration}
          value={funding}
          onChange={(next) => {
            setFunding(next);
            submit({}, next);
          }}
        />
        <Select label="Sort by" placeholder="Best match" options={sortChoices} value={sort} {...select('sort')} />
      </StyledFilters>
      <StyledFilters>
        <StyledLegend>Working in the Nordics</StyledLegend>
        {(
          [
            ['englishOk', 'English is fine', englishOk],
            ['visaSponsorship', 'Visa sponsorship', visaSponsorship],
            ['relocationSupport', 'Relocation support', relocationSupport],
          ] as const
        ).map(([key, label, value]) => (
          <Checkbox key={key} label={label} checked={value === 'true'} onChange={checkbox(key)} />
        ))}
        <Select
          label="Remote from"
          placeholder="Any country"
          options={remoteFromChoices}
          value={remoteFrom}
          onChange={(event) => apply({ remoteFrom: event.target.value })}
        />
      </StyledFilters>
    </StyledForm>
  );
}
