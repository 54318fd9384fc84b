// The optimistic job flags through the real apiClient against a real local HTTP server.
import { type JobDetail, type JobsAndFeatured, type MyJobs } from '@nordhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { queryKeys } from '../query-keys';
import { setUpTestApi } from '../testing';
import { makeJobDetail, makeJobListItem, makeJobsAndFeatured } from './job-fixture';
import { patchJobFlags, useJobInterest, useSaveJob } from './job-flags';

const api = setUpTestApi();

const searchKey = queryKeys.jobs.search({ search: 'backend' });
const otherSearchKey = queryKeys.jobs.search({ country: 'DK' });

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  // The same job in a search page, as a featured job of another search, on its page and in My jobs.
  queryClient.setQueryData<JobsAndFeatured>(searchKey, makeJobsAndFeatured([makeJobListItem(), makeJobListItem({ id: 'job-2' })]));
  queryClient.setQueryData<JobsAndFeatured>(otherSearchKey, makeJobsAndFeatured([], { featuredJobs: [makeJobListItem()] }));
  queryClient.setQueryData<JobDetail>(queryKeys.jobs.detail('job-1'), makeJobDetail());
  queryClient.setQueryData<MyJobs>(queryKeys.jobs.mine(), { saved: [], interested: [makeJobListItem({ interestedAt: '2026-03-02T10:00:00.000Z' })] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

/** The flags of job-1 in every cached place, and of job-2 (which must never change). */
function flags(queryClient: QueryClient) {
  const search = queryClient.getQueryData<JobsAndFeatured>(searchKey);
  return {
    search: search?.jobs.docs[0]?.saved,
    featured: queryClient.getQueryData<JobsAndFeatured>(otherSearchKey)?.featuredJobs[0]?.saved,
    page: queryClient.getQueryData<JobDetail>(queryKeys.jobs.detail('job-1'))?.saved,
    otherJob: search?.jobs.docs[1]?.saved,
  };
}

describe('useSaveJob', () => {
  it('marks the job saved everywhere at once and keeps the server answer', async () => {
    api.serve({ 'POST /api/jobs/job-1/save': { status: 200, body: { id: 'job-1', saved: true, interestedAt: null }, delayMs: 100 } });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useSaveJob(), { wrapper });
    act(() => result.current.setSaved('job-1', true));
    await waitFor(() => expect(flags(queryClient)).toEqual({ search: true, featured: true, page: true, otherJob: false }));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(flags(queryClient)).toEqual({ search: true, featured: true, page: true, otherJob: false });
    expect(api.calls().map((call) => `${call.method} ${call.url}`)).toContain('POST /api/jobs/job-1/save');
  });

  it('keeps the newest click when an older answer arrives after it', async () => {
    // Save is slow, unsave quick: the save's "saved: true" lands last and must not flip the flag back.
    api.serve({
      'POST /api/jobs/job-1/save': { status: 200, body: { id: 'job-1', saved: true, interestedAt: null }, delayMs: 150 },
      'POST /api/jobs/job-1/unsave': { status: 200, body: { id: 'job-1', saved: false, interestedAt: null } },
    });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => ({ save: useSaveJob(), other: useSaveJob() }), { wrapper });
    act(() => result.current.save.setSaved('job-1', true));
    await waitFor(() => expect(flags(queryClient).page).toBe(true));
    act(() => result.current.other.setSaved('job-1', false));
    await waitFor(() => expect(result.current.other.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    expect(flags(queryClient)).toEqual({ search: false, featured: false, page: false, otherJob: false });
  });

  it('does not undo a newer click when an older one fails', async () => {
    // Save (slow, fails), unsave, save again (succeeds): the first save's failure lands last.
    let saves = 0;
    api.serve({
      'POST /api/jobs/job-1/save': () =>
        ++saves === 1
          ? { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Database down' }, delayMs: 200 }
          : { status: 200, body: { id: 'job-1', saved: true, interestedAt: null } },
      'POST /api/jobs/job-1/unsave': { status: 200, body: { id: 'job-1', saved: false, interestedAt: null } },
    });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => ({ first: useSaveJob(), unsave: useSaveJob(), again: useSaveJob() }), { wrapper });
    act(() => result.current.first.setSaved('job-1', true));
    await waitFor(() => expect(flags(queryClient).page).toBe(true));
    act(() => result.current.unsave.setSaved('job-1', false));
    await waitFor(() => expect(result.current.unsave.isSuccess).toBe(true));
    act(() => result.current.again.setSaved('job-1', true));
    await waitFor(() => expect(result.current.again.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.first.isError).toBe(true));
    expect(flags(queryClient)).toEqual({ search: true, featured: true, page: true, otherJob: false });
  });

  it('returns the flag to its previous state everywhere when the server call fails', async () => {
    api.serve({ 'POST /api/jobs/job-1/save': { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Database down' }, delayMs: 100 } });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useSaveJob(), { wrapper });
    act(() => result.current.setSaved('job-1', true));
    await waitFor(() => expect(flags(queryClient).page).toBe(true));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 500, message: 'Database down' });
    expect(flags(queryClient)).toEqual({ search: false, featured: false, page: false, otherJob: false });
  });

  it('rolls an unsave back to saved when the server refuses it', async () => {
    api.serve({ 'POST /api/jobs/job-1/unsave': { status: 403, body: { statusCode: 403, code: 'E_NOT_SIGNED_IN', message: 'Please log in' } } });
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData<JobDetail>(queryKeys.jobs.detail('job-1'), makeJobDetail({ saved: true }));
    const { result } = renderHook(() => useSaveJob(), { wrapper });
    act(() => result.current.setSaved('job-1', false));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData<JobDetail>(queryKeys.jobs.detail('job-1'))?.saved).toBe(true);
  });
});

describe('useJobInterest', () => {
  it('clears interestedAt at once and restores the earlier time when the call fails', async () => {
    api.serve({ 'POST /api/jobs/job-1/uninterested': { status: 503, body: { statusCode: 503, code: 'E_UNAVAILABLE', message: 'Try later' }, delayMs: 100 } });
    const { queryClient, wrapper } = setup();
    const interestedAt = () => queryClient.getQueryData<MyJobs>(queryKeys.jobs.mine())?.interested[0]?.interestedAt;
    const { result } = renderHook(() => useJobInterest(), { wrapper });
    act(() => result.current.setInterested('job-1', false));
    await waitFor(() => expect(interestedAt()).toBeNull());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(interestedAt()).toBe('2026-03-02T10:00:00.000Z');
  });

  it("writes the server's interestedAt once the call succeeds", async () => {
    api.serve({
      'POST /api/jobs/job-1/interested': { status: 200, body: { id: 'job-1', saved: false, interestedAt: '2026-04-01T08:00:00.000Z' } },
      'GET /api/jobs/mine': { status: 200, body: { saved: [], interested: [] } },
    });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useJobInterest(), { wrapper });
    act(() => result.current.setInterested('job-1', true));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<JobDetail>(queryKeys.jobs.detail('job-1'))?.interestedAt).toBe('2026-04-01T08:00:00.000Z');
  });
});

describe('patchJobFlags', () => {
  it('patches every copy of the job, in pages of an infinite list too, and keeps untouched branches', () => {
    const other = makeJobListItem({ id: 'job-2' });
    const infinite = { pages: [makeJobsAndFeatured([makeJobListItem(), other])], pageParams: [1] };
    const patched = patchJobFlags(infinite, 'job-1', { saved: true }) as typeof infinite;
    expect(patched.pages[0]?.jobs.docs[0]?.saved).toBe(true);
    expect(patched.pages[0]?.jobs.docs[1]).toBe(other);
    expect(patched.pageParams).toBe(infinite.pageParams);
    const untouched = makeJobsAndFeatured([other]);
    expect(patchJobFlags(untouched, 'job-1', { saved: true })).toBe(untouched);
  });
});
