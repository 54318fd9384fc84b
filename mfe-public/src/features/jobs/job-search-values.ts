import { jobCategoryGroups } from '@nordhub/contracts';
import { countryName, type CountryOption, jobSearchLocation, REMOTE_COUNTRY, showsSalaryByDefault, toJobSearchCountry } from '@nordhub/domain';
import { type FundingSearch, fundingSearchOf } from './funding-filters';
import { type JobSearch, jobSearchVocabulary } from './job-search-url';

/** The Nordic reality filters (docs/nordic-filters.md): checked narrows, unchecked is no filter. */
export type NordicFilterKey = 'englishOk' | 'visaSponsorship' | 'relocationSupport' | 'remoteFrom';

/** What the form's controls hold: the text boxes and every filter, as the controls spell them. */
export type SearchFormValues = Record<
  'text' | 'location' | 'country' | 'categoryGroup' | 'category' | 'positionType' | 'remote' | 'salaryType' | 'withSalary' | 'responsive' | NordicFilterKey | 'sort',
  string
> & {
  // Funding-aware filters (stage, round, funding, investor): kept together, applied at once.
  funding: FundingSearch;
};

export const checked = (value: boolean | undefined) => (value === true ? 'true' : '');

export const formValuesOf = (search: JobSearch): SearchFormValues => ({
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

/**
 * The search the form's values stand for. `current` is the search on screen and `changes` what
 * was just changed: choosing an EU country turns "Shows salary" on unless the seeker set it.
 */
export function searchOfValues(values: SearchFormValues, current: JobSearch, countries: readonly CountryOption[], changes: Partial<SearchFormValues>): JobSearch {
  // Typing a country's name (or Remote) into the location box chooses that country.
  const place = jobSearchLocation(values.location, countries);
  const country = place.country ?? toJobSearchCountry(values.country);
  // Choosing an EU country turns "Shows salary" on (ads there state their pay); the seeker may untick it.
  const salaryByDefault = country !== current.country && !('withSalary' in changes) && showsSalaryByDefault(country);
  return {
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
    ...values.funding,
  };
}

/** An applied filter as a removable chip: its words and the form changes that drop it. */
export type AppliedFilter = { key: string; label: string; remove: Partial<SearchFormValues> };

const withoutFunding = (funding: FundingSearch, key: keyof FundingSearch): FundingSearch => {
  const next = { ...funding };
  delete next[key];
  return next;
};

/**
 * Every filter the search applies (the words and sort are not filters), in the order of the
 * controls. The quick row's filters come first; "All filters (N)" counts them all, as the chips do.
 */
export function appliedFilters(search: JobSearch, countries: readonly CountryOption[], categoryLabel: (slug: string) => string): AppliedFilter[] {
  const funding = fundingSearchOf(search);
  const countryText = search.country === REMOTE_COUNTRY ? 'Remote' : (countries.find((option) => option.value === search.country)?.text ?? search.country);
  const list: (AppliedFilter | false | undefined)[] = [
    search.remote !== undefined && { key: 'remote', label: search.remote ? 'Remote only' : 'On-site only', remove: { remote: '' } },
    // The location box may have chosen the country: clearing the country clears the box too.
    search.country !== undefined && { key: 'country', label: countryText ?? '', remove: { country: '', location: '' } },
    search.city !== undefined && { key: 'city', label: search.city, remove: { location: '' } },
    search.category !== undefined && { key: 'category', label: categoryLabel(search.category), remove: { category: '' } },
    search.englishOk === true && { key: 'englishOk', label: 'English is fine', remove: { englishOk: '' } },
    search.withSalary === true && { key: 'withSalary', label: 'Shows salary', remove: { withSalary: '' } },
    search.categoryGroup !== undefined && {
      key: 'categoryGroup',
      label: jobCategoryGroups.find((group) => group.slug === search.categoryGroup)?.label ?? search.categoryGroup,
      remove: { categoryGroup: '' },
    },
    search.positionType !== undefined && { key: 'positionType', label: search.positionType, remove: { positionType: '' } },
    search.salaryType !== undefined && { key: 'salaryType', label: `${search.salaryType} salary`, remove: { salaryType: '' } },
    search.responsive === true && { key: 'responsive', label: 'Startups that answer', remove: { responsive: '' } },
    search.visaSponsorship === true && { key: 'visaSponsorship', label: 'Visa sponsorship', remove: { visaSponsorship: '' } },
    search.relocationSupport === true && { key: 'relocationSupport', label: 'Relocation support', remove: { relocationSupport: '' } },
    search.remoteFrom !== undefined && {
      key: 'remoteFrom',
      label: `Remote from ${countryName(search.remoteFrom)}`,
      remove: { remoteFrom: '' },
    },
    ...(['stage', 'fundingStage', 'funding', 'investor'] as const).map(
      (key) => funding[key] !== undefined && { key, label: key === 'investor' ? `Backed by ${String(funding[key])}` : String(funding[key]), remove: { funding: withoutFunding(funding, key) } },
    ),
  ];
  return list.filter((item): item is AppliedFilter => Boolean(item));
}

/** The form changes that drop every filter (the words stay). */
export const clearedFilters: Partial<SearchFormValues> = {
  location: '',
  country: '',
  categoryGroup: '',
  category: '',
  positionType: '',
  remote: '',
  salaryType: '',
  withSalary: '',
  responsive: '',
  englishOk: '',
  visaSponsorship: '',
  relocationSupport: '',
  remoteFrom: '',
  funding: {},
};
