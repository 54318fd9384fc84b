// jsdom: the call runs through the real apiClient and XMLHttpRequest against a local HTTP server.
import { type AuthorizeWithLinkedInResponse } from '@nordhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { clientErrorCodes } from '../errors';
import { type ReceivedCall, setUpTestApi, type TestRoutes } from '../testing';
import { authorizeWithLinkedIn, useAuthorizeWithLinkedIn } from './authorize-with-linkedin';
import { meQueryKey } from './me-cache';
import { makeUser } from './user-fixture';

const api = setUpTestApi();

const route = 'POST /api/users/authorize-with-linkedin';
const payload = { accessToken: 'token-1', allowRegistration: false };
let calls: ReceivedCall[] = [];
const serve = (routes: TestRoutes) => {
  calls = api.serve(routes);
};

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useAuthorizeWithLinkedIn(), { wrapper });
  return { queryClient, result };
}

describe('authorizeWithLinkedIn', () => {
  it('posts the token and whether registration is allowed, and gives the parsed answer', async () => {
    const user = makeUser();
    serve({ [route]: { status: 200, body: { user, found: false, created: true } } });
    await expect(authorizeWithLinkedIn({ accessToken: 'token-1', allowRegistration: true })).resolves.toEqual({
      user,
      found: false,
      created: true,
    });
    expect(calls).toEqual([
      { method: 'POST', url: '/api/users/authorize-with-linkedin', body: { accessToken: 'token-1', allowRegistration: true } },
    ]);
  });

  it('rejects an answer that breaks the contract', async () => {
    serve({ [route]: { status: 200, body: { user: null, found: 'no' } } });
    await expect(authorizeWithLinkedIn(payload)).rejects.toMatchObject({ code: clientErrorCodes.E_INVALID_RESPONSE });
  });

  it('rejects with the server message and status when LinkedIn refuses or cannot be reached', async () => {
    serve({
      [route]: { status: 502, body: { statusCode: 502, code: 'E_INTERNAL', message: 'LinkedIn could not be reached. Please try again in a moment.' } },
    });
    await expect(authorizeWithLinkedIn(payload)).rejects.toMatchObject({
      status: 502,
      message: 'LinkedIn could not be reached. Please try again in a moment.',
    });
  });
});

describe('useAuthorizeWithLinkedIn', () => {
  it('writes the signed-in user into the me cache, like sign-in', async () => {
    const user = makeUser();
    serve({ [route]: { status: 200, body: { user, found: true, created: false } } });
    const { queryClient, result } = setup();
    queryClient.setQueryData(meQueryKey, null);
    let answer: AuthorizeWithLinkedInResponse | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync(payload);
    });
    expect(answer).toEqual({ user, found: true, created: false });
    expect(queryClient.getQueryData(meQueryKey)).toEqual(user);
  });

  it('leaves a guest a guest when there is no account', async () => {
    serve({ [route]: { status: 200, body: { user: null, found: false, created: false } } });
    const { queryClient, result } = setup();
    queryClient.setQueryData(meQueryKey, null);
    await act(async () => {
      await result.current.mutateAsync(payload);
    });
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });
});
