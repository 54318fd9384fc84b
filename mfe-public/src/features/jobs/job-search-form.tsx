import styled from '@emotion/styled';
import { countryCodeSchema, countryNames, jobCategoryGroups, jobSortLabels, salaryTypeLabels, type SiteConfiguration } from '@nordhub/contracts';
import { Button, Checkbox, Select } from '@nordhub/design-system';
import { jobSearchCountryChoices, jobSearchLocation, toJobSearchCountry } from '@nordhub/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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

/** A form control's name as people know it: its label, or a button's text. */
const controlName = (element: Element): string | null => {
  const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? (element instanceof HTMLButtonElement ? element.textContent : null);
  return label?.trim() || null;
};

/**
 * The page re-creates this form for every new search (keyed by it, so Back and Forward show
 * their own search's values), which would drop the focus of a keyboard user who just chose a
 * suggestion with Enter or changed a filter. The name of the control that had focus when the
 * form searched is kept here, and the new form gives focus back to the control of that name.
 * Module state is enough: a page has one job search form.
 */
let controlToRefocus: string | null = null;

function useFocusKeptAcrossSearches() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const name = controlToRefocus;
    controlToRefocus = null;
    const form = formRef.current;
    // Only when the focus was lost with the old form, not taken by something else since.
    if (!name || !form || (document.activeElement && document.activeElement !== document.body)) return;
    const control = Array.from(form.elements).find((element) => controlName(element) === name);
    if (control instanceof HTMLElement) control.focus();
  }, []);
  const rememberFocus = () => {
    const active = document.activeElement;
    controlToRefocus = active && formRef.current?.contains(active) ? controlName(active) : null;
  };
  return { formRef, rememberFocus };
}

/** The job search: text and location boxes with suggestions, and the filters of the site configuration. */
export function JobSearchForm({ search, configuration, onSearch }: JobSearchFormProps) {
  const { formRef, rememberFocus } = useFocusKeptAcrossSearches();
  const [text, setText] = useState(search.search ?? '');
  const [location, setLocation] = useState(search.city ?? '');
  const [country, setCountry] = useState<string>(search.country ?? '');
  const [categoryGroup, setCategoryGroup] = useState<string>(search.categoryGroup ?? '');
  const [category, setCategory] = useState<string>(search.category ?? '');
  const [positionType, setPositionType] = useState<string>(search.positionType ?? '');
  const [remote, setRemote] = useState(search.remote === undefined ? '' : String(search.remote));
  const [salaryType, setSalaryType] = useState<string>(search.salaryType ?? '');
  const [withSalary, setWithSalary] = useState(search.withSalary === true ? 'true' : '');
  const [responsive, setResponsive] = useState(search.responsive === true ? 'true' : '');
  const [englishOk, setEnglishOk] = useState(search.englishOk === true ? 'true' : '');
  const [visaSponsorship, setVisaSponsorship] = useState(search.visaSponsorship === true ? 'true' : '');
  const [relocationSupport, setRelocationSupport] = useState(search.relocationSupport === true ? 'true' : '');
  const [remoteFrom, setRemoteFrom] = useState(search.remoteFrom ?? '');
  const [sort, setSort] = useState<string>(search.sort ?? '');
  // Funding-aware filters (stage, round, funding, investor): kept together, applied at once.
  const [funding, setFunding] = useState<FundingSearch>(() => fundingSearchOf(search));

  const countries = configuration.site.countries;
  const sortChoices = configuration.job.sorting.length > 0 ? known(configuration.job.sorting, jobSearchVocabulary.sort) : labelled(jobSortLabels);

  /** Builds the search from the form, with any field overridden (a select applies at once). */
  const submit = (
    overrides: Partial<Record<'text' | 'location' | 'country' | 'categoryGroup' | 'category' | 'positionType' | 'remote' | 'salaryType' | 'withSalary' | 'responsive' | NordicFilterKey | 'sort', string>> = {},
    fundingSearch: FundingSearch = funding,
  ) => {
    const values = { text, location, country, categoryGroup, category, positionType, remote, salaryType, withSalary, responsive, englishOk, visaSponsorship, relocationSupport, remoteFrom, sort, ...overrides };
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
    rememberFocus();
    onSearch({ ...next, ...fundingSearch }, values.location.trim());
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const select = (name: 'country' | 'categoryGroup' | 'category' | 'positionType' | 'remote' | 'salaryType' | 'sort', set: (value: string) => void) => ({
    onChange: (event: { target: { value: string } }) => {
      set(event.target.value);
      submit({ [name]: event.target.value });
    },
  });

  return (
    <StyledForm ref={formRef} role="search" aria-label="Job search" onSubmit={handleSubmit}>
      <StyledRow>
        <SuggestionBox
          field="search"
          label="Job title, skill or startup"
          placeholder="e.g. Backend developer"
          value={text}
          onValueChange={setText}
          onOptionSelect={(value) => submit({ text: value })}
        />
        <SuggestionBox
          field="location"
          label="Location"
          placeholder="City or country"
          value={location}
          onValueChange={setLocation}
          onOptionSelect={(value) => submit({ location: value })}
        />
        <Button type="submit">Search jobs</Button>
      </StyledRow>
      <StyledFilters>
        <StyledLegend>Filters</StyledLegend>
        <Select label="Country" placeholder="All countries" options={jobSearchCountryChoices(countries)} value={country} {...select('country', setCountry)} />
        <Select
          label="Category group"
          placeholder="All groups"
          options={categoryGroupChoices}
          value={categoryGroup}
          onChange={(event) => {
            // A category outside the new group would match nothing: it is dropped with the change.
            const inGroup = categoriesOfGroup(event.target.value);
            const nextCategory = inGroup && !inGroup.includes(category) ? '' : category;
            setCategoryGroup(event.target.value);
            setCategory(nextCategory);
            submit({ categoryGroup: event.target.value, category: nextCategory });
          }}
        />
        <Select
          label="Category"
          placeholder="All categories"
          options={known(configuration.job.roles, categoriesOfGroup(categoryGroup) ?? jobSearchVocabulary.category)}
          value={category}
          {...select('category', setCategory)}
        />
        <Select
          label="Position type"
          placeholder="All position types"
          options={known(configuration.job.positionTypes, jobSearchVocabulary.positionType)}
          value={positionType}
          {...select('positionType', setPositionType)}
        />
        <Select label="Remote" placeholder="Remote or on-site" options={remoteChoices} value={remote} {...select('remote', setRemote)} />
        <Select label="Salary" placeholder="Any salary" options={labelled(salaryTypeLabels)} value={salaryType} {...select('salaryType', setSalaryType)} />
        <Checkbox
          label="Shows salary"
          checked={withSalary === 'true'}
          onChange={(event) => {
            const next = event.target.checked ? 'true' : '';
            setWithSalary(next);
            submit({ withSalary: next });
          }}
        />
        <div>
          <Checkbox
            label="Startups that answer"
            aria-describedby="responsive-filter-hint"
            checked={responsive === 'true'}
            onChange={(event) => {
              const next = event.target.checked ? 'true' : '';
              setResponsive(next);
              submit({ responsive: next });
            }}
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
        <Select label="Sort by" placeholder="Best match" options={sortChoices} value={sort} {...select('sort', setSort)} />
      </StyledFilters>
      <StyledFilters>
        <StyledLegend>Working in the Nordics</StyledLegend>
        {(
          [
            ['englishOk', 'English is fine', englishOk, setEnglishOk],
            ['visaSponsorship', 'Visa sponsorship', visaSponsorship, setVisaSponsorship],
            ['relocationSupport', 'Relocation support', relocationSupport, setRelocationSupport],
          ] as const
        ).map(([key, label, value, set]) => (
          <Checkbox
            key={key}
            label={label}
            checked={value === 'true'}
            onChange={(event) => {
              const next = event.target.checked ? 'true' : '';
              set(next);
              submit({ [key]: next });
            }}
          />
        ))}
        <Select
          label="Remote from"
          placeholder="Any country"
          options={remoteFromChoices}
          value={remoteFrom}
          onChange={(event) => {
            setRemoteFrom(event.target.value);
            submit({ remoteFrom: event.target.value });
          }}
        />
      </StyledFilters>
    </StyledForm>
  );
}
