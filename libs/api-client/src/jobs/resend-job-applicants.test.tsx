import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { setUpTestApi } from '../testing';
import { useResendJobApplicants } from './resend-job-applicants';

const api = setUpTestApi();

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('useResendJobApplicants', () => {
  it('posts to the job and answers how many applicants were sent', async () => {
    const calls = api.serve({ 'POST /api/jobs/a%2Fb/resend-applicants': { status: 200, body: { sent: 4 } } });
    const { result } = renderHook(() => useResendJobApplicants(), { wrapper });
    act(() => result.current.mutate('a/b'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ sent: 4 });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/jobs/a%2Fb/resend-applicants']);
  });

  it("rejects with the server's message and status", async () => {
    api.serve({ 'POST /api/jobs/j1/resend-applicants': { status: 403, body: { statusCode: 403, code: 'E_FORBIDDEN', message: 'You do not manage this startup' } } });
    const { result } = renderHook(() => useResendJobApplicants(), { wrapper });
    act(() => result.current.mutate('j1'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 403, message: 'You do not manage this startup' });
  });
});
