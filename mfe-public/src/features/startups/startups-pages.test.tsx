import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeCompany as makeBaseCompany, makeJobListItem, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { type Company, type StartupListItem, type User } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { authModalAtom, pendingTargetAtom } from '@nordhub/session';
import { BackButton, createTestQueryClient, CurrentLocation, renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { StartupsListPage } from './startups-list-page';
import { StartupPage, StartupsJoinPage, StartupWelcomePage } from './startups-pages';

const server = setUpTestApi();
const ok = (body: unknown, delayMs?: number) => ({ status: 200, body, ...(delayMs ? { delayMs } : {}) });

const siteConfiguration = {
  ...siteConfigurationFixture,
  company: { ...siteConfigurationFixture.company, numberOfEmployees: [...siteConfigurationFixture.company.numberOfEmployees, { text: '11-50', value: '11-50' }] },
};

function renderAt(route: string, user: User | null = null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
  return renderWithProviders(
    <>
      <Routes>
        <Route path={paths.startups} element={<StartupsListPage />} />
        <Route path={paths.startupsJoin} element={<StartupsJoinPage />} />
        <Route path={paths.startup} element={<StartupPage />} />
        <Route path={paths.startupWelcome} element={<StartupWelcomePage />} />
      </Routes>
      <CurrentLocation />
      <BackButton />
    </>,
    { queryClient, route, user },
  );
}

const startup = (overrides: Partial<StartupListItem> = {}): StartupListItem => ({
  id: 's1',
  key: 'fjord-labs',
  name: 'Fjord Labs',
  logoImage: { path: 'logos/fjord.png' },
  whatWeDo: { description: 'Payments for Nordic shops' },
  countries: [{ countryCode: 'SE' }, { countryCode: 'NO' }],
  numberOfActiveJobs: 2,
  industries: [],
  followed: false,
  platform: { main: true },
  ...overrides,
});
const page = (docs: StartupListItem[]) => ok({ docs, total: docs.length, page: 1, pageSize: 20 });

function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    ...makeBaseCompany(),
    ...startup(),
    website: 'https://fjord.example',
    galleryImages: [{ path: 'gallery/office.jpg' }],
    team: [{ name: 'Ingrid Berg', title: 'CEO', image: null, linkedinUrl: 'https://linkedin.com/in/ingrid' }],
    investors: [
      { id: 'e1', company: null, investor: { id: 'i1', key: 'north-vc', name: 'North VC', logoImage: null }, name: 'North VC', website: '', category: null, logoImageUrl: null, basicInfo: { intro: 'Led the seed round' } },
    ],
    quote: { text: 'We build for every shop', author: 'Ingrid Berg', authorTitle: 'CEO', image: null },
    views: 1250,
    status: 'ACTIVE',
    adminUrl: '/client/startups/fjord-labs',
    linkedinId: null,
    sdgs: [],
    perks: [{ icon: 'coffee', text: 'Free coffee' }],
    keyFigures: [],
    fundingStage: 'seed',
    stage: 'growth',
    businessModel: null,
    numberOfEmployees: '11-50',
    foundedYear: 2019,
    headquarters: null,
    careersDomain: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

describe('/startups', () => {
  it('lists startups with logo, name, what they do, countries and open jobs, and filters through the URL', async () => {
    const calls = server.serve({
      'GET /api/companies?pageSize=20': page([startup(), startup({ id: 's2', key: 'aurora-ai', name: 'Aurora AI', countries: [{ countryCode: 'DK' }], numberOfActiveJobs: 0, whatWeDo: { description: '' } })]),
      'GET /api/companies?country=SE&pageSize=20': page([startup()]),
      'GET /api/companies?country=SE&hiring=true&pageSize=20': page([startup()]),
      'GET /api/companies?search=payments&country=SE&hiring=true&pageSize=20': page([startup()]),
    });
    const { user } = renderAt('/startups');
    const card = await screen.findByRole('article', { name: 'Fjord Labs' });
    expect(within(card).getByRole('link', { name: 'Fjord Labs' })).toHaveAttribute('href', '/startups/fjord-labs');
    expect(within(card).getByText('Payments for Nordic shops')).toBeInTheDocument();
    expect(within(card).getByText('Sweden, Norway')).toBeInTheDocument();
    expect(within(card).getByText('2 open jobs')).toBeInTheDocument();
    // The logo is decorative next to the name (alt="").
    expect(card.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/api/images/thumbnail/logos/fjord.png'));
    expect(within(screen.getByRole('article', { name: 'Aurora AI' })).getByText('No open jobs')).toBeInTheDocument();
    expect(screen.getByText('2 startups found')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Country'), 'SE');
    await waitFor(() => expect(screen.getByLabelText('Current location')).toHaveTextContent('/startups?country=SE'));
    expect(await screen.findByText('1 startup found')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Hiring now'));
    await waitFor(() => expect(screen.getByLabelText('Current location')).toHaveTextContent('/startups?country=SE&hiring=true'));
    await user.type(screen.getByLabelText('Search startups'), 'payments');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByLabelText('Current location')).toHaveTextContent('/startups?search=payments&country=SE&hiring=true'));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/companies?search=payments&country=SE&hiring=true&pageSize=20'));
    // The filters show the URL's values.
    expect(screen.getByLabelText('Country')).toHaveValue('SE');
    expect(screen.getByLabelText('Hiring now')).toBeChecked();
  });

  it('keeps the focus on the filter just changed, and the words typed but not yet searched', async () => {
    server.serve({
      'GET /api/companies?pageSize=20': page([startup()]),
      'GET /api/companies?hiring=true&pageSize=20': page([startup()]),
    });
    const { user } = renderAt('/startups');
    await screen.findByRole('article', { name: 'Fjord Labs' });
    await user.type(screen.getByLabelText('Search startups'), 'fjord');
    await user.click(screen.getByLabelText('Hiring now'));
    await waitFor(() => expect(screen.getByLabelText('Current location')).toHaveTextContent('/startups?hiring=true'));
    expect(screen.getByLabelText('Hiring now')).toHaveFocus();
    expect(screen.getByLabelText('Search startups')).toHaveValue('fjord');
  });

  it('shows the search of the URL in the search box when the URL changes (Back)', async () => {
    server.serve({
      'GET /api/companies?search=fjord&pageSize=20': page([startup()]),
      'GET /api/companies?search=aurora&pageSize=20': page([startup({ id: 's2', key: 'aurora-ai', name: 'Aurora AI' })]),
    });
    const { user } = renderAt('/startups?search=fjord');
    await screen.findByRole('article', { name: 'Fjord Labs' });
    expect(screen.getByLabelText('Search startups')).toHaveValue('fjord');
    await user.clear(screen.getByLabelText('Search startups'));
    await user.type(screen.getByLabelText('Search startups'), 'aurora');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('article', { name: 'Aurora AI' });
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.getByLabelText('Current location')).toHaveTextContent('/startups?search=fjord'));
    await waitFor(() => expect(screen.getByLabelText('Search startups')).toHaveValue('fjord'));
  });

  it('reads the filters and page from the URL and links the next page', async () => {
    server.serve({
      'GET /api/companies?industry=fintech&stage=growth&numberOfEmployees=11-50&page=2&pageSize=20': ok({ docs: [startup()], total: 41, page: 2, pageSize: 20 }),
    });
    renderAt('/startups?industry=fintech&stage=growth&numberOfEmployees=11-50&page=2');
    expect(await screen.findByText('41 startups found')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/startups?industry=fintech&stage=growth&numberOfEmployees=11-50&page=3');
    expect(screen.getByLabelText('Stage')).toHaveValue('growth');
    expect(screen.getByLabelText('Number of employees')).toHaveValue('11-50');
  });

  it('follows a startup at once for a signed-in user', async () => {
    const calls = server.serve({
      'GET /api/companies?pageSize=20': page([startup()]),
      'POST /api/companies/fjord-labs/follow': ok({ id: 's1', key: 'fjord-labs', followed: true }, 50),
    });
    const { user } = renderAt('/startups', makeUser());
    const follow = await screen.findByRole('button', { name: 'Follow Fjord Labs' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    expect(screen.getByRole('button', { name: 'Follow Fjord Labs' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Follow Fjord Labs' })).toHaveTextContent('Following');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/companies/fjord-labs/follow')).toBe(true));
  });

  it('asks a guest to log in and keeps the page to come back to', async () => {
    const calls = server.serve({ 'GET /api/companies?country=SE&pageSize=20': page([startup()]) });
    const { user, store } = renderAt('/startups?country=SE');
    await user.click(await screen.findByRole('button', { name: 'Follow Fjord Labs' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signin', defaults: undefined });
    expect(store.get(pendingTargetAtom)).toBe('/startups?country=SE');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('/startups/:id', () => {
  it('shows the profile of the product spec’s entities with its open jobs, abbreviated views, and logs a view', async () => {
    const calls = server.serve({
      'GET /api/companies/fjord-labs': ok(makeCompany()),
      'GET /api/v2/jobs?company=fjord-labs&pageSize=50&sort=newest': ok({ docs: [makeJobListItem({ id: 'j1', title: 'Backend developer' })], total: 1, page: 1, pageSize: 50 }),
      'POST /api/engagement/log': ok({ counted: true, views: 1251 }),
    });
    renderAt('/startups/fjord-labs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fjord Labs' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Fjord Labs' })).toBeInTheDocument();
    expect(screen.getByText('Sweden, Norway · 1.2k views')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we do' })).toBeInTheDocument();
    expect(screen.getByText('Payments for Nordic shops')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fjord Labs, gallery 1 of 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingrid Berg' })).toHaveAttribute('href', 'https://linkedin.com/in/ingrid');
    expect(screen.getByText('“We build for every shop”')).toBeInTheDocument();
    expect(screen.getByText('Growth')).toBeInTheDocument();
    expect(screen.getByText('11-50')).toBeInTheDocument();
    expect(screen.getByText('Free coffee')).toBeInTheDocument();
    expect(screen.getByText('Funding stage: Seed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'North VC' })).toHaveAttribute('href', '/funding/north-vc');
    expect(await screen.findByRole('link', { name: 'Backend developer' })).toHaveAttribute('href', '/jobs/j1');
    expect(screen.getByRole('button', { name: 'Follow Fjord Labs' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/engagement/log').map((call) => call.body)).toEqual([{ event: 'profile-view', company: 's1' }]),
    );
  });

  it('is the 404 page for a startup the public cannot see', async () => {
    server.serve({ 'GET /api/companies/secret': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No startup with the key secret' } } });
    renderAt('/startups/secret');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('welcomes a published startup with its next steps', async () => {
    server.serve({ 'GET /api/companies/fjord-labs': ok(makeCompany()) });
    renderAt('/startups/fjord-labs/welcome', makeUser());
    expect(await screen.findByRole('link', { name: 'Post your first job' })).toHaveAttribute('href', '/client/startups/fjord-labs/jobs/new');
    expect(screen.getByRole('link', { name: 'Fjord Labs' })).toHaveAttribute('href', '/startups/fjord-labs');
  });
});

describe('/startups/join', () => {
  it('sends a signed-in user to create the startup', async () => {
    server.serve({});
    renderAt('/startups/join', makeUser());
    const links = await screen.findAllByRole('link', { name: 'Create your startup profile' });
    expect(links[0]).toHaveAttribute('href', '/client/startups/new');
  });

  it('asks a guest to sign up first and keeps the portal page to go to', async () => {
    server.serve({});
    const { user, store } = renderAt('/startups/join');
    const [cta] = await screen.findAllByRole('button', { name: 'Create your startup profile' });
    await waitFor(() => expect(cta).toBeEnabled());
    if (cta) await user.click(cta);
    expect(store.get(authModalAtom)).toEqual({ step: 'signup-landing', defaults: undefined });
    expect(store.get(pendingTargetAtom)).toBe('/client/startups/new');
  });
});
