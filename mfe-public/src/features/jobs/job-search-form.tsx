import styled from '@emotion/styled';
import { countryNames, jobCategoryGroups, jobSortLabels, salaryTypeLabels, type SiteConfiguration } from '@nordhub/contracts';
import { Button, Checkbox, Select } from '@nordhub/design-system';
import { jobSearchCountryChoices, jobSearchLocation, nordicCountryCodes, showsSalaryByDefault, toJobSearchCountry } from '@nordhub/domain';
import { type FormEvent } from 'react';
import { FundingFilters, type FundingSearch, fundingSearchOf } from './funding-filters';
import { type JobSearch, jobSearchVocabulary } from './job-search-url';
import { SuggestionBox } from './suggestion-box';
import { type SearchDraftNavigationState, useSearchDraft } from './use-search-draft';

export type JobSearchFormProps = {
  search: JobSearch;
  configuration: SiteConfiguration;
  /**
   * A new search (always from page 1), with the location box's text for the recent searches and
   * the navigation state its history entry must carry (so the form keeps its draft there).
   */
  onSearch: (next: JobSearch, locationText: string, navigationState: SearchDraftNavigationState) => void;
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

/** The coarser grouping of the product spec's entities (e.g. Development = full-stack, front-end, back-end). */
const categoryGroupChoices = jobCategoryGroups.map((group) => ({ value: group.slug, text: group.label }));
const categoriesOfGroup = (group: string): readonly string[] | null => jobCategoryGroups.find((item) => item.slug === group)?.categories ?? null;

/** The Nordic reality filters (docs/nordic-filters.md): checked narrows, unchecked is no filter. */
type NordicFilterKey = 'englishOk' | 'visaSponsorship' | 'relocationSupport' | 'remoteFrom';
const remoteFromChoices = nordicCountryCodes.map((code) => ({ value: code, text: countryNames[code] }));

const remoteChoices = [
  { value: 'true', text: 'Remote only' },
  { value: 'false', text: 'On-site only' },
];

/** What the form's controls hold: the text boxes and every filter, as the controls spell them. */
type SearchFormValues = Record<
  'text' | 'location' | 'country' | 'categoryGroup' | 'category' | 'positionType' | 'remote' | 'salaryType' | 'withSalary' | 'responsive' | NordicFilterKey | 'sort',
  string
> & {
  // Funding-aware filters (stage, round, funding, investor): kept together, applied at once.
  funding: FundingSearch;
};

const checked = (value: boolean | undefined) => (value === true ? 'true' : '');

const formValuesOf = (search: JobSearch): SearchFormValues => ({
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
  funding: fundingSearchOf(search),
});

/** The job search: text and location boxes with suggestions, and the filters of the site configuration. */
export function JobSearchForm({ search, configuration, onSearch }: JobSearchFormProps) {
  const draft = useSearchDraft(() => formValuesOf(search));
  const { text, location, country, categoryGroup, category, positionType, remote, salaryType, withSalary, responsive, englishOk, visaSponsorship, relocationSupport, remoteFrom, sort, funding } =
    draft.values;

  const countries = configuration.site.countries;
  const sortChoices = configuration.job.sorting.length > 0 ? known(configuration.job.sorting, jobSearchVocabulary.sort) : labelled(jobSortLabels);

  /** Searches with the form's values, any of them changed first (a select applies at once). */
  const submit = (changes: Partial<SearchFormValues> = {}) => {
    const values = { ...draft.values, ...changes };
    // Typing a country's name (or Remote) into the location box chooses that country.
    const place = jobSearchLocation(values.location, countries);
    const country = place.country ?? toJobSearchCountry(values.country);
    // Choosing an EU country turns "Shows salary" on (ads there state their pay); the seeker may untick it.
    const salaryByDefault = country !== search.country && !('withSalary' in changes) && showsSalaryByDefault(country);
    const next: JobSearch = {
      search: values.text.trim() || undefined,
      country,
      city: place.city,
      category: jobSearchVocabulary.category.find((value) => value === values.category),
      categoryGroup: jobSearchVocabulary.categoryGroup.find((value) => value === values.categoryGroup),
      positionType: jobSearchVocabulary.positionType.find((value) => value === values.positionType),
      remote: values.remote === '' ? undefined : values.remote === 'true',
      salaryType: jobSearchVocabulary.salaryType.find((value) => value === values.salaryType),
      withSalary: values.withSalary === 'true' || salaryByDefault ? true : undefined,
      responsive: values.responsive === 'true' ? true : undefined,
      englishOk: values.englishOk === 'true' ? true : undefined,
      visaSponsorship: values.visaSponsorship === 'true' ? true : undefined,
      relocationSupport: values.relocationSupport === 'true' ? true : undefined,
      remoteFrom: values.remoteFrom || undefined,
      sort: jobSearchVocabulary.sort.find((value) => value === values.sort),
    };
    onSearch({ ...next, ...values.funding }, values.location.trim(), draft.submitted(changes));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const select = (name: 'country' | 'category' | 'positionType' | 'remote' | 'salaryType' | 'sort') => ({
    onChange: (event: { target: { value: string } }) => submit({ [name]: event.target.value }),
  });

  return (
    <StyledForm role="search" aria-label="Job search" onSubmit={handleSubmit}>
      <StyledRow>
        <SuggestionBox
          field="search"
          label="Job title, skill or startup"
          placeholder="e.g. Backend developer"
          value={text}
          onValueChange={(value) => draft.edit({ text: value })}
          onOptionSelect={(value) => submit({ text: value })}
        />
        <SuggestionBox
          field="location"
          label="Location"
          placeholder="City or country"
          value={location}
          onValueChange={(value) => draft.edit({ location: value })}
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
            const nextCategory = inGroup && !inGroup.includes(category) ? '' : category;
            submit({ categoryGroup: event.target.value, category: nextCategory });
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
          onChange={(event) => {
            submit({ withSalary: checked(event.target.checked) });
          }}
        />
        <div>
          <Checkbox
            label="Startups that answer"
            aria-describedby="responsive-filter-hint"
            checked={responsive === 'true'}
            onChange={(event) => {
              submit({ responsive: checked(event.target.checked) });
            }}
          />
          <StyledHint id="responsive-filter-hint">70% of at least 5 applications answered within 14 days</StyledHint>
        </div>
        <FundingFilters
          configuration={configuration}
          value={funding}
          onChange={(next) => submit({ funding: next })}
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
          <Checkbox
            key={key}
            label={label}
            checked={value === 'true'}
            onChange={(event) => submit({ [key]: checked(event.target.checked) })}
          />
        ))}
        <Select
          label="Remote from"
          placeholder="Any country"
          options={remoteFromChoices}
          value={remoteFrom}
          onChange={(event) => submit({ remoteFrom: event.target.value })}
        />
      </StyledFilters>
    </StyledForm>
  );
}
