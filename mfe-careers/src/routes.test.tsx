import { jobQueryOptions } from '@nordhub/api-client';
import { makeJobDetail, makeJobListItem, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type CareersSite } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, useRoutes } from 'react-router-dom';
import { prefetch, routes } from './routes';

const api = setUpTestApi();

// jsdom's page is on http://localhost: the careers host of these tests.
const site: CareersSite = {
  id: 'company-1',
  key: 'nordlys',
  name: 'Nordlys',
  website: 'https://nordlys.example',
  logoImage: { path: 'logos/nordlys.png' },
  galleryImages: [{ path: 'gallery/nordlys-1.jpg' }],
  whatWeDo: { description: 'We balance the Nordic grid.' },
  countries: [{ countryCode: 'NO' }, { countryCode: 'DK' }],
  keyFigures: [{ name: 'revenue', value: '2 MEUR' }],
  perks: [],
  industries: ['cleantech'],
  headquarters: null,
  numberOfActiveJobs: 2,
  domain: 'localhost',
  mainSiteUrl: 'http://nordhub.test',
  defaultLanguage: 'en',
  languages: ['en'],
  hero: null,
};

const gridJob = makeJobListItem({ id: 'job-1', title: 'Grid Engineer' });
const dataJob = makeJobListItem({ id: 'job-2', title: 'Data Analyst', isRemote: true });
const jobsPage = (docs = [gridJob, dataJob]) => ({ status: 200, body: { docs, total: docs.length, page: 1, pageSize: 50 } });

const baseRoutes: TestRoutes = {
  'GET /api/site/configuration-cached': { status: 200, body: siteConfigurationFixture },
  'GET /api/companies/domain/localhost': { status: 200, body: site },
  'GET /api/v2/jobs?company=nordlys&pageSize=50&sort=newest': jobsPage(),
};

async function renderAt(path: string, routeTable: TestRoutes = {}) {
  const calls = api.serve({ ...baseRoutes, ...routeTable });
  await act(async () => {
    renderWithProviders(<CareersRoutes />, { route: path });
  });
  return { calls };
}

// A plain router (jsdom has no fetch Request for a data router's navigations).
function CareersRoutes() {
  return useRoutes(routes);
}

describe('mfe-careers routes', () => {
  it.each(['/', '/careers/jobs/42'])('%s is a route of its own', (path) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe('*');
  });

  it("shows the startup's careers site in its own branding, with its open jobs", async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join our team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nordlys careers home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Open positions at Nordlys · Norway, Denmark')).toBeInTheDocument();
    expect(screen.getByText('We balance the Nordic grid.')).toBeInTheDocument();
    // The key figure's name comes from the site configuration's options.
    expect(screen.getByRole('heading', { name: 'Key figures' })).toBeInTheDocument();
    expect(await screen.findByText('Revenue')).toBeInTheDocument();
    const jobs = await screen.findByRole('list', { name: 'Open jobs at Nordlys' });
    expect(within(jobs).getByRole('link', { name: 'Grid Engineer' })).toHaveAttribute('href', '/careers/jobs/job-1');
    expect(within(jobs).getByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open jobs (2)' })).toBeInTheDocument();
    // Results first: the open jobs come before what the startup does and its figures.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Open jobs (2)')).toBeLessThan(headings.indexOf('What we do'));
    // No marketplace chrome: no search with two jobs, and the footer points to Nordhub.
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nordhub' })).toHaveAttribute('href', 'http://nordhub.test/');
  });

  it('offers a search when the startup has many open jobs, and searches its jobs on the server', async () => {
    const { calls } = await renderAt('/', {
      'GET /api/companies/domain/localhost': { status: 200, body: { ...site, numberOfActiveJobs: 12 } },
      'GET /api/v2/jobs?company=nordlys&pageSize=50&sort=newest&search=data': jobsPage([dataJob]),
    });
    const search = await screen.findByRole('search', { name: 'Search the open jobs' });
    const user = userEvent.setup();
    await user.type(within(search).getByLabelText('Search jobs'), 'data');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Open jobs (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Grid Engineer' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/v2/jobs?company=nordlys&pageSize=50&sort=newest&search=data');

    // The search is a chip over the results; removing it shows every open job again.
    await user.click(screen.getByRole('button', { name: '“data”, remove this filter' }));
    expect(await screen.findByRole('link', { name: 'Grid Engineer' })).toBeInTheDocument();
    expect(within(search).getByLabelText('Search jobs')).toHaveValue('');
  });

  it("shows one of the startup's jobs with Apply leading to the job on the main site", async () => {
    await renderAt('/careers/jobs/job-1', { 'GET /api/jobs/single/job-1': { status: 200, body: makeJobDetail({ id: 'job-1', title: 'Grid Engineer' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grid Engineer' })).toBeInTheDocument();
    expect(screen.getByText('We build the grid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', 'http://nordhub.test/jobs/job-1?apply=1');
    expect(screen.getByRole('link', { name: '← All open jobs' })).toHaveAttribute('href', '/');
  });

  it("does not show another startup's job on this careers site", async () => {
    const other = makeJobDetail({ id: 'job-9', company: { id: 'company-2', key: 'other', name: 'Other', logoImage: null } });
    await renderAt('/careers/jobs/job-9', { 'GET /api/jobs/single/job-9': { status: 200, body: other } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says so when no careers site is set up for the host', async () => {
    await renderAt('/', {
      'GET /api/companies/domain/localhost': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No careers site is set up for localhost' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No careers site is set up for localhost' })).toBeInTheDocument();
  });

  it.each(['/jobs', '/careers/jobs', '/whiteLabelFeed/jobs/1'])('shows "Page not found" for %s', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('prefetch (the data of a page a visitor is about to open)', () => {
  it("asks for a job page's job into the query cache, and for nothing on the site's home", async () => {
    const calls = api.serve({ 'GET /api/jobs/single/job-1': { status: 200, body: makeJobDetail({ id: 'job-1', title: 'Grid Engineer' }) } });
    const queryClient = createTestQueryClient();
    await prefetch('/', queryClient);
    expect(calls).toEqual([]);
    await prefetch('/careers/jobs/job-1', queryClient);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/jobs/single/job-1']);
    expect(queryClient.getQueryData(jobQueryOptions('job-1').queryKey)).toMatchObject({ id: 'job-1', title: 'Grid Engineer' });
  });
});
