import { makeJobDetail, setUpTestApi } from '@nordhub/api-client/testing';
import { screen, within } from '@testing-library/react';
import { renderJobsAt } from './jobs-test-setup';

const server = setUpTestApi();

describe('/jobs/:id/welcome', () => {
  it('congratulates the startup, links to the job, offers the share actions and what to do next', async () => {
    server.serve({ 'GET /api/jobs/single/abc': { status: 200, body: makeJobDetail({ id: 'abc' }) } });
    const { user } = renderJobsAt('/jobs/abc/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your job is published' })).toBeInTheDocument();
    expect(document.title).toBe('Your job is published | Nordhub');
    expect(screen.getByRole('link', { name: 'Backend developer' })).toHaveAttribute('href', '/jobs/abc');

    const share = screen.getByRole('region', { name: 'Share your job' });
    expect(within(share).getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('http://localhost/jobs/abc')}`,
    );
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(await within(share).findByRole('status')).toHaveTextContent('Link copied');

    const next = screen.getByRole('region', { name: 'What next' });
    expect(within(next).getByRole('link', { name: 'See all jobs of Nordlys' })).toHaveAttribute('href', '/client/startups/nordlys/jobs');
    expect(within(next).getByRole('link', { name: 'Post another job' })).toHaveAttribute('href', '/client/startups/nordlys/jobs/new');
    // The welcome page records no view of the job.
    expect(server.calls().map((call) => call.url)).toEqual(['/api/jobs/single/abc']);
  });

  it('shows the 404 page for an unknown job', async () => {
    server.serve({ 'GET /api/jobs/single/nope': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No job with the id nope' } } });
    renderJobsAt('/jobs/nope/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
