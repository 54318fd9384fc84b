import { makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type CompanyDeal } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StartupDealPage, StartupDealsPage } from './deal-pages';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });

function renderAt(path: string, routes: TestRoutes, page: ReactElement, pattern: string) {
  const calls = api.serve(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path={pattern} element={page} />
      <Route path="/client/startups/:company/deals/:id" element={<StartupDealPage />} />
    </Routes>,
    { user: manager, route: path },
  );
  return { ...view, calls };
}

const deal: CompanyDeal = {
  id: 'd-1',
  key: 'cloud-credits',
  type: 'EXTENDED',
  title: 'Cloud credits',
  summary: '5000 EUR of credits',
  description: 'For your first year',
  partnerName: 'CloudCo',
  image: null,
  partnerLogo: null,
  documentFile: null,
  redeemUrl: null,
  url: '/deals/cloud-credits',
  company: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  claimedAt: null,
};

describe('the deals pages', () => {
  it('lists the deals and opens one, which the startup claims to get its redeem link', async () => {
    const claimed = { ...deal, claimedAt: '2026-03-03T10:00:00.000Z', redeemUrl: 'https://cloud.example/redeem' };
    const { user, calls } = renderAt(
      '/client/startups/nordlys/deals',
      {
        'GET /api/companies/nordlys/deals': { status: 200, body: [deal] },
        'GET /api/companies/nordlys/deals/cloud-credits': { status: 200, body: deal },
        'POST /api/companies/nordlys/deals/cloud-credits/claim': { status: 200, body: claimed },
      },
      <StartupDealsPage />,
      '/client/startups/:company/deals',
    );
    expect(await screen.findByRole('article', { name: 'Cloud credits' })).toHaveTextContent('5000 EUR of credits');
    await user.click(screen.getByRole('link', { name: 'Cloud credits' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud credits' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Redeem/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim deal' }));
    expect(await screen.findByRole('link', { name: 'Redeem at CloudCo' })).toHaveAttribute('href', 'https://cloud.example/redeem');
    expect(screen.getByText(/^Claimed/)).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/companies/nordlys/deals/cloud-credits/claim', body: undefined });
  });

  it('offers a claimed document deal as a download', async () => {
    const download = { ...deal, type: 'DOWNLOAD' as const, claimedAt: '2026-03-03T10:00:00.000Z', documentFile: { path: 'deals/legal pack.pdf', name: 'legal.pdf' } };
    renderAt('/client/startups/nordlys/deals/cloud-credits', { 'GET /api/companies/nordlys/deals/cloud-credits': { status: 200, body: download } }, <StartupDealPage />, '/client/startups/:company/deals/:id');
    expect(await screen.findByRole('link', { name: 'Download legal.pdf' })).toHaveAttribute('href', '/api/files/deals/legal%20pack.pdf');
  });
});
