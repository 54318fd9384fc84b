import { makeJobListItem, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type CareersSite } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRoutes } from 'react-router-dom';
import { routes } from '../../routes';

const api = setUpTestApi();

// jsdom's page is on http://localhost: the careers host of these tests.
const site: CareersSite = {
  id: 'company-1',
  key: 'nordlys',
  name: 'Nordlys',
  website: 'https://nordlys.example',
  logoImage: null,
  galleryImages: [],
  whatWeDo: { description: '' },
  countries: [{ countryCode: 'NO' }],
  keyFigures: [],
  perks: [],
  industries: [],
  headquarters: null,
  numberOfActiveJobs: 8,
  domain: 'localhost',
  mainSiteUrl: 'http://nordhub.test',
  defaultLanguage: 'en',
  languages: ['en'],
  hero: {
    headline: 'Light up the grid with us',
    pitch: 'Small teams, real ownership.',
    picture: { path: 'images/hero.jpg' },
    videoUrl: 'https://vimeo.com/76979871',
    primaryColor: '#1f5e4e',
    accentColor: null,
    jobGrouping: 'team',
  },
};

const oslo = { locality: 'Oslo', address: null, country: 'Norway', countryCode: 'NO' as const };
const bergen = { locality: 'Bergen', address: null, country: 'Norway', countryCode: 'NO' as const };
const gridJob = makeJobListItem({ id: 'job-1', title: 'Grid Engineer', category: 'backend', location: oslo });
const apiJob = makeJobListItem({ id: 'job-2', title: 'API Engineer', category: 'backend', location: bergen, isRemote: true });
const designJob = makeJobListItem({ id: 'job-3', title: 'Product Designer', category: 'design', location: oslo });
const jobsPage = (docs: ReturnType<typeof makeJobListItem>[]) => ({ status: 200, body: { docs, total: docs.length, page: 1, pageSize: 50 } });
const allJobs = 'GET /api/v2/jobs?company=nordlys&pageSize=50&sort=newest';

function CareersRoutes() {
  return useRoutes(routes);
}

async function renderHome(path: string, body: CareersSite, routeTable: TestRoutes = {}) {
  const calls = api.serve({
    'GET /api/site/configuration-cached': { status: 200, body: siteConfigurationFixture },
    'GET /api/companies/domain/localhost': { status: 200, body },
    [allJobs]: jobsPage([gridJob, apiJob, designJob]),
    ...routeTable,
  });
  await act(async () => {
    renderWithProviders(<CareersRoutes />, { route: path });
  });
  return { calls };
}

const groupNames = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the careers home page', () => {
  it("opens with the startup's hero: its headline, pitch, picture, video link and See open jobs", async () => {
    await renderHome('/', site);
    expect(await screen.findByRole('heading', { level: 1, name: 'Light up the grid with us' })).toBeInTheDocument();
    expect(screen.getByText('Small teams, real ownership.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open jobs' })).toHaveAttribute('href', '#careers-jobs');
    expect(screen.getByRole('link', { name: /Watch our video on Vimeo/ })).toHaveAttribute('href', 'https://vimeo.com/76979871');
    expect(document.querySelector('img[src="/api/images/cover/images/hero.jpg"]')).not.toBeNull();
    expect(document.getElementById('careers-jobs')).toHaveAccessibleName(/^Open jobs/);
  });

  it('groups the open jobs by team when the startup chose teams', async () => {
    await renderHome('/', site);
    const jobs = await screen.findByRole('list', { name: 'Open jobs at Nordlys' });
    expect(groupNames(jobs)).toEqual(['Backend (2)', 'Design (1)']);
    expect(within(screen.getByRole('list', { name: 'Backend (2)' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Grid Engineer', 'API Engineer']);
  });

  it('groups them by place when the startup chose places', async () => {
    await renderHome('/', { ...site, hero: site.hero && { ...site.hero, jobGrouping: 'place' } });
    const jobs = await screen.findByRole('list', { name: 'Open jobs at Nordlys' });
    expect(groupNames(jobs)).toEqual(['Bergen (1)', 'Oslo (2)']);
  });

  it('filters by team, place and remote through the URL, asking the server for the matching jobs', async () => {
    const { calls } = await renderHome('/', site, {
      [`${allJobs}&category=design`]: jobsPage([designJob]),
      [`${allJobs}&category=design&remote=true`]: jobsPage([]),
      [`${allJobs}&city=Bergen`]: jobsPage([apiJob]),
    });
    const search = await screen.findByRole('search', { name: 'Search the open jobs' });
    const user = userEvent.setup();
    await within(search).findByRole('option', { name: 'Design' });
    await user.selectOptions(within(search).getByLabelText('Team'), 'Design');
    expect(await screen.findByRole('heading', { name: 'Open jobs (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product Designer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Team: Design, remove this filter' })).toBeInTheDocument();

    await user.click(within(search).getByLabelText('Remote only'));
    expect(await screen.findByText('No open jobs match these filters')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/v2/jobs?company=nordlys&pageSize=50&sort=newest&category=design&remote=true');

    await user.click(screen.getByRole('button', { name: /Clear all/ }));
    await user.selectOptions(within(search).getByLabelText('Place'), 'Bergen');
    // After Clear all the whole list may still show for a moment: wait for Bergen's answer.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Grid Engineer' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'API Engineer' })).toBeInTheDocument();
  });

  it('opens with the filters of its URL', async () => {
    await renderHome('/?team=design', site, { [`${allJobs}&category=design`]: jobsPage([designJob]) });
    expect(await screen.findByRole('link', { name: 'Product Designer' })).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByLabelText('Team')).toHaveValue('design');
  });
});

describe('a careers site in Norwegian', () => {
  const norwegian: CareersSite = { ...site, hero: null, defaultLanguage: 'nb', languages: ['nb', 'en'] };

  it('speaks its default language in every word around the jobs, and sets the page language', async () => {
    await renderHome('/', norwegian);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bli med i teamet vårt' })).toBeInTheDocument();
    expect(screen.getByText('Ledige stillinger hos Nordlys · Norge')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se ledige stillinger' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ledige stillinger (3)' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Søk i de ledige stillingene' });
    expect(within(search).getByRole('button', { name: 'Søk' })).toBeInTheDocument();
    expect(within(search).getByLabelText('Kun fjernarbeid')).toBeInTheDocument();
    expect(groupNames(screen.getByRole('list', { name: 'Ledige stillinger hos Nordlys' }))).toEqual(['Backend (2)', 'Design (1)']);
    expect(screen.getAllByText('Oslo · Heltid')).toHaveLength(2);
    expect(screen.getByText('Fjernarbeid')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nb');
    // Links keep the page's language by leaving it out: Norwegian is the site's default.
    expect(screen.getByRole('link', { name: 'Grid Engineer' })).toHaveAttribute('href', '/careers/jobs/job-1');
  });

  it('switches to English on the same page, keeping its filters, and links in English from there', async () => {
    await renderHome('/?team=design', norwegian, { [`${allJobs}&category=design`]: jobsPage([designJob]) });
    const languages = await screen.findByRole('navigation', { name: 'Språk' });
    expect(within(languages).getByRole('link', { name: 'Norsk bokmål' })).toHaveAttribute('aria-current', 'true');
    await userEvent.setup().click(within(languages).getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Open jobs (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Team: Design, remove this filter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product Designer' })).toHaveAttribute('href', '/careers/jobs/job-3?lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('speaks the default language when the URL asks for one the site does not offer', async () => {
    await renderHome('/?lang=fi', norwegian);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bli med i teamet vårt' })).toBeInTheDocument();
  });
});
