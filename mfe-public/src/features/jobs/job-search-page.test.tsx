import { makeJobListItem, makeJobsAndFeatured, setUpTestApi } from '@nordhub/api-client/testing';
import { PREFERRED_COUNTRY_COOKIE, SEARCH_HISTORY_STORAGE_KEY } from '@nordhub/domain';
import { screen, within } from '@testing-library/react';
import { asNewVisitor, ok, renderJobsAt, searchCall as search, shownLocation as location } from './jobs-test-setup';

const server = setUpTestApi();

const backend = makeJobListItem({ id: 'job-1', title: 'Backend developer', isRemote: true });
const designer = makeJobListItem({ id: 'job-2', title: 'Product designer', category: 'design' });
const featured = makeJobListItem({ id: 'job-9', title: 'Head of engineering' });

beforeEach(asNewVisitor);

describe('/jobs', () => {
  it('says "1,000+ jobs" when the API capped its count, and keeps offering the next page', async () => {
    const fullPage = Array.from({ length: 2 }, (_, index) => makeJobListItem({ id: `job-${index + 1}`, title: `Developer ${index + 1}` }));
    server.serve({ [search('search=developer')]: ok(makeJobsAndFeatured(fullPage, { total: 1000, pageSize: 2, totalIsCapped: true })) });
    renderJobsAt('/jobs?search=developer');
    expect(await screen.findByText('1,000+ jobs found')).toHaveAttribute('role', 'status');
    const pages = screen.getByRole('navigation', { name: 'Pages of jobs' });
    expect(within(pages).getByText('Page 1 of 500+')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/jobs?search=developer&page=2');
  });

  it('shows the featured jobs among the results, marked "Featured", each job as a card, and the count', async () => {
    server.serve({ [search()]: ok(makeJobsAndFeatured([backend, designer], { featuredJobs: [featured], total: 2 })) });
    renderJobsAt('/jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeInTheDocument();
    expect(await screen.findByText('2 jobs found')).toHaveAttribute('role', 'status');
    // No section of its own before the results: the featured job is the first card of them.
    expect(screen.queryByRole('region', { name: 'Featured jobs' })).not.toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'All jobs' });
    const cards = within(results).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Head of engineering', 'Backend developer', 'Product designer']);
    expect(within(cards[0]!).getByText('Featured')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Head of engineering' })).toHaveAttribute('href', '/jobs/job-9');
    expect(within(cards[1]!).queryByText('Featured')).not.toBeInTheDocument();
    const card = within(results).getByRole('article', { name: 'Backend developer' });
    expect(within(card).getByRole('link', { name: 'Backend developer' })).toHaveAttribute('href', '/jobs/job-1');
    expect(within(card).getByText('Nordlys')).toBeInTheDocument();
    expect(within(card).getByText('Copenhagen')).toBeInTheDocument();
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(document.title).toBe('Find jobs | Nordhub');
  });

  it('typing a search with a suggestion updates the URL, shows the results and remembers the search', async () => {
    server.serve({
      [search()]: ok(makeJobsAndFeatured([backend, designer])),
      'GET /api/v2/jobs/suggestions?field=search&q=desinger': ok({ field: 'search', suggestions: [{ text: 'Product designer', jobs: 3 }] }),
      [search('search=Product+designer')]: ok(makeJobsAndFeatured([designer])),
      'GET /api/v2/jobs/suggestions?field=search&q=Product+designer': ok({ field: 'search', suggestions: [] }),
    });
    const { user } = renderJobsAt('/jobs');
    await screen.findByText('2 jobs found');
    const box = screen.getByRole('combobox', { name: 'Job title, skill or startup' });
    await user.type(box, 'desinger');
    expect(await screen.findByRole('option', { name: /Product designer/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent('/jobs?search=Product+designer');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    // The form is new for the new search; the keyboard user's focus stays in the box.
    expect(screen.getByRole('combobox', { name: 'Job title, skill or startup' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Backend developer' })).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY) ?? '[]') as Array<{ search: string }>;
    expect(stored.map((entry) => entry.search)).toEqual(['Product designer']);
    expect(within(screen.getByRole('navigation', { name: 'Recent searches' })).getByRole('link', { name: 'Product designer' })).toHaveAttribute(
      'href',
      '/jobs?search=Product+designer',
    );
  });

  it('reads the filters from the URL, ignores values the API would reject, and writes changes back', async () => {
    server.serve({
      [search('search=dev&country=SE&category=backend&remote=true&sort=newest&page=2')]: ok(
        makeJobsAndFeatured([backend], { total: 41, page: 2 }),
      ),
      [search('search=dev&country=SE&category=backend&positionType=part-time&remote=true&sort=newest')]: ok(makeJobsAndFeatured([backend])),
    });
    const { user } = renderJobsAt('/jobs?search=dev&country=SE&category=backend&categoryGroup=nope&remote=true&sort=newest&page=2&foo=1&salaryType=free');
    expect(await screen.findByText('41 jobs found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job title, skill or startup' })).toHaveValue('dev');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('SE');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('backend');
    expect(screen.getByRole('combobox', { name: 'Remote' })).toHaveValue('true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(screen.getByRole('combobox', { name: 'Salary' })).toHaveValue('');
    // Only values the API accepts are offered; NI never is.
    expect(within(screen.getByRole('combobox', { name: 'Category' })).queryByRole('option', { name: 'Astronaut' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Country' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All countries',
      'Denmark',
      'Sweden',
      'Remote',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Pages of jobs' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/jobs?search=dev&country=SE&category=backend&remote=true&sort=newest',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/jobs?search=dev&country=SE&category=backend&remote=true&sort=newest&page=3',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position type' }), 'Part-time');
    expect(location()).toHaveTextContent('/jobs?search=dev&country=SE&category=backend&positionType=part-time&remote=true&sort=newest');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
  });

  it('makes a country typed into the location box the country filter, and a place the city', async () => {
    server.serve({
      [search()]: ok(makeJobsAndFeatured([backend])),
      [search('country=DK')]: ok(makeJobsAndFeatured([backend])),
      [search('country=DK&city=Aarhus')]: ok(makeJobsAndFeatured([backend])),
    });
    const { user } = renderJobsAt('/jobs');
    await screen.findByText('1 job found');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'denmark');
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    expect(location()).toHaveTextContent('/jobs?country=DK');
    expect(document.cookie).toContain(`${PREFERRED_COUNTRY_COOKIE}=DK`);
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Aarhus{Enter}');
    expect(location()).toHaveTextContent('/jobs?country=DK&city=Aarhus');
  });

  it('never stores Remote as the preferred country', async () => {
    server.serve({ [search()]: ok(makeJobsAndFeatured([])), [search('search=dev&country=REMOTE')]: ok(makeJobsAndFeatured([backend])) });
    const { user } = renderJobsAt('/jobs');
    await screen.findByText('0 jobs found');
    await user.type(screen.getByRole('combobox', { name: 'Job title, skill or startup' }), 'dev');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Remote{Enter}');
    expect(location()).toHaveTextContent('/jobs?search=dev&country=REMOTE');
    expect(document.cookie).not.toContain(PREFERRED_COUNTRY_COOKIE);
  });

  it('says so when nothing matches and offers to clear the filters', async () => {
    server.serve({
      [search('search=zzz&category=design')]: ok(makeJobsAndFeatured([])),
      [search()]: ok(makeJobsAndFeatured([backend])),
    });
    const { user } = renderJobsAt('/jobs?search=zzz&category=design');
    expect(await screen.findByText('0 jobs found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No jobs match this search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters and show all jobs' }));
    expect(location()).toHaveTextContent(/^\/jobs$/);
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job title, skill or startup' })).toHaveValue('');
  });

  it('shows the error with a retry', async () => {
    server.serve({ [search()]: { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Database is down' } } });
    const { user } = renderJobsAt('/jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent('The jobs could not be loaded. Database is down');
    server.serve({ [search()]: ok(makeJobsAndFeatured([backend])) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
  });
});

describe('/jobs/location', () => {
  it('pre-filters by the country of the slug', async () => {
    server.serve({ [search('country=DK')]: ok(makeJobsAndFeatured([backend])) });
    renderJobsAt('/jobs/location/denmark');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs in Denmark' })).toBeInTheDocument();
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DK');
  });

  it('pre-filters by country and city', async () => {
    server.serve({ [search('country=DK&city=Copenhagen')]: ok(makeJobsAndFeatured([backend])) });
    renderJobsAt('/jobs/location/denmark/copenhagen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs in Copenhagen, Denmark' })).toBeInTheDocument();
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Copenhagen');
  });

  it('is a 404 for a country the site does not list', async () => {
    server.serve({});
    renderJobsAt('/jobs/location/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
