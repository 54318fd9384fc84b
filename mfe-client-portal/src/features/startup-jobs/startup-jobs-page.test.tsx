import { makeJobDetail, makeJobListItem, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { queryClientWithSiteConfiguration } from './job-form-test-setup';
import { StartupJobEditPage, StartupJobsPage } from './startup-job-pages';

const server = setUpTestApi();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const live = makeJobListItem({ id: 'job-live', title: 'Backend developer', status: 'ACTIVE', expirationDate: inDays(20) });
const boosted = makeJobListItem({ id: 'job-boosted', title: 'Data engineer', status: 'ACTIVE', expirationDate: inDays(20), boostingExpiresAt: inDays(5) });
const draft = makeJobListItem({ id: 'job-draft', title: 'Product designer', status: 'DRAFT', approvedAt: null, expirationDate: inDays(30) });
const paused = makeJobListItem({ id: 'job-paused', title: 'Growth marketer', status: 'STOPPED', expirationDate: inDays(10) });
const expired = makeJobListItem({ id: 'job-expired', title: 'Legal counsel', status: 'EXPIRED', expirationDate: inDays(-3) });
// Expired, then given a later date: ready to be republished.
const renewed = makeJobListItem({ id: 'job-renewed', title: 'Sales lead', status: 'EXPIRED', expirationDate: inDays(30) });
// Paid, then sent back from review: resubmitted without a second checkout.
const sentBack = makeJobListItem({ id: 'job-sent-back', title: 'Sales engineer', status: 'DRAFT', approvedAt: null, expirationDate: inDays(30), postingPaid: true });

const renderPage = (isAdmin = false) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.startupJobs} element={<StartupJobsPage />} />
      <Route path={paths.startupJobEdit} element={<StartupJobEditPage />} />
    </Routes>,
    { route: '/client/startups/nordlys/jobs', user: makeUser({ isAdmin }), queryClient: queryClientWithSiteConfiguration() },
  );

const namesIn = (job: string) =>
  [...screen.getByRole('article', { name: job }).querySelectorAll('a, button')].map((control) => control.textContent).filter((name) => name !== job);

describe('/client/startups/{company}/jobs', () => {
  it('groups jobs by status, boosted first, with only the actions the state machine allows', async () => {
    server.serve({ 'GET /api/companies/nordlys/jobs': { status: 200, body: [live, boosted, draft, paused, expired, renewed, sentBack] } });
    renderPage();
    const active = await screen.findByRole('region', { name: 'Active (2)' });
    expect(within(active).getAllByRole('article').map((item) => item.getAttribute('aria-labelledby'))).toEqual(['job-job-boosted', 'job-job-live']);
    expect(within(screen.getByRole('article', { name: 'Data engineer' })).getByText('Boosted')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual(['jobs-ACTIVE', 'jobs-DRAFT', 'jobs-STOPPED', 'jobs-EXPIRED']);

    expect(namesIn('Backend developer')).toEqual(['Confirm still open', 'Boost', 'Pause', 'Edit', 'Duplicate']);
    expect(namesIn('Product designer')).toEqual(['Pay and post', 'Submit for payment', 'Edit', 'Duplicate']);
    expect(namesIn('Sales engineer')).toEqual(['Submit for review', 'Edit', 'Duplicate']);
    expect(namesIn('Growth marketer')).toEqual(['Resume', 'Edit', 'Duplicate']);
    expect(namesIn('Legal counsel')).toEqual(['Edit', 'Duplicate']);
    expect(within(screen.getByRole('article', { name: 'Legal counsel' })).getByText('Set a later expiration date (Edit) to republish this job.')).toBeInTheDocument();
    expect(namesIn('Sales lead')).toEqual(['Republish', 'Edit', 'Duplicate']);
    expect(screen.getByRole('link', { name: 'Pay and post Product designer' })).toHaveAttribute('href', '/client/startups/nordlys/jobs/job-draft/monetise');
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('offers an admin the approval too', async () => {
    server.serve({ 'GET /api/companies/nordlys/jobs': { status: 200, body: [draft] } });
    renderPage(true);
    expect(await screen.findByRole('button', { name: 'Approve and publish Product designer' })).toBeInTheDocument();
  });

  it('takes an action through the transitions endpoint and shows the new list', async () => {
    const calls = server.serve({
      'GET /api/companies/nordlys/jobs': { status: 200, body: [live] },
      'POST /api/jobs/job-live/transitions': { status: 200, body: makeJobDetail({ ...live, status: 'STOPPED' }) },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause Backend developer' }));
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /api/jobs/job-live/transitions'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'pause' });
  });

  it("shows the API's refusal (409) as a message", async () => {
    server.serve({
      'GET /api/companies/nordlys/jobs': { status: 200, body: [paused] },
      'POST /api/jobs/job-paused/transitions': {
        status: 409,
        body: { statusCode: 409, code: 'E_CONFLICT', message: 'Cannot resume a job in status EXPIRED: resume is possible only from STOPPED' },
      },
    });
    const { user, store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Resume Growth marketer' }));
    const { toastsAtom } = await import('@nordhub/session');
    await waitFor(() => expect(store.get(toastsAtom).map((toast) => toast.message)).toContain('Cannot resume a job in status EXPIRED: resume is possible only from STOPPED'));
  });

  describe('a job in a country that requires pay in the ad (EU pay transparency), stored without it', () => {
    const stockholm = { locality: 'Stockholm', address: null, country: 'Sweden', countryCode: 'SE' };
    const competitive = { type: 'competitive' as const, min: null, max: null, currency: null, period: null };
    const pausedInSweden = makeJobListItem({ id: 'job-se', title: 'Support lead', status: 'STOPPED', expirationDate: inDays(10), location: stockholm, salary: competitive });
    const draftInSweden = makeJobListItem({ id: 'job-se-draft', title: 'Designer', status: 'DRAFT', approvedAt: null, expirationDate: inDays(30), location: stockholm, salary: competitive });

    it('is flagged, with its going-live actions disabled for that reason', async () => {
      server.serve({ 'GET /api/companies/nordlys/jobs': { status: 200, body: [live, pausedInSweden, draftInSweden] } });
      renderPage();
      const job = await screen.findByRole('article', { name: 'Support lead' });
      expect(within(job).getByText('Pay missing: required in Sweden.')).toBeInTheDocument();
      const resume = within(job).getByRole('button', { name: 'Resume Support lead' });
      expect(resume).toBeDisabled();
      expect(resume).toHaveAccessibleDescription(/^Pay missing: required in Sweden\. This job cannot be submitted, resumed or republished/);
      const draftJob = screen.getByRole('article', { name: 'Designer' });
      expect(within(draftJob).getByRole('button', { name: 'Submit for payment Designer' })).toBeDisabled();
      expect(within(draftJob).getByRole('button', { name: 'Pay and post Designer' })).toBeDisabled();
      // A job that states its pay is untouched.
      expect(within(screen.getByRole('article', { name: 'Backend developer' })).queryByText(/Pay missing/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Pause Backend developer' })).toBeEnabled();
    });

    it('is fixed in one click: its edit form opens on the salary fields', async () => {
      server.serve({
        'GET /api/companies/nordlys/jobs': { status: 200, body: [pausedInSweden] },
        'GET /api/jobs/single/job-se/hidden': { status: 200, body: makeJobDetail({ ...pausedInSweden }) },
      });
      const { user } = renderPage();
      const fix = await screen.findByRole('link', { name: 'Add the pay to Support lead' });
      expect(fix).toHaveAttribute('href', '/client/startups/nordlys/jobs/job-se/edit?fix=pay');
      await user.click(fix);
      const salary = await screen.findByLabelText('Salary');
      await waitFor(() => expect(salary).toHaveFocus());
      expect(salary).toHaveAccessibleDescription(expect.stringContaining('Jobs in Sweden must state the pay in the ad'));
    });
  });
});
