// Saved (pinned) searches and their counts through the real apiClient against a real local HTTP server.
import { type SavedJobSearch } from '@nordhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { queryKeys } from '../query-keys';
import { setUpTestApi } from '../testing';
import { jobsCountBulkQueryOptions, useJobsCountBulk } from './count-jobs-bulk';
import { useCreateSavedJobSearch } from './create-saved-job-search';
import { useDeleteSavedJobSearch } from './delete-saved-job-search';
import { useSavedJobSearches } from './get-saved-job-searches';
import { useUpdateSavedJobSearch } from './update-saved-job-search';

const api = setUpTestApi();

const key = '{"search":"react","location":"Copenhagen","countryCode":"DK"}';
const saved = (overrides: Partial<SavedJobSearch> = {}): SavedJobSearch => ({
  id: 'search-1',
  key,
  filters: { category: 'frontend' },
  since: '2026-03-01T10:00:00.000Z',
  pinned: true,
  count: 2,
  ...overrides,
});

function setup(list?: SavedJobSearch[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  if (list) queryClient.setQueryData(queryKeys.jobSearch.list(), list);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper, list: () => queryClient.getQueryData<SavedJobSearch[]>(queryKeys.jobSearch.list()) };
}

describe('useSavedJobSearches', () => {
  it('reads the saved searches', async () => {
    api.serve({ 'GET /api/job-search': { status: 200, body: [saved()] } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useSavedJobSearches(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([saved()]);
  });

  it('asks nothing for a guest', async () => {
    api.serve({});
    const { wrapper } = setup();
    const { result } = renderHook(() => useSavedJobSearches({ enabled: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.calls()).toEqual([]);
  });
});

describe('useJobsCountBulk', () => {
  it('posts the items and reads each key with its count', async () => {
    const items = [{ key, filters: { category: 'frontend' as const }, since: '2026-03-01T10:00:00.000Z' }];
    api.serve({ 'POST /api/jobs/count/bulk': { status: 200, body: { results: [{ key, count: 3 }] } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useJobsCountBulk(items), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ results: [{ key, count: 3 }] });
    expect(api.calls()).toEqual([{ method: 'POST', url: '/api/jobs/count/bulk', body: { items } }]);
    expect(jobsCountBulkQueryOptions(items).queryKey).toEqual(['job-search', 'counts', items]);
  });

  it('asks nothing for no searches', async () => {
    api.serve({});
    const { wrapper } = setup();
    const { result } = renderHook(() => useJobsCountBulk([]), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.calls()).toEqual([]);
  });
});

describe('pin, mark seen and unpin', () => {
  it('pinning stores the server record (with its id) in the list and refreshes the counts', async () => {
    api.serve({ 'POST /api/job-search': { status: 201, body: saved({ id: 'search-2', count: 0 }) } });
    const { wrapper, list, queryClient } = setup([saved()]);
    queryClient.setQueryData(queryKeys.jobSearch.counts([]), { results: [] });
    const { result } = renderHook(() => useCreateSavedJobSearch(), { wrapper });
    await act(() => result.current.mutateAsync({ key, filters: {}, since: '2026-03-02T10:00:00.000Z' }));
    expect(list()?.map((item) => item.id)).toEqual(['search-1', 'search-2']);
    expect(queryClient.getQueryState(queryKeys.jobSearch.counts([]))?.isInvalidated).toBe(true);
    expect(api.calls()[0]?.body).toEqual({ key, filters: {}, since: '2026-03-02T10:00:00.000Z' });
  });

  it('PATCH since replaces the search in the list', async () => {
    const seen = saved({ since: '2026-03-03T10:00:00.000Z', count: 0 });
    api.serve({ 'PATCH /api/job-search/search-1': { status: 200, body: seen } });
    const { wrapper, list } = setup([saved()]);
    const { result } = renderHook(() => useUpdateSavedJobSearch(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'search-1', change: { since: seen.since } }));
    expect(list()).toEqual([seen]);
  });

  it('unpinning removes the search at once, and keeps it removed when the delete fails (spec: errors ignored)', async () => {
    api.serve({ 'DELETE /api/job-search/search-1': { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Down' }, delayMs: 50 } });
    const { wrapper, list } = setup([saved(), saved({ id: 'search-2' })]);
    const { result } = renderHook(() => useDeleteSavedJobSearch(), { wrapper });
    act(() => result.current.mutate('search-1'));
    await waitFor(() => expect(list()?.map((item) => item.id)).toEqual(['search-2']));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list()?.map((item) => item.id)).toEqual(['search-2']);
  });

  it('a list read that answered during the delete does not keep the unpinned search', async () => {
    api.serve({
      'GET /api/job-search': { status: 200, body: [saved(), saved({ id: 'search-2' })] },
      'DELETE /api/job-search/search-1': { status: 204, delayMs: 200 },
    });
    const { wrapper, list, queryClient } = setup([saved(), saved({ id: 'search-2' })]);
    const { result } = renderHook(() => ({ remove: useDeleteSavedJobSearch(), searches: useSavedJobSearches() }), { wrapper });
    act(() => result.current.remove.mutate('search-1'));
    await waitFor(() => expect(list()?.map((item) => item.id)).toEqual(['search-2']));
    // A read sent after the removal, answered from before the delete: the search is back for now.
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.jobSearch.list() }));
    expect(list()?.map((item) => item.id)).toEqual(['search-1', 'search-2']);
    api.serve({ 'GET /api/job-search': { status: 200, body: [saved({ id: 'search-2' })] } });
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    await waitFor(() => expect(list()?.map((item) => item.id)).toEqual(['search-2']));
  });
});
