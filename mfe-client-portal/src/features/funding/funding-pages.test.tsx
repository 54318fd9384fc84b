import { makeInvestorListItem, makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type Investor, type InvestorListItem } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { StartupFundingInvestorPage, StartupFundingPage } from './funding-pages';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });

function renderAt(path: string, routes: TestRoutes) {
  const calls = api.serve(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/client/startups/:company/funding" element={<StartupFundingPage />} />
      <Route path="/client/startups/:company/funding/:id" element={<StartupFundingInvestorPage />} />
    </Routes>,
    { user: manager, route: path },
  );
  return { ...view, calls };
}

const aurora = makeInvestorListItem({ industries: ['climate'], investmentRanges: [], markets: [] });
const birch: InvestorListItem = { ...aurora, id: 'i-2', key: 'birch-angels', name: 'Birch Angels', type: 'ANGELS', intro: '' };
const auroraDetail: Investor = {
  ...aurora,
  website: 'https://aurora.example',
  logo: null,
  coverImage: null,
  keyPeople: [{ name: 'Anna Berg', title: 'Partner', image: null, linkedinUrl: null }],
  investments: [{ id: 'e-1', company: null, investor: null, name: 'Solar Startup', website: '', category: null, logoImageUrl: null, basicInfo: { intro: '' } }],
  contactPreference: 'WEBSITE',
  email: null,
  views: 0,
  markets: [],
  status: 'ACTIVE',
  adminUrl: '/client/investors/aurora-capital',
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('the funding pages', () => {
  it('lists investors, searches them and opens one with its people and investments', async () => {
    const { user, calls } = renderAt('/client/startups/nordlys/funding', {
      'GET /api/investors?page=1&pageSize=20': { status: 200, body: { docs: [aurora, birch], total: 2, page: 1, pageSize: 20 } },
      'GET /api/investors?search=aurora&page=1&pageSize=20': { status: 200, body: { docs: [aurora], total: 1, page: 1, pageSize: 20 } },
      'GET /api/investors/aurora-capital': { status: 200, body: auroraDetail },
    });
    expect(await screen.findByRole('article', { name: 'Birch Angels' })).toHaveTextContent('Angel network · DK');
    await user.type(screen.getByLabelText('Search investors'), 'aurora');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 investor')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Birch Angels' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/investors?search=aurora&page=1&pageSize=20');
    await user.click(screen.getByRole('link', { name: 'Aurora Capital' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Capital' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://aurora.example' })).toHaveAttribute('href', 'https://aurora.example');
    expect(screen.getByText('Anna Berg, Partner')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Investments' })).toHaveTextContent('Solar Startup');
  });

  it('says when an investor is not in the list', async () => {
    renderAt('/client/startups/nordlys/funding/gone', {
      'GET /api/investors/gone': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No investor with the key gone' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No investor with the key gone');
  });
});
