import { makeJobListItem, setUpTestApi } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { ExternalFeaturedJobsPage } from './job-search-pages';

const api = setUpTestApi();

describe('/external/featuredjobs', () => {
  it('lists the featured jobs in the order the API gives, each opening on Nordhub in a new tab', async () => {
    api.serve({
      'GET /api/v2/featuredjobs': {
        status: 200,
        body: [makeJobListItem({ id: 'job-2', title: 'Data Engineer', isRemote: true }), makeJobListItem({ id: 'job-1', title: 'Backend developer' })],
      },
    });
    renderWithProviders(<ExternalFeaturedJobsPage />, { route: '/external/featuredjobs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Featured jobs' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Featured jobs' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Data Engineer'),
      expect.stringContaining('Backend developer'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/jobs/job-2');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    expect(within(links[0] as HTMLElement).getByText('Remote')).toBeInTheDocument();
  });

  it('says so when no job is featured', async () => {
    api.serve({ 'GET /api/v2/featuredjobs': { status: 200, body: [] } });
    renderWithProviders(<ExternalFeaturedJobsPage />, { route: '/external/featuredjobs' });
    expect(await screen.findByText('No featured jobs right now.')).toBeInTheDocument();
  });
});
