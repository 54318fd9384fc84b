import { makeJobDetail, makeJobListItem, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type PublicFeed } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen, within } from '@testing-library/react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { routes } from './routes';

const api = setUpTestApi();
jest.setTimeout(20_000);

// jsdom's page is on http://localhost: the white-label host of these tests.
const feed: PublicFeed = {
  id: 'feed-1',
  key: 'nordic-tech-jobs',
  name: 'Nordic Tech Jobs',
  logo: { path: 'feeds/nordic-tech-jobs.png' },
  description: 'Hand-picked engineering jobs at Nordic startups.',
  domain: 'localhost',
  language: 'en',
  filters: { categories: ['backend'], countryCodes: ['DK', 'SE'], companyKeys: [], search: '' },
  mainSiteUrl: 'http://nordhub.test',
};

const backendJob = makeJobListItem({ id: 'job-1', title: 'Backend Engineer' });
const remoteJob = makeJobListItem({ id: 'job-2', title: 'Platform Engineer', isRemote: true });
const jobsPage = (docs = [backendJob, remoteJob], total = docs.length, page = 1) => ({ status: 200, body: { docs, total, page, pageSize: 20 } });

const baseRoutes: TestRoutes = {
  'GET /api/companies/white-label-feed-domain/localhost': { status: 200, body: feed },
  'GET /api/white-label-feeds/nordic-tech-jobs/jobs?page=1&pageSize=20': jobsPage(),
};

/** The remote's route table in a memory router, and where the browser is (for URL state). */
function FeedRoutes() {
  const location = useLocation();
  return (
    <>
      {useRoutes(routes)}
      <output aria-label="Current location">{location.pathname + location.search}</output>
    </>
  );
}
const currentLocation = () => screen.getByRole('status', { name: 'Current location' }).textContent;

async function renderAt(path: string, routeTable: TestRoutes = {}) {
  const calls = api.serve({ ...baseRoutes, ...routeTable });
  let user: ReturnType<typeof renderWithProviders>['user'] | undefined;
  await act(async () => {
    user = renderWithProviders(<FeedRoutes />, { route: path }).user;
  });
  if (!user) throw new Error('Not rendered');
  return { calls, user };
}

describe('mfe-whitelabel routes', () => {
  it.each(['/', '/whiteLabelFeed/jobs/42'])('%s is a route of its own', (path) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe('*');
  });

  it("shows the feed's header (logo, name, description) and its jobs", async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest startup jobs' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Nordic Tech Jobs' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('Hand-picked engineering jobs at Nordic startups.')).toBeInTheDocument();
    // The logo is decorative next to the name (hidden from screen readers), so it is found by its source.
    expect(header.querySelector('img')?.getAttribute('src')).toContain('feeds/nordic-tech-jobs');
    const jobs = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(jobs).getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute('href', '/whiteLabelFeed/jobs/job-1');
    expect(within(jobs).getByText('Remote')).toBeInTheDocument();
    expect(screen.getByText('2 jobs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nordhub' })).toHaveAttribute('href', 'http://nordhub.test/');
  });

  it("offers only the feed's countries (and Remote) and keeps search and country in the URL", async () => {
    const { calls, user } = await renderAt('/', {
      'GET /api/white-label-feeds/nordic-tech-jobs/jobs?search=platform&page=1&pageSize=20': jobsPage([remoteJob]),
      'GET /api/white-label-feeds/nordic-tech-jobs/jobs?search=platform&country=SE&page=1&pageSize=20': jobsPage([]),
    });
    const search = await screen.findByRole('search', { name: 'Search the jobs of Nordic Tech Jobs' });
    const country = within(search).getByLabelText('Country');
    expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual(['All countries', 'Denmark', 'Sweden', 'Remote']);
    await user.type(within(search).getByLabelText('Search jobs'), 'platform');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 job matches your search')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Backend Engineer' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/?search=platform');
    await user.selectOptions(country, 'SE');
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/?search=platform&country=SE');
    expect(calls.map((call) => call.url)).toContain('/api/white-label-feeds/nordic-tech-jobs/jobs?search=platform&country=SE&page=1&pageSize=20');

    // The applied filters are chips over the results: one removes its filter, Clear all both.
    const chips = screen.getByRole('list', { name: 'Applied filters' });
    await user.click(within(chips).getByRole('button', { name: 'Sweden, remove this filter' }));
    expect(await screen.findByText('1 job matches your search')).toBeInTheDocument();
    expect(currentLocation()).toBe('/?search=platform');
    await user.click(within(screen.getByRole('list', { name: 'Applied filters' })).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('2 jobs')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(within(search).getByLabelText('Search jobs')).toHaveValue('');
  });

  it("shows each job as a short card: the startup's logo, and the pay when the ad states it", async () => {
    const paidJob = makeJobListItem({
      id: 'job-3',
      title: 'Data Engineer',
      company: { id: 'c-9', key: 'nordlys', name: 'Nordlys', logoImage: { path: 'logos/nordlys.png' } },
      salary: { type: 'range', min: 650000, max: 800000, currency: 'NOK', period: 'yearly' },
    });
    await renderAt('/', { 'GET /api/white-label-feeds/nordic-tech-jobs/jobs?page=1&pageSize=20': jobsPage([paidJob]) });
    const card = await screen.findByRole('article', { name: 'Data Engineer' });
    expect(card.querySelector('img')?.getAttribute('src')).toContain('logos/nordlys');
    expect(within(card).getByText('650,000–800,000 NOK a year')).toBeInTheDocument();
  });

  it('pages through a long feed', async () => {
    await renderAt('/?page=2', { 'GET /api/white-label-feeds/nordic-tech-jobs/jobs?page=2&pageSize=20': jobsPage([remoteJob], 21, 2) });
    const pager = await screen.findByRole('navigation', { name: 'Pages of jobs' });
    expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/');
    expect(within(pager).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('shows a job of the feed with Apply leading to the job on the main site', async () => {
    await renderAt('/whiteLabelFeed/jobs/job-1', {
      'GET /api/white-label-feeds/nordic-tech-jobs/jobs/job-1': { status: 200, body: makeJobDetail({ id: 'job-1', title: 'Backend Engineer' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
    expect(screen.getByText('We build the grid.')).toBeInTheDocument();
    const apply = screen.getByRole('link', { name: 'Apply on Nordhub (opens in a new tab)' });
    expect(apply).toHaveAttribute('href', 'http://nordhub.test/jobs/job-1?apply=1');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/');
  });

  it("applies on the company's own site when the job takes applications there", async () => {
    await renderAt('/whiteLabelFeed/jobs/job-1', {
      'GET /api/white-label-feeds/nordic-tech-jobs/jobs/job-1': {
        status: 200,
        body: makeJobDetail({ id: 'job-1', receiveApplicants: 'url', applicationUrl: 'https://nordlys.example/apply' }),
      },
    });
    expect(await screen.findByRole('link', { name: "Apply on the company's site (opens in a new tab)" })).toHaveAttribute('href', 'https://nordlys.example/apply');
  });

  it('says so when a job is not (or no longer) in the feed', async () => {
    await renderAt('/whiteLabelFeed/jobs/job-9', {
      'GET /api/white-label-feeds/nordic-tech-jobs/jobs/job-9': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'The job job-9 is not in this feed' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This job is not in this feed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/');
  });

  it('says so when no job feed is set up for the host', async () => {
    await renderAt('/', {
      'GET /api/companies/white-label-feed-domain/localhost': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No job feed is set up for localhost' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No job feed is set up for localhost' })).toBeInTheDocument();
  });

  describe('a feed in Finnish', () => {
    const finnish: TestRoutes = { 'GET /api/companies/white-label-feed-domain/localhost': { status: 200, body: { ...feed, language: 'fi' } } };
    afterEach(() => {
      document.documentElement.lang = 'en';
    });

    it('speaks Finnish around its jobs: headings, search, countries, counts, chips and pages', async () => {
      const { user } = await renderAt('/', {
        ...finnish,
        'GET /api/white-label-feeds/nordic-tech-jobs/jobs?country=SE&page=1&pageSize=20': jobsPage([backendJob], 41),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Uusimmat startup-työpaikat' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('fi');
      expect(await screen.findByText('2 työpaikkaa')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Työpaikat' })).getByText('Etätyö')).toBeInTheDocument();
      const search = screen.getByRole('search', { name: 'Hae syötteen Nordic Tech Jobs työpaikoista' });
      expect(within(search).getByRole('button', { name: 'Hae' })).toBeInTheDocument();
      const country = within(search).getByLabelText('Maa');
      expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual(['Kaikki maat', 'Tanska', 'Ruotsi', 'Etätyö']);
      await user.selectOptions(country, 'SE');
      expect(await screen.findByText('41 työpaikkaa vastaa hakuasi')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Valitut suodattimet' })).getByRole('button', { name: 'Ruotsi, poista tämä suodatin' })).toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: 'Työpaikkojen sivut' })).getByText('Sivu 1/3')).toBeInTheDocument();
      expect(screen.getByText(/^Työpaikat:/)).toBeInTheDocument();
    });

    it('shows a job with its dates in Finnish, and Apply takes the language to the main site', async () => {
      await renderAt('/whiteLabelFeed/jobs/job-1', {
        ...finnish,
        'GET /api/white-label-feeds/nordic-tech-jobs/jobs/job-1': { status: 200, body: makeJobDetail({ id: 'job-1', title: 'Backend Engineer' }) },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
      expect(screen.getByText(/Julkaistu 1\.3\.2026 \(.+\) · Hakuaika päättyy 5\.5\.2026 \(.+\)/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Hae Nordhubissa (avautuu uuteen välilehteen)' })).toHaveAttribute('href', 'http://nordhub.test/jobs/job-1?apply=1&lang=fi');
      expect(screen.getByRole('link', { name: 'Kaikki työpaikat' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('region', { name: 'Tehtävän kuvaus' })).toBeInTheDocument();
    });
  });

  it.each(['/jobs', '/careers/jobs/1', '/whiteLabelFeed/jobs'])('shows "Page not found" for %s', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
