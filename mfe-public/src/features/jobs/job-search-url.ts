import {
  companyFundingStatusSchema,
  jobCategoryGroupSchema,
  jobCategorySchema,
  jobSortSchema,
  positionTypeSchema,
  salaryTypeSchema,
} from '@nordhub/contracts';
import { jobSearchFromParams, type JobSearchParams, jobSearchToParams } from '@nordhub/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';

/** The values the API accepts for each enumerated filter, straight from the contracts. */
export const jobSearchVocabulary = {
  category: jobCategorySchema.options,
  categoryGroup: jobCategoryGroupSchema.options,
  positionType: positionTypeSchema.options,
  salaryType: salaryTypeSchema.options,
  sort: jobSortSchema.options,
  funding: companyFundingStatusSchema.options,
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
