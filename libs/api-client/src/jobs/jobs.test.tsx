// jsdom: the hooks run as in the browser, through the real apiClient and XMLHttpRequest against a
// real local HTTP server.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { pageDataElementId } from '@nordhub/contracts';
import { forgetPageData } from '../page-data';
import { careersJobsQueryOptions } from '../companies/careers-site';
import { STARTUP_JOBS_PAGE_SIZE, startupJobsQueryOptions } from '../companies/get-startup';
import { queryKeys } from '../query-keys';
import { type ReceivedCall, setUpTestApi, type TestRoutes } from '../testing';
import { useJob } from './get-job';
import { jobSuggestionsQueryOptions, useJobSuggestions } from './get-job-suggestions';
import { useRelatedJobs } from './get-related-jobs';
import { makeJobDetail, makeJobListItem, makeJobsAndFeatured } from './job-fixture';
import { searchJobsQueryOptions, useSearchJobs } from './search-jobs';

const api = setUpTestApi();
let calls: ReceivedCall[] = [];

function serve(routes: TestRoutes) {
  calls = api.serve(routes);
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('useSearchJobs', () => {
  it('sends only the given filters and parses jobs and featured jobs', async () => {
    const answer = makeJobsAndFeatured([makeJobListItem()], { featuredJobs: [makeJobListItem({ id: 'job-2' })], total: 21 });
    serve({ 'GET /api/v2/jobsandfeatured?search=backend+dev&country=DK&remote=true&page=2': { status: 200, body: answer } });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => useSearchJobs({ search: 'backend dev', country: 'DK', city: undefined, remote: true, page: 2 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(answer);
    expect(calls.map((call) => call.url)).toEqual(['/api/v2/jobsandfeatured?search=backend+dev&country=DK&remote=true&page=2']);
  });

  it('rejects with the server message on a 400', async () => {
    serve({
      'GET /api/v2/jobsandfeatured?category=x': {
        status: 400,
        body: { statusCode: 400, code: 'E_VALIDATION', message: 'category: Must be one of: backend' },
      },
    });
    const { wrapper } = setup();
    // A cast stands in for a caller that ignores the types; the server still answers with its error.
    const { result } = renderHook(() => useSearchJobs({ category: 'x' as 'backend' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 400, message: 'category: Must be one of: backend' });
  });

  it('keys the query by resource and filters, without undefined values', () => {
    expect(searchJobsQueryOptions({ search: 'a', city: undefined }).queryKey).toEqual(['jobs', 'search', { search: 'a' }]);
  });

  it("never shares a cache entry with a startup's job list, whose answer has another shape", () => {
    const startupList = startupJobsQueryOptions('nordlys').queryKey;
    const careersList = careersJobsQueryOptions({ companyKey: 'nordlys' }).queryKey;
    expect(startupList[1]).toBe('list');
    expect(careersList[1]).toBe('list');
    expect(queryKeys.jobs.search({ company: 'nordlys', pageSize: STARTUP_JOBS_PAGE_SIZE, sort: 'newest' })).not.toEqual(startupList);
  });
});

describe('useJobSuggestions', () => {
  it('asks for the field and the trimmed text', async () => {
    const answer = { field: 'location', suggestions: [{ text: 'Copenhagen', jobs: 12 }] };
    serve({ 'GET /api/v2/jobs/suggestions?field=location&q=cope': { status: 200, body: answer } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useJobSuggestions('location', ' cope '), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(answer);
  });

  it('sends nothing for blank text', () => {
    expect(jobSuggestionsQueryOptions('search', '   ').enabled).toBe(false);
    expect(jobSuggestionsQueryOptions('search', 'x'.repeat(150)).queryKey).toEqual(['jobs', 'suggestions', 'search', 'x'.repeat(100)]);
  });
});

describe('useJob and useRelatedJobs', () => {
  it('reads a job page with its benefits', async () => {
    const job = makeJobDetail({ id: 'abc' });
    serve({ 'GET /api/jobs/single/abc': { status: 200, body: job } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useJob('abc'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(job);
    expect(queryKeys.jobs.detail('abc')).toEqual(['jobs', 'detail', 'abc']);
  });

  describe('with the job the server wrote into the page', () => {
    const writePage = (text: string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = pageDataElementId;
      element.textContent = text;
      document.head.append(element);
      forgetPageData();
    };
    afterEach(() => {
      document.getElementById(pageDataElementId)?.remove();
      forgetPageData();
    });

    it('shows that job on the first render, then asks the API again and shows its answer', async () => {
      const served = makeJobDetail({ id: 'abc', title: 'As served' });
      writePage(JSON.stringify({ job: served }));
      serve({ 'GET /api/jobs/single/abc': { status: 200, body: { ...served, title: 'As it is now' } } });
      const { wrapper } = setup();
      const { result } = renderHook(() => useJob('abc'), { wrapper });
      expect(result.current.data?.title).toBe('As served');
      await waitFor(() => expect(result.current.data?.title).toBe('As it is now'));
      expect(calls.map((call) => call.url)).toEqual(['/api/jobs/single/abc']);
    });

    it('ignores it for another job, and when it is not a job', async () => {
      writePage(JSON.stringify({ job: makeJobDetail({ id: 'other' }) }));
      serve({ 'GET /api/jobs/single/abc': { status: 200, body: makeJobDetail({ id: 'abc' }) } });
      const { wrapper } = setup();
      expect(renderHook(() => useJob('abc'), { wrapper }).result.current.data).toBeUndefined();
      document.getElementById(pageDataElementId)?.remove();
      writePage(JSON.stringify({ job: { id: 'abc', title: 42 } }));
      expect(renderHook(() => useJob('abc'), { wrapper: setup().wrapper }).result.current.data).toBeUndefined();
      document.getElementById(pageDataElementId)?.remove();
      writePage(JSON.stringify({ job: ['abc'] }));
      expect(renderHook(() => useJob('abc'), { wrapper: setup().wrapper }).result.current.data).toBeUndefined();
      document.getElementById(pageDataElementId)?.remove();
      writePage('{ not json');
      expect(renderHook(() => useJob('abc'), { wrapper: setup().wrapper }).result.current.data).toBeUndefined();
    });
  });

  it('reports a missing job as a 404 error', async () => {
    serve({ 'GET /api/jobs/single/nope': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No job with the id nope' } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useJob('nope'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404, code: 'E_NOT_FOUND' });
  });

  it('reads related jobs, and waits while disabled', async () => {
    const related = [makeJobListItem({ id: 'r1' })];
    serve({ 'GET /api/v2/jobs/abc/related': { status: 200, body: related } });
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ enabled }) => useRelatedJobs('abc', { enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(related);
    expect(calls).toHaveLength(1);
  });
});
