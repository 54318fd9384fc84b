import { makeUser, makeUserCompany, makeUserInvestor, setUpTestApi } from '@nordhub/api-client/testing';
import { type User } from '@nordhub/contracts';
import { pendingTargetAtom, profileModalAtom, type ProfileModalRequest, selectedProfileAtom } from '@nordhub/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderInShell } from '../testing/render-shell';
import { roleOptions } from './choose-role-modal';
import { ProfileModalsHost } from './profile-modals-host';

const api = setUpTestApi();
afterEach(() => {
  document.cookie = 'user.profile=; Max-Age=0; Path=/';
});

async function openProfileModal(request: ProfileModalRequest, user: User, options: { to?: string } = {}) {
  const view = await renderInShell(<ProfileModalsHost />, { user });
  act(() => {
    if (options.to) view.store.set(pendingTargetAtom, options.to);
    view.store.set(profileModalAtom, request);
  });
  return view;
}

describe('the switch-profile modal', () => {
  const user = makeUser({
    companies: [makeUserCompany(), makeUserCompany({ key: 'impact-only', name: 'Impact Only', platform: { impact: true } })],
    investors: [makeUserInvestor()],
    applicant: { enabled: true, platform: { main: true } },
  });

  it('offers only the profiles usable on this platform', async () => {
    await openProfileModal({ kind: 'switch-profile' }, user);
    const list = screen.getByRole('list', { name: 'Your profiles' });
    expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Acme, Startup',
      'North Capital, Investor',
      'Anna Berg, Job seeker',
    ]);
  });

  it('without "Remember my choice" keeps the choice in the user.profile cookie and goes to the profile link', async () => {
    const calls = api.serve({});
    const view = await openProfileModal({ kind: 'switch-profile' }, user);
    await view.user.click(screen.getByRole('button', { name: 'North Capital, Investor' }));
    expect(view.store.get(selectedProfileAtom)).toEqual({ type: 'investor', key: 'north-capital' });
    expect(document.cookie).toContain('user.profile=investor%3Anorth-capital');
    // The move to the profile link happens once the choice has been stored.
    await waitFor(() => expect(currentLocation()).toBe('/client/investors/north-capital'));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with "Remember my choice" saves it on the server and goes to the to target', async () => {
    const calls = api.serve({ 'PUT /api/users/me': { status: 200, body: { ...user, profile: 'applicant' } } });
    const view = await openProfileModal({ kind: 'switch-profile' }, user, { to: '/jobs?q=design' });
    await view.user.click(screen.getByRole('checkbox', { name: 'Remember my choice' }));
    await view.user.click(screen.getByRole('button', { name: 'Anna Berg, Job seeker' }));
    await waitFor(() => expect(currentLocation()).toBe('/jobs?q=design'));
    expect(calls).toEqual([{ method: 'PUT', url: '/api/users/me', body: { profile: 'applicant' } }]);
    expect(document.cookie).not.toContain('user.profile');
    expect(view.store.get(selectedProfileAtom)).toEqual({ type: 'applicant', key: null });
  });
});

describe('the connect-profile modal', () => {
  const user = makeUser({ companies: [makeUserCompany({ key: 'green', name: 'Green', platform: { impact: true } })] });

  it('registers this platform on the chosen profile, then switches to it', async () => {
    const connected = makeUser({ companies: [makeUserCompany({ key: 'green', name: 'Green', platform: { impact: true, main: true } })] });
    const calls = api.serve({ 'POST /api/companies/green/platform': { status: 200, body: connected } });
    const view = await openProfileModal({ kind: 'connect-profile' }, user);
    await view.user.click(screen.getByRole('button', { name: 'Green, Startup' }));
    await waitFor(() => expect(currentLocation()).toBe('/client/startups/green'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/companies/green/platform', body: { platform: 'main' } }]);
    expect(view.store.get(selectedProfileAtom)).toEqual({ type: 'company', key: 'green' });
  });

  it("shows the server's message when connecting fails", async () => {
    api.serve({
      'POST /api/companies/green/platform': { status: 403, body: { statusCode: 403, code: 'E_FORBIDDEN', message: 'You do not manage this startup' } },
    });
    const view = await openProfileModal({ kind: 'connect-profile' }, user);
    await view.user.click(screen.getByRole('button', { name: 'Green, Startup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not manage this startup');
  });

  it("'Create a new profile' opens the role chooser with startup and investor only", async () => {
    const view = await openProfileModal({ kind: 'connect-profile' }, user);
    await view.user.click(screen.getByRole('button', { name: 'Create a new profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Let us know who you are' });
    expect(within(dialog).queryByRole('button', { name: "I'm looking for jobs" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "I'm a startup" })).toBeInTheDocument();
  });
});

describe('the choose-role modal', () => {
  it('offers the three roles in sign-up mode with their targets, and two in the other mode', () => {
    expect(roleOptions('sign-up')).toEqual([
      { label: "I'm looking for jobs", to: '/client/applicant?create=1' },
      { label: "I'm a startup", to: '/startups/join' },
      { label: "I'm an investor", to: '/investors/join' },
    ]);
    expect(roleOptions('profile').map((option) => option.label)).toEqual(["I'm a startup", "I'm an investor"]);
  });

  it('has the default title, cannot be closed by Escape, and goes where the role leads', async () => {
    const view = await openProfileModal({ kind: 'choose-role', mode: 'sign-up' }, makeUser());
    const dialog = screen.getByRole('dialog', { name: 'Let us know who you are' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Let us know who you are' })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: "I'm looking for jobs" }));
    await waitFor(() => expect(currentLocation()).toBe('/client/applicant?create=1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a title of its own', async () => {
    await openProfileModal({ kind: 'choose-role', mode: 'profile', title: 'Create a profile' }, makeUser());
    expect(screen.getByRole('dialog', { name: 'Create a profile' })).toBeInTheDocument();
  });
});
