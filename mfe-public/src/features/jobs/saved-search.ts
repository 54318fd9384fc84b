import { jobCategoryGroups, type JobSearchFilters, type SavedJobSearch, savedSearchKeyToString } from '@nordhub/contracts';
import { countryName, type CountryOption, REMOTE_COUNTRY } from '@nordhub/domain';
import { categoryLabel } from '../../components/jobs/job-card';
import { type JobSearch } from './job-search-url';

export type SavedSearchIdentity = Pick<SavedJobSearch, 'key' | 'filters'>;

const filterKeys = ['category', 'categoryGroup', 'positionType', 'remote', 'salaryType', 'withSalary', 'responsive', 'englishOk', 'visaSponsorship', 'relocationSupport', 'remoteFrom'] as const;
// The funding-aware filters are saved with the rest.
const fundingFilterKeys = ['stage', 'fundingStage', 'funding', 'investor'] as const;

/**
 * The saved-search form of a search (the product spec's entities): the key is the JSON of search text,
 * location (the city) and country code; the other filters go to `filters`. Sort and page are
 * how results are shown, not what is searched, so they are left out.
 */
export function toSavedSearch(search: JobSearch): SavedSearchIdentity {
  const key = savedSearchKeyToString({ search: search.search ?? '', location: search.city ?? '', countryCode: search.country ?? null });
  const filters: JobSearchFilters = {};
  for (const name of [...filterKeys, ...fundingFilterKeys]) if (search[name] !== undefined) Object.assign(filters, { [name]: search[name] });
  return { key, filters };
}

// Filters compared by value in a fixed order (the server may send them in another order).
const filtersText = (filters: JobSearchFilters) => JSON.stringify([...filterKeys, ...fundingFilterKeys].map((name) => filters[name] ?? null));

/** Whether two saved searches are the same search. */
export const isSameSavedSearch = (a: SavedSearchIdentity, b: SavedSearchIdentity) => a.key === b.key && filtersText(a.filters) === filtersText(b.filters);

/** A short name for a pinned search: 'react in Copenhagen, Frontend', 'Remote', 'All jobs'. */
export function savedSearchLabel(search: JobSearch, countries: readonly CountryOption[]): string {
  const country = search.country === REMOTE_COUNTRY ? 'Remote' : countries.find((option) => option.value === search.country)?.text ?? search.country;
  const where = search.city ?? country ?? '';
  const head = [search.search, where].filter(Boolean).join(search.search && where ? ' in ' : '');
  const group = jobCategoryGroups.find((item) => item.slug === search.categoryGroup)?.label;
  const details = [
    search.category ? categoryLabel(search.category) : undefined,
    group,
    search.positionType,
    search.remote === true ? 'remote' : search.remote === false ? 'on site' : undefined,
    search.salaryType ? `${search.salaryType} salary` : undefined,
    search.withSalary ? 'shows salary' : undefined,
    search.responsive ? 'startups that answer' : undefined,
    search.englishOk ? 'English is fine' : undefined,
    search.visaSponsorship ? 'visa sponsorship' : undefined,
    search.relocationSupport ? 'relocation support' : undefined,
    search.remoteFrom ? `remote from ${countryName(search.remoteFrom)}` : undefined,
    search.stage,
    search.fundingStage,
    search.funding,
    search.investor ? `backed by ${search.investor}` : undefined,
  ].filter(Boolean);
  return [head || 'All jobs', ...details].join(', ');
}
