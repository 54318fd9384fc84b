import { makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { type JobReview } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { JobReviewPage } from './job-review-page';

const server = setUpTestApi();

const waiting: JobReview = {
  jobId: '00000000-0000-4000-8000-000000000001',
  title: 'Tide Engineer',
  status: 'PENDING_COMPANY_APPROVAL',
  company: { key: 'havlys', name: 'Havlys' },
  place: 'Bodø, Norway',
  waiting: true,
  paid: true,
  submittedAt: new Date().toISOString(),
  rejection: null,
};

const renderPage = (isAdmin = true) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.jobReview} element={<JobReviewPage />} />
    </Routes>,
    { route: '/client/job-review', user: makeUser({ isAdmin }) },
  );

describe('/client/job-review', () => {
  it('lists the waiting jobs and rejects one with the reason the admin gives', async () => {
    const calls = server.serve({
      'GET /api/job-review': { status: 200, body: { jobs: [waiting] } },
      [`POST /api/job-review/${waiting.jobId}/reject`]: { status: 200, body: { ...waiting, status: 'DRAFT', waiting: false, rejection: { reason: 'Name the island.', at: new Date().toISOString() } } },
    });
    const { user } = renderPage();
    const item = await screen.findByRole('article', { name: 'Tide Engineer' });
    expect(within(item).getByText(/Havlys · Bodø, Norway/)).toBeInTheDocument();
    expect(within(item).getByText('Paid')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Reject Tide Engineer' }));
    const form = screen.getByRole('form', { name: 'Reject Tide Engineer' });
    // A rejection without a reason is not sent.
    await user.click(within(form).getByRole('button', { name: 'Send the rejection' }));
    expect(within(form).getByText('Please say why the job is rejected')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Reason/), 'Name the island.');
    await user.click(within(form).getByRole('button', { name: 'Send the rejection' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ body: { reason: 'Name the island.' } })]));
  });

  it('approves with one press', async () => {
    const calls = server.serve({
      'GET /api/job-review': { status: 200, body: { jobs: [waiting] } },
      [`POST /api/job-review/${waiting.jobId}/approve`]: { status: 200, body: { ...waiting, status: 'ACTIVE', waiting: false, paid: false } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve and publish Tide Engineer' }));
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(`POST /api/job-review/${waiting.jobId}/approve`));
  });

  it('tells a non-admin the queue is not theirs, without asking the API', async () => {
    const calls = server.serve({});
    renderPage(false);
    expect(await screen.findByText('Only admins review jobs.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
