import { render, screen } from '@testing-library/react';
import { MemoryRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { lazyPage, pageAt, pickPage, preloadPagesAt } from './lazy-page';

/** A lazy page whose module loads are counted, like a feature chunk fetched over the network. */
function countedPage(text: string) {
  const loads = { count: 0 };
  const page = lazyPage(async () => {
    loads.count += 1;
    return { Page: () => <h1>{text}</h1> };
  }, 'Page');
  return { page, loads };
}

function setup() {
  const job = countedPage('A job');
  const landing = countedPage('Backend jobs in Copenhagen');
  const search = countedPage('Job search');
  const landingSlugs = new Set(['backend-jobs-copenhagen']);
  const JobOrLanding = pickPage(({ id = '' }) => (landingSlugs.has(id) ? landing.page : job.page));
  const Search = search.page;
  const routes: RouteObject[] = [
    { path: '/jobs', element: <Search /> },
    { path: '/jobs/:id', element: <JobOrLanding /> },
  ];
  return { job, landing, search, routes };
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('lazy pages', () => {
  it('names the page a path shows, with its params, and none for a path the table does not know', () => {
    const { routes } = setup();
    expect(pageAt(routes, '/jobs/42')).toEqual({ path: '/jobs/:id', params: { id: '42' } });
    expect(pageAt(routes, '/jobs')).toEqual({ path: '/jobs', params: {} });
    expect(pageAt(routes, '/startups')).toBeNull();
  });

  it('preloads only the code of the page a path shows', async () => {
    const { job, landing, search, routes } = setup();
    await preloadPagesAt(routes, '/jobs');
    expect([search.loads.count, job.loads.count, landing.loads.count]).toEqual([1, 0, 0]);
  });

  it('preloads the page a picker chooses by the route params: a landing page by its slug, else the job', async () => {
    const { job, landing, routes } = setup();
    await preloadPagesAt(routes, '/jobs/backend-jobs-copenhagen');
    expect([job.loads.count, landing.loads.count]).toEqual([0, 1]);
    await preloadPagesAt(routes, '/jobs/5f0c');
    expect([job.loads.count, landing.loads.count]).toEqual([1, 1]);
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const { routes } = setup();
    await preloadPagesAt(routes, '/jobs/backend-jobs-copenhagen');
    render(
      <MemoryRouter initialEntries={['/jobs/backend-jobs-copenhagen']}>
        <Routes routes={routes} />
      </MemoryRouter>,
    );
    // Synchronously there: no Suspense fallback, no await.
    expect(screen.getByRole('heading', { name: 'Backend jobs in Copenhagen' })).toBeInTheDocument();
  });

  it('loads a page that was not preloaded on first render', async () => {
    const { routes } = setup();
    render(
      <MemoryRouter initialEntries={['/jobs/5f0c']}>
        <Routes routes={routes} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'A job' })).toBeInTheDocument();
  });
});
