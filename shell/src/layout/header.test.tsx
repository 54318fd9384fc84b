import { makeUser, makeUserCompany, makeUserInvestor, setUpTestApi } from '@nordhub/api-client/testing';
import { type SelectedProfile, type User } from '@nordhub/contracts';
import { authModalAtom, profileModalAtom, selectedProfileAtom, userAtom } from '@nordhub/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderInShell, testRuntimeConfig } from '../testing/render-shell';
import { Header } from './header';

const api = setUpTestApi();

const threeProfiles = makeUser({
  companies: [makeUserCompany()],
  investors: [makeUserInvestor()],
  applicant: { enabled: true, platform: { main: true } },
});

async function renderHeader(user: User | null, selected: SelectedProfile | null = null, headhunterEnabled = true) {
  const view = await renderInShell(<Header />, { user, runtimeConfig: { ...testRuntimeConfig, headhunterEnabled } });
  if (selected) act(() => view.store.set(selectedProfileAtom, selected));
  // jsdom applies no media queries: the navigation sits behind the Menu button.
  await view.user.click(screen.getByRole('button', { name: 'Menu' }));
  return view;
}

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Header navigation by state', () => {
  it('logged out: the public links with Scout marked NEW, Sign up and Log in opening the auth modal', async () => {
    const { user, store } = await renderHeader(null);
    expect(navLabels()).toEqual(['Find jobs', 'Browse startups', 'Pricing', 'ScoutNEW', 'For startups']);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signup-landing', defaults: undefined });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signin', defaults: undefined });
  });

  it('logged out without the headhunter product: no Scout', async () => {
    await renderHeader(null, null, false);
    expect(navLabels()).toEqual(['Find jobs', 'Browse startups', 'Pricing', 'For startups']);
  });

  it('company profile: Find jobs, Browse startups, Scout, Pricing, Jobs (of that company)', async () => {
    await renderHeader(threeProfiles, { type: 'company', key: 'acme' });
    expect(navLabels()).toEqual(['Find jobs', 'Browse startups', 'Scout', 'Pricing', 'Jobs']);
    expect(screen.getByRole('link', { name: /^Jobs$/ })).toHaveAttribute('href', '/client/startups/acme/jobs');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('investor profile: News & Insights opens in a new tab, then Followed startups', async () => {
    await renderHeader(threeProfiles, { type: 'investor', key: 'north-capital' });
    expect(navLabels()).toEqual(['Find jobs', 'Browse startups', 'News & Insights', 'Followed startups']);
    expect(screen.getByRole('link', { name: 'News & Insights' })).toHaveAttribute('target', '_blank');
  });

  it('applicant profile: the investor set plus My applications', async () => {
    await renderHeader(threeProfiles, { type: 'applicant', key: null });
    expect(navLabels()).toEqual(['Find jobs', 'Browse startups', 'News & Insights', 'Followed startups', 'My applications']);
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/client/my-jobs');
  });

  it('logged in without a profile: For investors and For startups', async () => {
    await renderHeader(makeUser());
    expect(navLabels()).toEqual(['For investors', 'For startups']);
  });
});

describe('the profile dropdown', () => {
  const openMenu = async (view: Awaited<ReturnType<typeof renderHeader>>, name: string) => {
    await view.user.click(screen.getByRole('button', { name: `Account menu: ${name}` }));
    return screen.getByRole('menu');
  };
  const itemLabels = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

  it('for a company: My dashboard, Switch profile, the company items, My Account, Log out; with the summary', async () => {
    const view = await renderHeader(threeProfiles, { type: 'company', key: 'acme' });
    const menu = await openMenu(view, 'Acme');
    expect(itemLabels(menu)).toEqual([
      'My dashboard',
      'Switch profile',
      'Edit startup profile',
      'Startup settings',
      'All applicants',
      'FAQ',
      'My Account',
      'Log out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'My dashboard' })).toHaveAttribute('href', '/client/startups/acme');
    expect(screen.getByText('Startup')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/settings');
  });

  it('for an investor and an applicant: their own items', async () => {
    const investor = await renderHeader(threeProfiles, { type: 'investor', key: 'north-capital' });
    expect(itemLabels(await openMenu(investor, 'North Capital'))).toEqual([
      'My dashboard',
      'Switch profile',
      'Edit investor profile',
      'Investor settings',
      'My Account',
      'Log out',
    ]);
    investor.unmount();
    const applicant = await renderHeader(threeProfiles, { type: 'applicant', key: null });
    const menu = await openMenu(applicant, 'Anna Berg');
    expect(itemLabels(menu)).toEqual(['My dashboard', 'Switch profile', 'Quick apply', 'Email notifications', 'My Account', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'My dashboard' })).toHaveAttribute('href', '/client/applicant');
  });

  it("an applicant's Email notifications opens the job digest's settings, or the digest sign-up without a digest", async () => {
    const calls = api.serve({ 'GET /api/digest/mail/anna%40example.com': { status: 200, body: { settingsKey: 'k-123' } } });
    const view = await renderHeader(threeProfiles, { type: 'applicant', key: null });
    await view.user.click(within(await openMenu(view, 'Anna Berg')).getByRole('menuitem', { name: 'Email notifications' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile-settings/k-123'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/digest/mail/anna%40example.com']);
    view.unmount();

    api.serve({ 'GET /api/digest/mail/anna%40example.com': { status: 200, body: { settingsKey: null } } });
    const without = await renderHeader(threeProfiles, { type: 'applicant', key: null });
    await without.user.click(within(await openMenu(without, 'Anna Berg')).getByRole('menuitem', { name: 'Email notifications' }));
    await waitFor(() => expect(currentLocation()).toBe('/emailsignup'));
  });

  it('an admin finds the job review queue in the menu', async () => {
    const view = await renderHeader(makeUser({ isAdmin: true, companies: [makeUserCompany()] }), { type: 'company', key: 'acme' });
    const menu = await openMenu(view, 'Acme');
    expect(within(menu).getByRole('menuitem', { name: 'Job review' })).toHaveAttribute('href', '/client/job-review');
  });

  it('without a profile the first link is the name (to /settings), and no Switch profile with one profile or none', async () => {
    const view = await renderHeader(makeUser());
    const menu = await openMenu(view, 'Anna Berg');
    expect(itemLabels(menu)).toEqual(['Anna Berg', 'My Account', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'Anna Berg' })).toHaveAttribute('href', '/settings');
    view.unmount();
    const single = await renderHeader(makeUser({ companies: [makeUserCompany()] }), { type: 'company', key: 'acme' });
    expect(itemLabels(await openMenu(single, 'Acme'))).not.toContain('Switch profile');
  });

  it('Switch profile opens the switch-profile modal; the menu works with the keyboard', async () => {
    const view = await renderHeader(threeProfiles, { type: 'company', key: 'acme' });
    screen.getByRole('button', { name: 'Account menu: Acme' }).focus();
    await view.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My dashboard' })).toHaveFocus();
    await view.user.keyboard('{ArrowDown}{Enter}');
    expect(view.store.get(profileModalAtom)).toEqual({ kind: 'switch-profile' });
  });

  it('Log out signs out, clears the session and goes to /', async () => {
    const calls = api.serve({ 'POST /api/users/sign-out': { status: 204 } });
    const view = await renderInShell(<Header />, { user: threeProfiles, path: '/client/startups/acme' });
    act(() => view.store.set(selectedProfileAtom, { type: 'company', key: 'acme' }));
    await view.user.click(screen.getByRole('button', { name: 'Menu' }));
    await view.user.click(screen.getByRole('button', { name: 'Account menu: Acme' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/users/sign-out']);
    expect(view.store.get(userAtom)).toBeNull();
    expect(view.store.get(selectedProfileAtom)).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
