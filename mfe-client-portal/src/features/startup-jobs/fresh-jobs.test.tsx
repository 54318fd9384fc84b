import { makeJobDetail, makeJobListItem, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { StartupJobNewPage, StartupJobsPage } from './startup-job-pages';

const server = setUpTestApi();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.startupJobs} element={<StartupJobsPage />} />
      <Route path={paths.startupJobNew} element={<StartupJobNewPage />} />
      <Route path={paths.startupJobMonetise} element={<p>Monetise page</p>} />
      <Route path={paths.startupJobEdit} element={<p>Edit page</p>} />
    </Routes>,
    { route, user: makeUser() },
  );

describe('fresh jobs in the startup portal', () => {
  it('shows when each live job was confirmed and confirms it with one click', async () => {
    const stale = makeJobListItem({ id: 'job-stale', title: 'Backend developer', expirationDate: inDays(20), confirmedOpenAt: daysAgo(40) });
    const paused = makeJobListItem({ id: 'job-paused', title: 'Growth marketer', status: 'STOPPED', expirationDate: inDays(20) });
    let confirmed = false;
    const calls = server.serve({
      'GET /api/companies/nordlys/jobs': () => ({ status: 200, body: [confirmed ? { ...stale, confirmedOpenAt: new Date().toISOString() } : stale, paused] }),
      'POST /api/jobs/job-stale/confirm-open': () => {
        confirmed = true;
        return { status: 200, body: { id: 'job-stale', title: 'Backend developer', status: 'ACTIVE', confirmedOpenAt: new Date().toISOString() } };
      },
    });
    const { user } = renderAt('/client/startups/nordlys/jobs');
    const item = await screen.findByRole('article', { name: 'Backend developer' });
    expect(within(item).getByText('Not confirmed in the last 30 days')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Growth marketer' })).queryByRole('button', { name: /^Confirm still open/ })).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Confirm still open: Backend developer' }));
    expect(await within(item).findByText('Confirmed open today')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/jobs/job-stale/confirm-open']);
  });

  it('asks to update the open job with the same title and place, or posts a new one anyway', async () => {
    let attempts = 0;
    const calls = server.serve({
      'POST /api/companies/nordlys/jobs': (body) => {
        attempts += 1;
        if ((body as { allowDuplicate?: boolean }).allowDuplicate) return { status: 201, body: makeJobDetail({ id: 'job-new', status: 'DRAFT' }) };
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'E_DUPLICATE_JOB',
            message: "You already have an open job 'Rust engineer' in Aarhus, Denmark.",
            existingJob: { id: 'job-old', title: 'Rust engineer', location: 'Aarhus, Denmark', link: '/client/startups/nordlys/jobs/job-old', publicLink: '/jobs/job-old' },
          },
        };
      },
    });
    const { user } = renderAt('/client/startups/nordlys/jobs/new');
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'rust engineer');
    await user.type(within(form).getByLabelText('City'), 'Aarhus');
    await user.selectOptions(within(form).getByLabelText('Country'), 'DK');
    await user.click(within(form).getByRole('button', { name: 'Save and continue to payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Update the existing job instead?' });
    expect(within(dialog).getByText("You already have an open job 'Rust engineer' in Aarhus, Denmark. Update it instead?")).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Update the existing job' })).toHaveAttribute('href', '/client/startups/nordlys/jobs/job-old/edit');
    await user.click(within(dialog).getByRole('button', { name: 'Post a new one anyway' }));
    expect(await screen.findByText('Monetise page')).toBeInTheDocument();
    await waitFor(() => expect(attempts).toBe(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toMatchObject({ title: 'rust engineer', allowDuplicate: true });
  });
});
