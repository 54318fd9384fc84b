import { makeUser, makeUserCompany, setUpTestApi } from '@nordhub/api-client/testing';
import { type CompanyDeal, type PublicDeal, type User } from '@nordhub/contracts';
import { authModalAtom, createSessionStore, pendingTargetAtom, selectedProfileAtom } from '@nordhub/session';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { DealPage, DealsPage } from './deals-pages';

const api = setUpTestApi();

const publicDeal = (overrides: Partial<PublicDeal> = {}): PublicDeal => ({
  id: 'd1',
  key: 'skyline-cloud-deal',
  type: 'EXTENDED',
  title: 'Cloud credits worth €5,000',
  summary: 'Cloud credits for startups on Nordhub.',
  partnerName: 'Skyline Cloud',
  image: { path: 'seed/deals/skyline.svg' },
  partnerLogo: { path: 'seed/partner-logos/skyline.svg' },
  url: '/deals/skyline-cloud-deal',
  company: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

const companyDeal = (overrides: Partial<CompanyDeal> = {}): CompanyDeal => ({
  ...publicDeal(),
  description: 'Skyline Cloud supports Nordic startups with a year of credits.',
  redeemUrl: null,
  documentFile: null,
  claimedAt: null,
  ...overrides,
});

function renderAt(route: string, user: User | null, selected: { type: 'company' | 'applicant'; key: string | null } | null = null) {
  const store = createSessionStore();
  if (selected) store.set(selectedProfileAtom, selected);
  return renderWithProviders(
    <Routes>
      <Route path={paths.deals} element={<DealsPage />} />
      <Route path={paths.deal} element={<DealPage />} />
    </Routes>,
    { route, user, store },
  );
}

describe('DealsPage', () => {
  it('lists the published deals with partner, title, summary, type and a link to each', async () => {
    api.serve({
      'GET /api/deals': { status: 200, body: [publicDeal(), publicDeal({ id: 'd2', key: 'gdpr-kit-guide', type: 'DOWNLOAD', title: 'GDPR checklist for startups', partnerName: 'GDPR Kit' })] },
    });
    renderAt('/deals', null);
    const list = await screen.findByRole('region', { name: 'Deals' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Cloud credits worth €5,000' })).toHaveAttribute('href', '/deals/skyline-cloud-deal');
    expect(cards[0]).toHaveTextContent('Skyline Cloud');
    expect(cards[0]).toHaveTextContent('Cloud credits for startups on Nordhub.');
    expect(cards[0]).toHaveTextContent('Offer');
    expect(cards[1]).toHaveTextContent('Download');
  });
});

describe('DealPage', () => {
  it('shows a guest the summary and asks them to log in, coming back to the deal', async () => {
    const calls = api.serve({ 'GET /api/deals/skyline-cloud-deal': { status: 200, body: publicDeal() } });
    const { user, store } = renderAt('/deals/skyline-cloud-deal', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud credits worth €5,000' })).toBeInTheDocument();
    expect(screen.getByText('Cloud credits for startups on Nordhub.')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Deal details' });
    expect(details).toHaveTextContent('Deals are for startups on Nordhub. Log in with your startup');
    expect(screen.queryByText(/supports Nordic startups/)).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Log in to see the deal' }));
    expect(store.get(authModalAtom)).toMatchObject({ step: 'signin' });
    expect(store.get(pendingTargetAtom)).toBe('/deals/skyline-cloud-deal');
    // A guest never asks for the startup's view of the deal.
    expect(calls.map((call) => call.url)).toEqual(['/api/deals/skyline-cloud-deal']);
  });

  it('tells a job seeker deals are for startups and offers to create a startup profile', async () => {
    api.serve({ 'GET /api/deals/skyline-cloud-deal': { status: 200, body: publicDeal() } });
    const applicant = makeUser({ applicant: { enabled: true, platform: { main: true } } });
    renderAt('/deals/skyline-cloud-deal', applicant, { type: 'applicant', key: null });
    const details = await screen.findByRole('region', { name: 'Deal details' });
    expect(details).toHaveTextContent('Deals are for startups.');
    expect(within(details).getByRole('link', { name: 'Create a startup profile' })).toHaveAttribute('href', '/client/startups/new');
    expect(within(details).queryByRole('button', { name: 'Switch profile' })).not.toBeInTheDocument();
  });

  it("shows a startup the deal's description, claims it and then shows the redeem link", async () => {
    const calls = api.serve({
      'GET /api/deals/skyline-cloud-deal': { status: 200, body: publicDeal() },
      'GET /api/companies/acme/deals/skyline-cloud-deal': { status: 200, body: companyDeal() },
      'POST /api/companies/acme/deals/skyline-cloud-deal/claim': {
        status: 200,
        body: companyDeal({ claimedAt: '2026-11-23T10:00:00.000Z', redeemUrl: 'https://www.skyline-cloud.example/nordhub' }),
      },
      'GET /api/companies/acme/deals': { status: 200, body: [] },
    });
    const founder = makeUser({ companies: [makeUserCompany({ key: 'acme', name: 'Acme' })] });
    const { user } = renderAt('/deals/skyline-cloud-deal', founder, { type: 'company', key: 'acme' });
    const details = await screen.findByRole('region', { name: 'Deal details' });
    expect(await within(details).findByText('Skyline Cloud supports Nordic startups with a year of credits.')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'See it in your startup portal' })).toHaveAttribute('href', '/client/startups/acme/deals/skyline-cloud-deal');
    await user.click(within(details).getByRole('button', { name: 'Claim deal for Acme' }));
    expect(await within(details).findByRole('link', { name: 'Redeem at Skyline Cloud' })).toHaveAttribute('href', 'https://www.skyline-cloud.example/nordhub');
    expect(within(details).getByText(/^Claimed /)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/companies/acme/deals/skyline-cloud-deal/claim')).toBe(true);
  });

  it('shows the 404 page for an unknown deal', async () => {
    api.serve({});
    renderAt('/deals/no-such-deal', null);
    expect(await screen.findByRole('heading', { name: /page could not be found|Page not found/i })).toBeInTheDocument();
  });
});
