import { cachedMe } from '@nordhub/api-client';
import { makeUser, makeUserCompany, makeUserInvestor, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type ProfileTeam, type User } from '@nordhub/contracts';
import { authModalAtom, pendingTargetAtom, selectedProfileAtom } from '@nordhub/session';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AcceptInvitePage } from './accept-invite-page';
import { ProfileTeamPage, StartupUsersPage } from './team-page';

const api = setUpTestApi();

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname}</output>;
}

function renderAt(path: string, pattern: string, page: ReactElement, routes: TestRoutes, user: User | null) {
  const calls = api.serve(routes);
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="/client/startups/:company" element={<p>Startup dashboard</p>} />
        <Route path="/client/investors/:investor" element={<p>Investor dashboard</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { user, route: path },
  );
  return { ...view, calls };
}

const olga = makeUser({ email: 'olga@example.com', companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });
const team = (extra: Partial<ProfileTeam> = {}): ProfileTeam => ({
  managers: [
    { userId: 'u-olga', name: 'Olga Owner', email: 'olga@example.com', role: 'owner', isYou: true, createdAt: '2026-01-02T10:00:00.000Z' },
    { userId: 'u-carl', name: 'Carl Colleague', email: 'carl@example.com', role: 'member', isYou: false, createdAt: '2026-02-03T10:00:00.000Z' },
  ],
  invites: [],
  viewerIsOwner: true,
  ...extra,
});

describe('the team page', () => {
  it('lists the managers and invites a colleague, who then shows among the pending invitations', async () => {
    let invited = false;
    const invite = { id: 'i-1', email: 'nina@example.com', invitedBy: 'Olga Owner', createdAt: '2026-03-01T10:00:00.000Z', expiresAt: '2026-03-15T10:00:00.000Z' };
    const { user, calls } = renderAt('/client/startups/nordlys/users', '/client/startups/:company/users', <StartupUsersPage />, {
      'GET /api/companies/nordlys/managers': () => ({ status: 200, body: team(invited ? { invites: [invite] } : {}) }),
      'POST /api/companies/nordlys/invites': () => {
        invited = true;
        return { status: 201, body: invite };
      },
    }, olga);
    await screen.findByText('Carl Colleague');
    const managers = screen.getByRole('list', { name: 'Managers' });
    expect(within(managers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Olga Owner You'),
      expect.stringContaining('Carl Colleague'),
    ]);
    await user.type(screen.getByLabelText("Colleague's email"), 'nina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(pending).toHaveTextContent('nina@example.com');
    expect(pending).toHaveTextContent('Invited by Olga Owner');
    expect(calls).toContainEqual({ method: 'POST', url: '/api/companies/nordlys/invites', body: { email: 'nina@example.com' } });
    expect(screen.getByLabelText("Colleague's email")).toHaveValue('');
  });

  it('checks the address before sending and shows the server refusing someone who already manages it', async () => {
    const { user, calls } = renderAt('/client/startups/nordlys/users', '/client/startups/:company/users', <StartupUsersPage />, {
      'GET /api/companies/nordlys/managers': { status: 200, body: team() },
      'POST /api/companies/nordlys/invites': {
        status: 409,
        body: { statusCode: 409, code: 'E_CONFLICT', message: 'This person already manages the startup', fields: [{ path: 'email', message: 'This person already manages the startup' }] },
      },
    }, olga);
    await screen.findByRole('list', { name: 'Managers' });
    await user.type(screen.getByLabelText("Colleague's email"), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.clear(screen.getByLabelText("Colleague's email"));
    await user.type(screen.getByLabelText("Colleague's email"), 'carl@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This person already manages the startup')).toBeInTheDocument();
  });

  it("offers a member no owner actions and shows the server's refusal of a role change", async () => {
    const carlsView = team({
      viewerIsOwner: false,
      managers: team().managers.map((manager) => ({ ...manager, isYou: manager.userId === 'u-carl' })),
    });
    renderAt('/client/startups/nordlys/users', '/client/startups/:company/users', <StartupUsersPage />, {
      'GET /api/companies/nordlys/managers': { status: 200, body: carlsView },
    }, olga);
    await screen.findByText('Only an owner can remove an owner or change who is an owner.');
    expect(screen.queryByRole('button', { name: 'Remove Olga Owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /owner/i })).not.toBeInTheDocument();
    // A member may leave.
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it('lets an owner make a member an owner, keeps the last owner, and shows the server message when it refuses', async () => {
    const { user, calls } = renderAt('/client/startups/nordlys/users', '/client/startups/:company/users', <StartupUsersPage />, {
      'GET /api/companies/nordlys/managers': { status: 200, body: team() },
      'PUT /api/companies/nordlys/managers/u-carl': {
        status: 409,
        body: { statusCode: 409, code: 'E_CONFLICT', message: 'A startup needs at least one owner: make another manager an owner first' },
      },
    }, olga);
    await screen.findByText('Carl Colleague');
    // Olga is the last owner: she can neither leave nor lose owner rights.
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Olga Owner a manager without owner rights' })).not.toBeInTheDocument();
    expect(screen.getByText('The last owner stays: make someone else an owner first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make Carl Colleague an owner' }));
    expect(await screen.findByText('A startup needs at least one owner: make another manager an owner first')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/companies/nordlys/managers/u-carl', body: { role: 'owner' } });
  });

  it('removes a manager after a second confirming click, and offers no removal for the last one', async () => {
    let removed = false;
    const { user, calls } = renderAt('/client/startups/nordlys/users', '/client/startups/:company/users', <StartupUsersPage />, {
      'GET /api/companies/nordlys/managers': () => ({ status: 200, body: removed ? team({ managers: team().managers.slice(0, 1) }) : team() }),
      'DELETE /api/companies/nordlys/managers/u-carl': () => {
        removed = true;
        return { status: 200, body: { ok: true } };
      },
      'GET /api/session': { status: 200, body: { user: olga } },
    }, olga);
    await user.click(await screen.findByRole('button', { name: 'Remove Carl Colleague' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, remove Carl Colleague' }));
    await waitFor(() => expect(screen.queryByText('Carl Colleague')).not.toBeInTheDocument());
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/companies/nordlys/managers/u-carl', body: undefined });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});

describe('the accept-invitation page', () => {
  const preview = { profile: { type: 'company' as const, id: 'c-1', key: 'nordlys', name: 'Nordlys', logoImage: null }, email: 'nina@example.com', invitedBy: 'Olga Owner', expiresAt: '2026-03-15T10:00:00.000Z' };

  it('shows a guest the invitation and lets them log in or sign up with the invited address', async () => {
    const { user, store } = renderAt('/client/invites/k1', '/client/invites/:inviteKey', <AcceptInvitePage />, {
      'GET /api/invites/k1': { status: 200, body: preview },
    }, null);
    expect(await screen.findByText(/Olga Owner invited you to manage/)).toHaveTextContent('Olga Owner invited you to manage Nordlys on Nordhub.');
    await user.click(screen.getByRole('button', { name: 'Sign up with nina@example.com' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signup', defaults: { email: 'nina@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Log in to accept' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signin' });
    expect(store.get(pendingTargetAtom)).toBe('/client/invites/k1');
  });

  it('accepts for the invited account, selects the startup and opens its portal', async () => {
    const nina = makeUser({ email: 'nina@example.com' });
    const ninaManager = { ...nina, companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] };
    const { user, calls, queryClient, store } = renderAt('/client/invites/k1', '/client/invites/:inviteKey', <AcceptInvitePage />, {
      'GET /api/invites/k1': { status: 200, body: preview },
      'POST /api/invites/k1/accept': { status: 200, body: ninaManager },
    }, nina);
    await user.click(await screen.findByRole('button', { name: 'Accept and manage Nordlys' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/client/startups/nordlys'));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/invites/k1/accept', body: undefined });
    expect(cachedMe(queryClient)).toEqual(ninaManager);
    expect(store.get(selectedProfileAtom)).toEqual({ type: 'company', key: 'nordlys' });
  });

  it('tells someone signed in with another address to switch accounts', async () => {
    renderAt('/client/invites/k1', '/client/invites/:inviteKey', <AcceptInvitePage />, { 'GET /api/invites/k1': { status: 200, body: preview } }, olga);
    expect(await screen.findByText(/You are logged in as olga@example.com, but the invitation was sent to nina@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('says when a link is invalid or used', async () => {
    renderAt('/client/invites/old', '/client/invites/:inviteKey', <AcceptInvitePage />, {
      'GET /api/invites/old': { status: 404, body: { statusCode: 404, code: 'E_INVALID_TOKEN', message: 'This invitation is invalid, used or expired' } },
    }, null);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is invalid, used or expired');
  });
});

describe('the investor users page and invitation (the same page for an investor)', () => {
  const petra = makeUser({ email: 'petra@example.com', investors: [makeUserInvestor({ key: 'north-fund', name: 'North Fund' })] });

  it('lists the investor managers, invites a colleague through the investor endpoints and refuses removing the last one', async () => {
    let invited = false;
    const invite = { id: 'i-2', email: 'ana@example.com', invitedBy: 'Petra Partner', createdAt: '2026-03-01T10:00:00.000Z', expiresAt: '2026-03-15T10:00:00.000Z' };
    const alone = team({ managers: [{ ...team().managers[0]!, name: 'Petra Partner', email: 'petra@example.com' }] });
    const { user, calls } = renderAt('/client/investors/north-fund/users', '/client/investors/:investor/users', <ProfileTeamPage profileType="investor" />, {
      'GET /api/investors/north-fund/managers': () => ({ status: 200, body: invited ? { ...alone, invites: [invite] } : alone }),
      'POST /api/investors/north-fund/invites': () => {
        invited = true;
        return { status: 201, body: invite };
      },
    }, petra);
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor users' })).toBeInTheDocument();
    expect(screen.getByText('Everyone listed here manages the investor: its profile, portfolio and settings.')).toBeInTheDocument();
    await screen.findByText('Petra Partner');
    // One manager: nothing to remove (the server refuses it too).
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Colleague's email"), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('list', { name: 'Pending invitations' })).toHaveTextContent('ana@example.com');
    expect(calls).toContainEqual({ method: 'POST', url: '/api/investors/north-fund/invites', body: { email: 'ana@example.com' } });
  });

  it('accepts an investor invitation, selects the investor and opens its dashboard', async () => {
    const investorPreview = {
      profile: { type: 'investor' as const, id: 'v-1', key: 'north-fund', name: 'North Fund', logoImage: null },
      email: 'ana@example.com',
      invitedBy: 'Petra Partner',
      expiresAt: '2026-03-15T10:00:00.000Z',
    };
    const ana = makeUser({ email: 'ana@example.com' });
    const anaManager = { ...ana, investors: [makeUserInvestor({ key: 'north-fund', name: 'North Fund' })] };
    const { user, calls, store } = renderAt('/client/invites/k2', '/client/invites/:inviteKey', <AcceptInvitePage />, {
      'GET /api/invites/k2': { status: 200, body: investorPreview },
      'POST /api/invites/k2/accept': { status: 200, body: anaManager },
    }, ana);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join an investor' })).toBeInTheDocument();
    expect(screen.getByText(/Petra Partner invited you to manage/)).toHaveTextContent('Petra Partner invited you to manage North Fund on Nordhub.');
    await user.click(screen.getByRole('button', { name: 'Accept and manage North Fund' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/client/investors/north-fund'));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/invites/k2/accept', body: undefined });
    expect(store.get(selectedProfileAtom)).toEqual({ type: 'investor', key: 'north-fund' });
  });
});
