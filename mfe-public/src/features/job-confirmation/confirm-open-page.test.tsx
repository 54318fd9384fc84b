import { makeJobDetail, setUpTestApi } from '@nordhub/api-client/testing';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { JobConfirmOpenPage } from './confirm-open-page';

const server = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.jobConfirmOpen} element={<JobConfirmOpenPage />} />
    </Routes>,
    { queryClient: createTestQueryClient(), route, user: null },
  );

describe('/jobs/:id/confirm-open (the reminder e-mail link)', () => {
  it('changes nothing on opening; one press confirms with the link token and says so', async () => {
    server.serve({
      'GET /api/jobs/single/kelp': ok(makeJobDetail({ id: 'kelp', title: 'Kelp Engineer', confirmedOpenAt: daysAgo(15) })),
      'POST /api/jobs/kelp/confirm-open': ok({ id: 'kelp', title: 'Kelp Engineer', status: 'ACTIVE', confirmedOpenAt: new Date().toISOString() }),
    });
    const { user } = renderAt('/jobs/kelp/confirm-open?token=123.abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Is this job still open?' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kelp Engineer' })).toHaveAttribute('href', '/jobs/kelp');
    expect(screen.getByText(/Confirmed open 15 days ago/)).toBeInTheDocument();
    expect(server.calls().filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Yes, it is still open' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: Kelp Engineer at Nordlys is confirmed open. Its page now says "Confirmed open today".');
    const posts = server.calls().filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.url, call.body])).toEqual([['/api/jobs/kelp/confirm-open', { token: '123.abc' }]]);
    expect(screen.getByRole('link', { name: 'your jobs page' })).toHaveAttribute('href', '/client/startups/nordlys/jobs');
  });

  it("shows the server's refusal of an expired link", async () => {
    server.serve({
      'GET /api/jobs/single/kelp': ok(makeJobDetail({ id: 'kelp', title: 'Kelp Engineer' })),
      'POST /api/jobs/kelp/confirm-open': {
        status: 403,
        body: { statusCode: 403, code: 'E_INVALID_TOKEN', message: 'This confirmation link has expired. Log in to confirm the job from your jobs page.' },
      },
    });
    const { user } = renderAt('/jobs/kelp/confirm-open?token=1.old');
    await user.click(await screen.findByRole('button', { name: 'Yes, it is still open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link has expired.');
  });

  it('offers nothing to confirm for a closed job', async () => {
    server.serve({ 'GET /api/jobs/single/old': ok(makeJobDetail({ id: 'old', status: 'EXPIRED' })) });
    renderAt('/jobs/old/confirm-open?token=1.x');
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is closed, so there is nothing to confirm.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
