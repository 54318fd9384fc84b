import { makeUser, makeUserCompany, makeUserInvestor } from '@nordhub/api-client/testing';
import { type User } from '@nordhub/contracts';
import { authModalAtom, createSessionStore, pendingTargetAtom, selectedProfileAtom } from '@nordhub/session';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../../paths';
import { DashboardPage } from './dashboard-page';

function Where() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

async function openDashboard(user: User | null, selected?: { type: 'company' | 'investor' | 'applicant' | 'user'; key: string | null }) {
  let view: ReturnType<typeof renderWithProviders> | undefined;
  const store = createSessionStore();
  if (selected) store.set(selectedProfileAtom, selected);
  await act(async () => {
    view = renderWithProviders(
      <>
        <Routes>
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </>,
      { route: '/dashboard', user, store },
    );
  });
  return view!;
}

const location = () => screen.getByRole('status', { name: 'Current location' }).textContent;

describe('/dashboard', () => {
  it("sends a startup to its company dashboard", async () => {
    await openDashboard(makeUser({ companies: [makeUserCompany({ key: 'nordlys' })] }), { type: 'company', key: 'nordlys' });
    expect(location()).toBe('/client/startups/nordlys');
  });

  it("sends an investor to the investor dashboard", async () => {
    await openDashboard(makeUser({ investors: [makeUserInvestor({ key: 'fjordvik' })] }), { type: 'investor', key: 'fjordvik' });
    expect(location()).toBe('/client/investors/fjordvik');
  });

  it('sends an applicant to the applicant page', async () => {
    await openDashboard(makeUser({ applicant: { enabled: true, platform: { main: true } } as User['applicant'] }), { type: 'applicant', key: null });
    expect(location()).toBe('/client/applicant');
  });

  it('uses the selected profile of a user with several', async () => {
    const user = makeUser({ companies: [makeUserCompany({ key: 'nordlys' })], investors: [makeUserInvestor({ key: 'fjordvik' })] });
    await openDashboard(user, { type: 'investor', key: 'fjordvik' });
    expect(location()).toBe('/client/investors/fjordvik');
  });

  it('sends a user without a profile to My Account', async () => {
    await openDashboard(makeUser());
    expect(location()).toBe('/settings');
  });

  it('sends a guest to /?to=/dashboard with the sign-in modal open and /dashboard pending', async () => {
    const view = await openDashboard(null);
    expect(location()).toBe('/?to=%2Fdashboard');
    expect(view.store.get(authModalAtom)).toMatchObject({ step: 'signin' });
    expect(view.store.get(pendingTargetAtom)).toBe('/dashboard');
  });
});
