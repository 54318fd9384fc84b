import { makeUser, makeUserInvestor, setUpTestApi } from '@nordhub/api-client/testing';
import { type Investor, type PortfolioEntry, type User } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useRoutes } from 'react-router-dom';
import { routes } from '../../routes';

jest.setTimeout(20_000);

const api = setUpTestApi();
const ok = (body: unknown, status = 200) => ({ status, body });

function makeInvestor(overrides: Partial<Investor> = {}): Investor {
  return {
    id: 'i1',
    key: 'skerry',
    name: 'Skerry Capital',
    type: 'VENTURES',
    website: 'http://skerry.example',
    logo: null,
    logoImage: null,
    smallImage: null,
    coverImage: null,
    keyPeople: [],
    investments: [],
    contactPreference: 'WEBSITE',
    email: null,
    industries: [],
    intro: '',
    views: 0,
    countryCodes: [],
    categories: [],
    investmentRanges: [],
    markets: [],
    status: 'DRAFT',
    adminUrl: '/client/investors/skerry',
    platform: { main: true },
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

const draftManager = makeUser({ investors: [makeUserInvestor({ key: 'skerry', name: 'Skerry Capital', status: 'DRAFT' })] });
const liveManager = makeUser({ investors: [makeUserInvestor({ key: 'skerry', name: 'Skerry Capital', status: 'ACTIVE' })] });

function MountedRoutes() {
  const location = useLocation();
  return (
    <>
      {useRoutes(routes)}
      <output aria-label="Current location">{location.pathname}</output>
    </>
  );
}

async function renderAt(path: string, user: User) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<MountedRoutes />, { route: path, user });
  });
  return result as ReturnType<typeof renderWithProviders>;
}

const currentLocation = () => screen.getByRole('status', { name: 'Current location' }).textContent;

describe('the investor portal', () => {
  it('creates a DRAFT investor with http:// on the website and opens its edit form', async () => {
    const created = makeInvestor();
    const calls = api.serve({
      'POST /api/investors': ok(created, 201),
      'GET /api/session': ok({ user: draftManager }),
      'GET /api/investors/skerry/hidden': ok(created),
      'GET /api/site/configuration-cached': ok(siteConfigurationFixture),
    });
    const { user } = await renderAt('/client/investors/new', makeUser());
    const form = await screen.findByRole('form', { name: 'Create an investor profile' });
    await user.type(within(form).getByLabelText(/Investor name/), 'Skerry Capital');
    await user.type(within(form).getByLabelText(/Website/), 'skerry.example');
    await user.click(within(form).getByRole('button', { name: 'Create investor' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit investor profile' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/client/investors/skerry/edit');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Skerry Capital', type: 'VENTURES', website: 'http://skerry.example', contactPreference: 'WEBSITE' });
  });

  it('sends a draft investor from its dashboard to the edit form, and names what publishing still needs', async () => {
    const calls = api.serve({ 'GET /api/investors/skerry/hidden': ok(makeInvestor()), 'GET /api/site/configuration-cached': ok(siteConfigurationFixture) });
    const { user } = await renderAt('/client/investors/skerry', draftManager);
    await waitFor(() => expect(currentLocation()).toBe('/client/investors/skerry/edit'));
    const form = await screen.findByRole('form', { name: 'Investor profile' });
    await user.selectOptions(within(form).getByLabelText('How startups contact you'), 'EMAIL');
    await user.click(within(form).getByRole('button', { name: 'Publish investor profile' }));
    expect(await within(form).findByText('Please write a short intro')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the contact email address')).toBeInTheDocument();
    expect(within(form).getByText('Please upload a logo')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows profile views over time on the dashboard', async () => {
    api.serve({
      'GET /api/investors/skerry/hidden': ok(makeInvestor({ status: 'ACTIVE' })),
      'GET /api/investors/skerry/dashboard': ok({ timeline: [{ day: '2026-11-22', views: 2 }, { day: '2026-11-23', views: 1 }], totals: { views: 1200, investments: 2 } }),
    });
    await renderAt('/client/investors/skerry', liveManager);
    expect(await screen.findByText(/1\.2k views in total · 2 investments/)).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Profile views, last 2 days' });
    // The number beside the chart is the chart's own period, so the two agree.
    expect(within(chart).getByText('3 views in the last 2 days')).toBeInTheDocument();
  });

  it('says how views will appear instead of a flat chart when the last 30 days have none, keeping the running total apart', async () => {
    const timeline = Array.from({ length: 30 }, (_, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, views: 0 }));
    api.serve({
      'GET /api/investors/skerry/hidden': ok(makeInvestor({ status: 'ACTIVE' })),
      'GET /api/investors/skerry/dashboard': ok({ timeline, totals: { views: 152, investments: 0 } }),
    });
    await renderAt('/client/investors/skerry', liveManager);
    expect(await screen.findByText(/152 views in total/)).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Profile views, last 30 days' });
    expect(within(chart).getByRole('heading', { name: 'No views in the last 30 days' })).toBeInTheDocument();
    expect(within(chart).getByText(/Views appear here, day by day, once people open your public profile/)).toBeInTheDocument();
    expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
  });

  it('adds a linked startup by its address and an outside company to the portfolio; only the outside one is editable', async () => {
    const linked: PortfolioEntry = { id: '3f1c2b9e-0000-4000-8000-000000000001', company: { id: 'c1', key: 'fjord-solar', name: 'Fjord Solar', logoImage: null }, investor: null, name: 'Fjord Solar', website: '', category: null, logoImageUrl: null, basicInfo: { intro: '' } };
    const calls = api.serve({
      'GET /api/investors/skerry/hidden': ok(makeInvestor({ status: 'ACTIVE' })),
      'GET /api/investors/skerry/portfolio': ok([linked]),
      'POST /api/investors/skerry/portfolio': ok(linked, 201),
    });
    const { user } = await renderAt('/client/investors/skerry/startups', liveManager);
    expect(await screen.findByRole('link', { name: 'Fjord Solar' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Startup address on Nordhub'), 'https://nordhub.example/startups/fjord-solar');
    await user.click(screen.getByRole('button', { name: 'Add startup' }));
    const outside = screen.getByRole('form', { name: 'Add another company' });
    await user.type(within(outside).getByLabelText(/Company name/), 'Outside Oy');
    await user.type(within(outside).getByLabelText('Website'), 'outside.example');
    await user.click(within(outside).getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posts[0]).toEqual({ companyKey: 'fjord-solar' });
    expect(posts[1]).toMatchObject({ name: 'Outside Oy', website: 'http://outside.example' });

    await user.click(screen.getByRole('link', { name: 'Fjord Solar' }));
    expect(await screen.findByText(/cannot be edited here/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Portfolio entry' })).not.toBeInTheDocument();
  });
});
