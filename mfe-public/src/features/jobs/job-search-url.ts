import { type JobSearch, jobSearchVocabulary } from '@nordhub/contracts';
import { jobSearchFromParams, jobSearchToParams } from '@nordhub/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';

export type { JobSearch };

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
