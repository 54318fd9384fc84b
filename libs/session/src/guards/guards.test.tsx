import { makeUser, makeUserCompany, makeUserInvestor } from '@nordhub/api-client/testing';
import { type User } from '@nordhub/contracts';
import { act, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { clearSessionAtom, userAtom } from '../atoms';
import { authModalAtom, pendingTargetAtom, sessionStatusAtom } from '../flow-atoms';
import { renderWithProviders } from '../testing';
import { ApplicantGuard } from './applicant-guard';
import { AuthGuard } from './auth-guard';
import { ClientManagerGuard } from './client-manager-guard';
import { InvestorLayoutGuard } from './investor-layout-guard';
import { InvestorManagerGuard } from './investor-manager-guard';
import { StartupLayoutGuard } from './startup-layout-guard';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

const currentLocation = () => screen.getByRole('status', { name: 'Current location' }).textContent;

/**
 * Renders `guarded` at `pattern` among the pages the guards send people to. `user` undefined
 * leaves the session unknown, as before users/me answers.
 */
function renderGuard(guarded: ReactElement, { pattern, path, user }: { pattern: string; path: string; user?: User | null }) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/client" element={<h1>Client home</h1>} />
        <Route path="/investors/join" element={<h1>Join as an investor</h1>} />
        <Route path={pattern} element={guarded} />
      </Routes>
      <LocationProbe />
    </>,
    { route: path, ...(user === undefined ? {} : { user }) },
  );
}

const secret = <h1>Protected page</h1>;
const protectedPage = () => screen.queryByRole('heading', { name: 'Protected page' });

describe('AuthGuard', () => {
  it('sends a guest to /?to= with the full path wanted and asks for sign-in', () => {
    const { store } = renderGuard(<AuthGuard>{secret}</AuthGuard>, { pattern: '/settings', path: '/settings?tab=password', user: null });
    expect(currentLocation()).toBe('/?to=%2Fsettings%3Ftab%3Dpassword');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(store.get(authModalAtom)).toEqual({ step: 'signin', defaults: undefined });
    expect(store.get(pendingTargetAtom)).toBe('/settings?tab=password');
  });

  it('shows the page to a signed-in user', () => {
    renderGuard(<AuthGuard>{secret}</AuthGuard>, { pattern: '/settings', path: '/settings', user: makeUser() });
    expect(protectedPage()).toBeInTheDocument();
    expect(currentLocation()).toBe('/settings');
  });

  it('waits while the session is unknown, then shows the page once users/me says who is signed in', () => {
    const { store } = renderGuard(<AuthGuard>{secret}</AuthGuard>, { pattern: '/settings', path: '/settings' });
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
    expect(protectedPage()).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/settings');

    act(() => {
      store.set(userAtom, makeUser());
      store.set(sessionStatusAtom, 'signed-in');
    });
    expect(protectedPage()).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('waits while the session is unknown, then redirects once users/me says guest', () => {
    const { store } = renderGuard(<AuthGuard>{secret}</AuthGuard>, { pattern: '/settings', path: '/settings' });
    expect(currentLocation()).toBe('/settings');
    expect(store.get(authModalAtom)).toBeNull();

    act(() => store.set(sessionStatusAtom, 'guest'));
    expect(currentLocation()).toBe('/?to=%2Fsettings');
    expect(store.get(authModalAtom)).toEqual({ step: 'signin', defaults: undefined });
  });

  it('sends a user whose session just ended (log out, 403) to the front page, without asking them to sign in again', () => {
    const { store } = renderGuard(<AuthGuard>{secret}</AuthGuard>, { pattern: '/settings', path: '/settings', user: makeUser() });
    act(() => store.set(clearSessionAtom));
    expect(currentLocation()).toBe('/');
    expect(store.get(authModalAtom)).toBeNull();
    expect(store.get(pendingTargetAtom)).toBeNull();
  });

  it('renders its nested routes when used as a layout route', () => {
    renderWithProviders(
      <Routes>
        <Route element={<AuthGuard />}>
          <Route path="/client/startups/new" element={<h1>Create a startup profile</h1>} />
        </Route>
      </Routes>,
      { route: '/client/startups/new', user: makeUser() },
    );
    expect(screen.getByRole('heading', { name: 'Create a startup profile' })).toBeInTheDocument();
  });
});

describe('ApplicantGuard', () => {
  const render = (path: string, user?: User | null) =>
    renderGuard(<ApplicantGuard>{secret}</ApplicantGuard>, { pattern: '/client/applicant', path, user });

  it('shows the page to an applicant', () => {
    render('/client/applicant', makeUser({ applicant: { enabled: true, platform: { main: true } } }));
    expect(protectedPage()).toBeInTheDocument();
  });

  it('lets a user create the applicant profile with ?create=1', () => {
    render('/client/applicant?create=1', makeUser());
    expect(protectedPage()).toBeInTheDocument();
  });

  it('sends a user without an applicant profile to /', () => {
    render('/client/applicant', makeUser());
    expect(currentLocation()).toBe('/');
  });

  it('sends a guest to /?to=', () => {
    render('/client/applicant?create=1', null);
    expect(currentLocation()).toBe('/?to=%2Fclient%2Fapplicant%3Fcreate%3D1');
  });

  it('waits while the session is unknown', () => {
    render('/client/applicant');
    expect(currentLocation()).toBe('/client/applicant');
    expect(protectedPage()).not.toBeInTheDocument();
  });
});

describe('ClientManagerGuard', () => {
  const render = (user?: User | null) =>
    renderGuard(<ClientManagerGuard companyKey="acme">{secret}</ClientManagerGuard>, {
      pattern: '/client/startups/acme/*',
      path: '/client/startups/acme/jobs',
      user,
    });

  it('sends a guest to /?to=', () => {
    render(null);
    expect(currentLocation()).toBe('/?to=%2Fclient%2Fstartups%2Facme%2Fjobs');
  });

  it('sends a user who does not manage the company to /client/', () => {
    render(makeUser({ companies: [makeUserCompany({ key: 'other' })] }));
    expect(currentLocation()).toBe('/client/');
    expect(screen.getByRole('heading', { name: 'Client home' })).toBeInTheDocument();
  });

  it('lets an admin pass', () => {
    render(makeUser({ isAdmin: true }));
    expect(protectedPage()).toBeInTheDocument();
  });

  it('shows the page to the company manager', () => {
    render(makeUser({ companies: [makeUserCompany({ key: 'acme' })] }));
    expect(protectedPage()).toBeInTheDocument();
  });

  it('waits while the session is unknown', () => {
    render();
    expect(currentLocation()).toBe('/client/startups/acme/jobs');
    expect(protectedPage()).not.toBeInTheDocument();
  });
});

describe('InvestorManagerGuard', () => {
  const render = (user?: User | null) =>
    renderGuard(<InvestorManagerGuard investorKey="north-capital">{secret}</InvestorManagerGuard>, {
      pattern: '/client/investors/north-capital/*',
      path: '/client/investors/north-capital',
      user,
    });

  it('sends a guest to /?to=', () => {
    render(null);
    expect(currentLocation()).toBe('/?to=%2Fclient%2Finvestors%2Fnorth-capital');
  });

  it('sends a user who does not manage the investor to /investors/join', () => {
    render(makeUser({ companies: [makeUserCompany()] }));
    expect(currentLocation()).toBe('/investors/join');
    expect(screen.getByRole('heading', { name: 'Join as an investor' })).toBeInTheDocument();
  });

  it('lets an admin pass', () => {
    render(makeUser({ isAdmin: true }));
    expect(protectedPage()).toBeInTheDocument();
  });

  it('shows the page to the investor manager', () => {
    render(makeUser({ investors: [makeUserInvestor()] }));
    expect(protectedPage()).toBeInTheDocument();
  });
});

describe('StartupLayoutGuard', () => {
  function render(path: string, user: User | null) {
    return renderWithProviders(
      <>
        <Routes>
          <Route path="/client" element={<h1>Client home</h1>} />
          <Route path="/client/startups/acme" element={<StartupLayoutGuard companyKey="acme" />}>
            <Route index element={<h1>Startup dashboard</h1>} />
            <Route path="jobs" element={<h1>Jobs</h1>} />
            <Route path="edit" element={<h1>Edit startup profile</h1>} />
          </Route>
        </Routes>
        <LocationProbe />
      </>,
      { route: path, user },
    );
  }

  it('sends a draft company to its edit form', () => {
    render('/client/startups/acme/jobs', makeUser({ companies: [makeUserCompany({ key: 'acme', status: 'DRAFT' })] }));
    expect(currentLocation()).toBe('/client/startups/acme/edit');
    expect(screen.getByRole('heading', { name: 'Edit startup profile' })).toBeInTheDocument();
  });

  it('shows an active company its pages', () => {
    render('/client/startups/acme/jobs', makeUser({ companies: [makeUserCompany({ key: 'acme' })] }));
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('lets an admin who does not own the company pass', () => {
    render('/client/startups/acme', makeUser({ isAdmin: true }));
    expect(screen.getByRole('heading', { name: 'Startup dashboard' })).toBeInTheDocument();
  });

  it('sends a non-manager to /client/', () => {
    render('/client/startups/acme', makeUser());
    expect(currentLocation()).toBe('/client/');
  });
});

describe('InvestorLayoutGuard', () => {
  function render(path: string, user: User | null) {
    return renderWithProviders(
      <>
        <Routes>
          <Route path="/investors/join" element={<h1>Join as an investor</h1>} />
          <Route path="/client/investors/north-capital" element={<InvestorLayoutGuard investorKey="north-capital" />}>
            <Route index element={<h1>Investor dashboard</h1>} />
            <Route path="edit" element={<h1>Edit investor profile</h1>} />
          </Route>
        </Routes>
        <LocationProbe />
      </>,
      { route: path, user },
    );
  }

  it('sends a draft investor to its edit form', () => {
    render('/client/investors/north-capital', makeUser({ investors: [makeUserInvestor({ status: 'DRAFT' })] }));
    expect(currentLocation()).toBe('/client/investors/north-capital/edit');
    expect(screen.getByRole('heading', { name: 'Edit investor profile' })).toBeInTheDocument();
  });

  it('lets an admin who does not own the investor pass', () => {
    render('/client/investors/north-capital', makeUser({ isAdmin: true }));
    expect(screen.getByRole('heading', { name: 'Investor dashboard' })).toBeInTheDocument();
  });

  it('sends a non-manager to /investors/join', () => {
    render('/client/investors/north-capital', makeUser());
    expect(currentLocation()).toBe('/investors/join');
  });
});
