import { apiClient, queryKeys } from '@nordhub/api-client';
import { makeUser, makeUserCompany, makeUserInvestor, setUpTestApi } from '@nordhub/api-client/testing';
import { authModalAtom, pendingTargetAtom, selectedProfileAtom, sessionStatusAtom, userAtom } from '@nordhub/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { AuthModalHost } from '../auth/auth-modal-host';
import { ProfileModalsHost } from '../profiles/profile-modals-host';
import { currentLocation, renderInShell } from '../testing/render-shell';
import { SessionKeeper } from './session-keeper';
import { ToastOutlet } from './toast-outlet';

const api = setUpTestApi();
afterEach(() => {
  document.cookie = 'user.profile=; Max-Age=0; Path=/';
});

const company = makeUser({ companies: [makeUserCompany()] });
const forbidden = { status: 403, body: { statusCode: 403, code: 'E_FORBIDDEN', message: 'You do not have access to this.' } };
const csrf = { status: 403, body: { statusCode: 403, code: 'E_CSRF', message: 'The request could not be verified. Reload the page and try again.' } };

const renderSession = (options: Parameters<typeof renderInShell>[1]) =>
  renderInShell(
    <>
      <SessionKeeper />
      <AuthModalHost />
      <ProfileModalsHost />
      <ToastOutlet />
    </>,
    options,
  );

describe('the ?to= query', () => {
  async function logInFrom(path: string) {
    api.serve({ 'POST /api/users/sign-in': { status: 200, body: company } });
    const view = await renderSession({ user: null, path });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await view.user.type(within(dialog).getByLabelText('Email'), 'anna@example.com');
    await view.user.type(within(dialog).getByLabelText('Password'), 'Secret#123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    return view;
  }

  it('opens the sign-in modal for a guest and, once logged in, goes to the target', async () => {
    const view = await logInFrom('/?to=%2Fclient%2Fstartups%2Facme%2Fjobs');
    await waitFor(() => expect(currentLocation()).toBe('/client/startups/acme/jobs'));
    expect(view.store.get(pendingTargetAtom)).toBeNull();
    expect(view.store.get(selectedProfileAtom)).toEqual({ type: 'company', key: 'acme' });
  });

  // The shared rule (libs/domain return-path): no target leaves the site, after login or at once.
  const unsafeTargets = ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/.//evil.example', '/\t/evil.example', 'javascript:alert(1)'];

  // Logging in takes a second per case: the new attempts are covered at once below and in libs/domain.
  it.each(unsafeTargets.slice(0, 4))('sends the unsafe target %j to / after logging in', async (to) => {
    await logInFrom(`/jobs?to=${encodeURIComponent(to)}`);
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it.each(unsafeTargets)('sends a signed-in user with the unsafe target %j to /', async (to) => {
    await renderSession({ user: company, path: `/jobs?to=${encodeURIComponent(to)}` });
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('takes a signed-in user straight to a safe target', async () => {
    await renderSession({ user: company, path: '/?to=%2Fclient%2Fstartups%2Facme' });
    await waitFor(() => expect(currentLocation()).toBe('/client/startups/acme'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refetches job answers after logging in, since they carry the viewer's saved and interested flags", async () => {
    api.serve({ 'POST /api/users/sign-in': { status: 200, body: company } });
    const view = await renderSession({ user: null, path: '/?to=%2Fjobs%2Fabc' });
    const jobKey = queryKeys.jobs.detail('abc');
    view.queryClient.setQueryData(jobKey, { id: 'abc', saved: false, interestedAt: null });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await view.user.type(within(dialog).getByLabelText('Email'), 'anna@example.com');
    await view.user.type(within(dialog).getByLabelText('Password'), 'Secret#123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.queryClient.getQueryState(jobKey)?.isInvalidated).toBe(true));
  });

  it('does nothing without a to query', async () => {
    const view = await renderSession({ user: null, path: '/jobs' });
    expect(view.store.get(authModalAtom)).toBeNull();
  });
});

describe('who is signed in, as the page starts', () => {
  it("a guest from the start keeps the page's answers, which started beside the question", async () => {
    api.serve({ 'GET /api/session': { status: 200, body: { user: null } } });
    const view = await renderSession({ path: '/jobs/abc' });
    const jobKey = queryKeys.jobs.detail('abc');
    view.queryClient.setQueryData(jobKey, { id: 'abc', saved: false, interestedAt: null });
    await waitFor(() => expect(view.store.get(sessionStatusAtom)).toBe('guest'));
    expect(view.queryClient.getQueryData(jobKey)).toEqual({ id: 'abc', saved: false, interestedAt: null });
  });

  it("someone signed in who turns out signed out loses that user's data", async () => {
    api.serve({ 'GET /api/session': { status: 200, body: { user: null } } });
    const view = await renderSession({ user: company, path: '/jobs/abc' });
    const jobKey = queryKeys.jobs.detail('abc');
    view.queryClient.setQueryData(jobKey, { id: 'abc', saved: true, interestedAt: null });
    await act(async () => {
      await view.queryClient.refetchQueries({ queryKey: queryKeys.users.me() });
    });
    await waitFor(() => expect(view.store.get(sessionStatusAtom)).toBe('guest'));
    expect(view.queryClient.getQueryData(jobKey)).toBeUndefined();
    expect(view.store.get(userAtom)).toBeNull();
  });
});

describe('a 403 from the API', () => {
  it('logs a signed-in user out, says the session expired and goes to /', async () => {
    api.serve({ 'GET /api/companies/acme/hidden': forbidden });
    const view = await renderSession({ user: company, path: '/client/startups/acme' });
    await act(async () => {
      await apiClient.get('/companies/acme/hidden').catch(() => undefined);
    });
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.getByText('Session expired, redirecting you to frontpage')).toBeInTheDocument();
    expect(view.store.get(userAtom)).toBeNull();
    expect(view.store.get(sessionStatusAtom)).toBe('guest');
  });

  it('ignores a refused CSRF check', async () => {
    api.serve({ 'GET /api/x': csrf });
    const view = await renderSession({ user: company, path: '/client/startups/acme' });
    await act(async () => {
      await apiClient.get('/x').catch(() => undefined);
    });
    expect(currentLocation()).toBe('/client/startups/acme');
    expect(view.store.get(userAtom)).toEqual(company);
  });

  it('for a guest only clears the data, without moving', async () => {
    api.serve({ 'GET /api/x': forbidden });
    const view = await renderSession({ user: null, path: '/jobs' });
    await act(async () => {
      await apiClient.get('/x').catch(() => undefined);
    });
    expect(currentLocation()).toBe('/jobs');
    expect(screen.queryByText('Session expired, redirecting you to frontpage')).not.toBeInTheDocument();
    expect(view.store.get(sessionStatusAtom)).toBe('guest');
  });
});

describe('the email-verification-key query at start-up', () => {
  it('verifies, removes the query and says so', async () => {
    const calls = api.serve({ 'POST /api/users/verify-email': { status: 200, body: makeUser() } });
    await renderSession({ user: null, path: '/jobs?email-verification-key=abc&q=x' });
    expect(await screen.findByText('Your email address is verified')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/jobs?q=x'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/users/verify-email', body: { emailVerificationKey: 'abc' } }]);
  });

  it('ignores a failure but still removes the query', async () => {
    api.serve({
      'POST /api/users/verify-email': { status: 400, body: { statusCode: 400, code: 'E_INVALID_TOKEN', message: 'invalid' } },
    });
    await renderSession({ user: null, path: '/?email-verification-key=old' });
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.queryByText('Your email address is verified')).not.toBeInTheDocument();
  });

  it('leaves the key to the verify-email page, which shows the outcome itself', async () => {
    const calls = api.serve({});
    await renderSession({ user: null, path: '/client/verify-email?email-verification-key=abc' });
    expect(currentLocation()).toBe('/client/verify-email?email-verification-key=abc');
    expect(calls).toEqual([]);
  });
});

describe('profile selection at start-up', () => {
  const several = makeUser({ companies: [makeUserCompany()], investors: [makeUserInvestor()] });

  it('auto-selects the only usable profile', async () => {
    const view = await renderSession({ user: company });
    expect(view.store.get(selectedProfileAtom)).toEqual({ type: 'company', key: 'acme' });
  });

  it('uses the stored choice before the cookie', async () => {
    document.cookie = 'user.profile=company%3Aacme; Path=/';
    const view = await renderSession({ user: { ...several, profile: 'investor:north-capital' } });
    expect(view.store.get(selectedProfileAtom)).toEqual({ type: 'investor', key: 'north-capital' });
  });

  it('falls back to the cookie, and selects nothing without any choice', async () => {
    document.cookie = 'user.profile=company%3Aacme; Path=/';
    const withCookie = await renderSession({ user: several });
    expect(withCookie.store.get(selectedProfileAtom)).toEqual({ type: 'company', key: 'acme' });
    withCookie.unmount();
    document.cookie = 'user.profile=; Max-Age=0; Path=/';
    const without = await renderSession({ user: several });
    expect(without.store.get(selectedProfileAtom)).toBeNull();
  });
});
