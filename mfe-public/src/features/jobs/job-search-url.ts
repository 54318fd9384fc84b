import { companyFundingStatuses, jobCategoryGroupSlugs, jobCategorySlugs, jobSorts, positionTypes, salaryTypes } from '@nordhub/contracts';
import { jobSearchFromParams, type JobSearchParams, jobSearchToParams } from '@nordhub/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';

/**
 * The values the API accepts for each enumerated filter, straight from the contracts' value lists
 * (the lists its schemas are built from; reading them loads no zod with the search page).
 */
export const jobSearchVocabulary = {
  category: jobCategorySlugs,
  categoryGroup: jobCategoryGroupSlugs,
  positionType: positionTypes,
  salaryType: salaryTypes,
  sort: jobSorts,
  funding: companyFundingStatuses,
} as const;

export type JobSearch = JobSearchParams<typeof jobSearchVocabulary>;

/**
 * The job search kept in the URL, so a search is a shareable link and Back returns to the
 * previous one. Every change is a new history entry.
 */
export function useJobSearchUrl(): [JobSearch, (next: JobSearch) => void] {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => jobSearchFromParams(params, jobSearchVocabulary), [params]);
  const setSearch = useCallback((next: JobSearch) => setParams(jobSearchToParams(next)), [setParams]);
  return [search, setSearch];
}

/** The /jobs link of a search (filters in the URL's fixed order; no query for no filters). */
export function jobSearchHref(search: JobSearch): string {
  const query = jobSearchToParams(search).toString();
  return query ? `${getHref('jobs')}?${query}` : getHref('jobs');
}
