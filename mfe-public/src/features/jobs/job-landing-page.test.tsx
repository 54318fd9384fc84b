import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeJobListItem, makeJobsAndFeatured, setUpTestApi } from '@nordhub/api-client/testing';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../routes';
import { siteConfiguration } from './jobs-test-setup';

const api = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });

async function renderAt(path: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    renderWithProviders(<RouterProvider router={router} />, { queryClient, user: null });
  });
  return router;
}

describe('fixed SEO landing pages', () => {
  it('/jobs/backend-jobs-copenhagen shows its heading and the backend jobs in Copenhagen', async () => {
    const backend = makeJobListItem({ id: 'job-1', title: 'Senior Backend Engineer', category: 'backend' });
    // Only the pre-filtered search is served: any other request would fail the page.
    const calls = api.serve({ 'GET /api/v2/jobsandfeatured?country=DK&city=Copenhagen&category=backend': ok(makeJobsAndFeatured([backend])) });
    await renderAt('/jobs/backend-jobs-copenhagen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend jobs in Copenhagen' })).toBeInTheDocument();
    expect(screen.getByText(/^Backend developer and engineer jobs at startups in Copenhagen\./)).toBeInTheDocument();
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'All jobs' });
    expect(within(results).getByRole('link', { name: 'Senior Backend Engineer' })).toHaveAttribute('href', '/jobs/job-1');
    expect(calls.map((call) => call.url)).toContain('/api/v2/jobsandfeatured?country=DK&city=Copenhagen&category=backend');
    expect(document.title).toBe('Backend jobs in Copenhagen | Nordhub');
  });

  it('a country page with a role and a position type runs that search', async () => {
    api.serve({ 'GET /api/v2/jobsandfeatured?country=SE&category=marketing&positionType=internship': ok(makeJobsAndFeatured([])) });
    await renderAt('/jobs/marketing-internships-sweden');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing internships in Sweden' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No jobs match this search' })).toBeInTheDocument();
  });
});
