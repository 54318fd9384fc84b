import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeJobListItem, setUpTestApi } from '@nordhub/api-client/testing';
import { type RuntimeConfig, type StartupListItem } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { HomePage } from './home-page';

const server = setUpTestApi();
const ok = (body: unknown, delayMs?: number) => ({ status: 200, body, ...(delayMs ? { delayMs } : {}) });

const startup = (overrides: Partial<StartupListItem> = {}): StartupListItem => ({
  id: 's1',
  key: 'fjord-labs',
  name: 'Fjord Labs',
  logoImage: null,
  whatWeDo: { description: 'Payments for Nordic shops' },
  countries: [{ countryCode: 'SE' }],
  numberOfActiveJobs: 5,
  industries: [],
  followed: false,
  platform: { main: true },
  ...overrides,
});

const latest = [
  makeJobListItem({ id: 'l1', title: 'Newest designer' }),
  makeJobListItem({ id: 'l2', title: 'Second newest engineer' }),
  makeJobListItem({ id: 'l3', title: 'Third newest marketer' }),
];
// GET /v2/featuredjobs answers in the order to show (the longest-running boost first).
const featured = [makeJobListItem({ id: 'f2', title: 'Boosted later: growth lead' }), makeJobListItem({ id: 'f1', title: 'Boosted first: CTO' })];

const homeRoutes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/v2/jobs/latest/3': ok(latest),
  'GET /api/v2/featuredjobs?limit=4': ok(featured),
  'GET /api/companies?hiring=true&sort=jobs&pageSize=4': ok({ docs: [startup(), startup({ id: 's2', key: 'aurora', name: 'Aurora AI', numberOfActiveJobs: 2 })], total: 2, page: 1, pageSize: 4 }),
  ...overrides,
});

function renderHome(runtimeConfig?: RuntimeConfig) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfigurationFixture);
  return renderWithProviders(<HomePage />, { queryClient, route: '/', ...(runtimeConfig ? { runtimeConfig } : {}) });
}

const titles = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('HomePage', () => {
  it('greets with the impact site\'s own copy on the impact platform', async () => {
    server.serve(homeRoutes());
    const remotes = { mfe_public: '/p', mfe_client_portal: '/c', mfe_careers: '/k', mfe_whitelabel: '/w' };
    renderHome({ remotes, hosts: { main: ['localhost'], whiteLabelSuffixes: [] }, platform: 'impact', headhunterEnabled: true, disableSignUp: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Find your next job at a Nordic impact startup' })).toBeInTheDocument();
    expect(screen.getByText(/Nordhub Impact connects global talent/)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Latest jobs' });
  });

  it('shows the latest three jobs, a short row of featured jobs in the order the server gives, and startups hiring now', async () => {
    const calls = server.serve(homeRoutes());
    renderHome();
    expect(titles(await screen.findByRole('list', { name: 'Latest jobs' }))).toEqual(['Newest designer', 'Second newest engineer', 'Third newest marketer']);
    const featuredList = await screen.findByRole('list', { name: 'Featured jobs' });
    expect(titles(featuredList)).toEqual(['Boosted later: growth lead', 'Boosted first: CTO']);
    expect(within(featuredList).getAllByText('Featured')).toHaveLength(2);
    const startups = await screen.findByRole('list', { name: 'Startups hiring now' });
    expect(titles(startups)).toEqual(['Fjord Labs', 'Aurora AI']);
    expect(within(startups).getByText('5 open jobs')).toBeInTheDocument();
    // A short row: the call asks for at most four, and carries no page.
    expect(calls.map((call) => call.url)).toContain('/api/v2/featuredjobs?limit=4');
  });

  it('shows skeletons while loading, then empty states', async () => {
    server.serve(
      homeRoutes({
        'GET /api/v2/jobs/latest/3': ok([], 150),
        'GET /api/v2/featuredjobs?limit=4': ok([], 150),
        'GET /api/companies?hiring=true&sort=jobs&pageSize=4': ok({ docs: [], total: 0, page: 1, pageSize: 4 }, 150),
      }),
    );
    renderHome();
    expect(screen.getByText('Loading the latest jobs…')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Loading the featured jobs…')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Loading startups…')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { name: 'No jobs are open right now' })).toBeInTheDocument();
    expect(await screen.findByText(/No featured jobs right now/)).toBeInTheDocument();
    expect(await screen.findByText(/No startup is hiring right now/)).toBeInTheDocument();
  });

  it('says so when a section cannot load, and keeps the rest', async () => {
    server.serve(homeRoutes({ 'GET /api/v2/featuredjobs?limit=4': { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Down' } } }));
    renderHome();
    expect(await screen.findByText('The featured jobs could not be loaded. Try again in a moment.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Latest jobs' })).toBeInTheDocument();
  });

  it('invites startups and investors, and keeps the search and countries', async () => {
    server.serve(homeRoutes());
    renderHome();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/startups/join');
    expect(screen.getByRole('link', { name: 'Create an investor profile' })).toHaveAttribute('href', '/investors/join');
    expect(screen.getByRole('link', { name: 'Jobs in Denmark' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Latest jobs' });
  });
});
