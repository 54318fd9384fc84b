// jsdom: the hooks run as in the browser, through the real apiClient and XMLHttpRequest against a
// real local HTTP server.
import { type User } from '@nordhub/contracts';
import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { type ReceivedCall, sendJson, setUpTestApi, type TestRoutes } from '../testing';
import { makeUser, makeUserCompany } from './user-fixture';
import { useConnectProfilePlatform } from './connect-profile-platform';
import { useCreateApplicant } from './create-applicant';
import { useForgotPassword } from './forgot-password';
import { useMe } from './get-me';
import { cachedMe, meQueryKey } from './me-cache';
import { useResetPassword } from './reset-password';
import { useSignIn } from './sign-in';
import { useSignOut } from './sign-out';
import { useSignUp } from './sign-up';
import { useUpdateMe } from './update-me';
import { useVerifyEmail } from './verify-email';
import { useRobotCheck } from '../robot-check/get-robot-check';

const api = setUpTestApi();
let bodies: ReceivedCall[] = [];

/** Answers each "METHOD /path" from the table and records the JSON body sent. */
function serve(routes: TestRoutes) {
  const calls = api.serve(routes);
  bodies = calls;
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

const guest = { status: 200, body: { user: null } };

describe('useMe', () => {
  it('gives the signed-in user', async () => {
    const user = makeUser();
    serve({ 'GET /api/session': { status: 200, body: { user } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(user);
  });

  it('gives null for a guest', async () => {
    serve({ 'GET /api/session': guest });
    const { wrapper } = setup();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('reports other failures as errors', async () => {
    serve({ 'GET /api/session': { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Broken' } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Broken');
  });

  it('checks again when the tab becomes visible, even when the answer is fresh', async () => {
    serve({ 'GET /api/session': { status: 200, body: { user: makeUser() } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    serve({ 'GET /api/session': guest });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(result.current.data).toBeNull());
    focusManager.setFocused(undefined);
  });
});

describe('mutations that answer with the user', () => {
  const user = makeUser({ companies: [makeUserCompany()] });

  it.each([
    ['useSignIn', 'POST /api/users/sign-in', () => useSignIn(), { email: 'anna@example.com', password: 'Secret1!' }],
    [
      'useSignUp',
      'POST /api/users/sign-up',
      () => useSignUp(),
      { name: { first: 'Anna', last: 'Berg' }, email: 'anna@example.com', password: 'Secret1!', reCaptchaResponse: 'x' },
    ],
    ['useResetPassword', 'POST /api/users/reset-password', () => useResetPassword(), { password: 'Secret1!', resetKey: 'k' }],
    ['useVerifyEmail', 'POST /api/users/verify-email', () => useVerifyEmail(), { emailVerificationKey: 'k' }],
    ['useUpdateMe', 'PUT /api/users/me', () => useUpdateMe(), { profile: 'company:acme' }],
  ] as const)('%s sends the payload and writes the user into the me cache', async (_name, route, hook, payload) => {
    serve({ [route]: { status: 200, body: user } });
    const { queryClient, wrapper } = setup();
    const useHook = hook as () => { mutateAsync: (input: unknown) => Promise<User> };
    const { result } = renderHook(() => useHook(), { wrapper });
    let answer: User | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync(payload);
    });
    expect(answer).toEqual(user);
    expect(bodies).toEqual([{ method: route.split(' ')[0], url: route.split(' ')[1], body: payload }]);
    expect(cachedMe(queryClient)).toEqual(user);
  });

  it('useCreateApplicant posts to /applicant and writes the user', async () => {
    const applicant = makeUser({ applicant: { enabled: true, platform: { main: true } } });
    serve({ 'POST /api/applicant': { status: 201, body: applicant } });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useCreateApplicant(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(cachedMe(queryClient)).toEqual(applicant);
  });

  it('useConnectProfilePlatform calls the company or investor platform endpoint', async () => {
    serve({
      'POST /api/companies/acme/platform': { status: 200, body: user },
      'POST /api/investors/north/platform': { status: 200, body: user },
    });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useConnectProfilePlatform(), { wrapper });
    await act(() => result.current.mutateAsync({ type: 'company', key: 'acme', platform: 'impact' }));
    await act(() => result.current.mutateAsync({ type: 'investor', key: 'north', platform: 'main' }));
    expect(bodies.map(({ url, body }) => [url, body])).toEqual([
      ['/api/companies/acme/platform', { platform: 'impact' }],
      ['/api/investors/north/platform', { platform: 'main' }],
    ]);
    expect(cachedMe(queryClient)).toEqual(user);
  });
});

describe('errors and sign-out', () => {
  it('a failed sign-in rejects with the server code and message and leaves the cache alone', async () => {
    serve({
      'POST /api/users/sign-in': {
        status: 401,
        body: { statusCode: 401, code: 'E_INVALID_CREDENTIALS', message: 'Invalid email or password' },
      },
    });
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(meQueryKey, null);
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ email: 'a@b.se', password: 'x' })).rejects.toMatchObject({
        status: 401,
        code: 'E_INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    });
    expect(cachedMe(queryClient)).toBeNull();
  });

  it('a sign-in turned away for a few seconds (429, Retry-After) is sent again after them', async () => {
    const busy = { statusCode: 429, code: 'E_RATE_LIMITED', message: 'Many people are signing in right now. Please try again in a few seconds.' };
    let tries = 0;
    serve({
      'POST /api/users/sign-in': () => {
        tries += 1;
        return tries === 1 ? { status: 429, body: busy, headers: { 'retry-after': '1' } } : { status: 200, body: makeUser() };
      },
    });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ email: 'a@b.se', password: 'x' })).resolves.toEqual(makeUser());
    });
    expect(tries).toBe(2);
    expect(cachedMe(queryClient)).toEqual(makeUser());
  });

  it('a sign-in told to wait long (too many attempts) rejects at once with the server message and the wait', async () => {
    const limited = { statusCode: 429, code: 'E_RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' };
    serve({ 'POST /api/users/sign-in': { status: 429, body: limited, headers: { 'retry-after': '60' } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ email: 'a@b.se', password: 'x' })).rejects.toMatchObject({
        status: 429,
        code: 'E_RATE_LIMITED',
        message: limited.message,
        retryAfterSeconds: 60,
      });
    });
    expect(bodies).toHaveLength(1);
  });

  it('a failed sign-up clears the local user (the product spec’s error catalogue)', async () => {
    serve({
      'POST /api/users/sign-up': { status: 409, body: { statusCode: 409, code: 'E_ACCOUNT_EXISTS', message: 'Exists' } },
    });
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(meQueryKey, makeUser());
    const { result } = renderHook(() => useSignUp(), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ name: { first: 'A', last: 'B' }, email: 'a@b.se', password: 'x', reCaptchaResponse: 'x' }),
      ).rejects.toMatchObject({ code: 'E_ACCOUNT_EXISTS' });
    });
    expect(cachedMe(queryClient)).toBeNull();
  });

  it('useSignOut posts and sets the me cache to null', async () => {
    serve({ 'POST /api/users/sign-out': { status: 204 } });
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(meQueryKey, makeUser());
    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(bodies.map((entry) => entry.url)).toEqual(['/api/users/sign-out']);
    expect(cachedMe(queryClient)).toBeNull();
  });

  it('useForgotPassword gives the server sentence', async () => {
    serve({ 'POST /api/users/forgot-password': { status: 200, body: { message: 'Sent if it exists' } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useForgotPassword(), { wrapper });
    let answer: { message: string } | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync({ email: 'a@b.se' });
    });
    expect(answer).toEqual({ message: 'Sent if it exists' });
  });
});

describe('useRobotCheck', () => {
  it('loads a fresh challenge each time it is asked again', async () => {
    let count = 0;
    api.server().handle((_request, response) => {
      count += 1;
      sendJson(response, 200, {
        provider: 'altcha',
        challenge: { algorithm: 'SHA-256', challenge: `c${count}`, salt: 's', signature: 'sig', maxnumber: 10 },
      });
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useRobotCheck(), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ challenge: { challenge: 'c1' } }));
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toMatchObject({ challenge: { challenge: 'c2' } }));
  });
});
