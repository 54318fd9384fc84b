import { makeJobDetail, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { type JobPaymentOptions } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { StartupJobBoostPage, StartupJobMonetisePage } from './payment-pages';

const server = setUpTestApi();

const options = (overrides: Partial<JobPaymentOptions> = {}): JobPaymentOptions => ({
  jobId: 'job-1',
  countryCode: 'NO',
  post: { product: 'post', price: { amount: 879, currency: 'NOK' }, unavailableReason: null },
  boost: { product: 'boost', price: { amount: 879, currency: 'NOK' }, unavailableReason: 'Cannot boost a job in status DRAFT: only a live (ACTIVE) job can be boosted', days: 14 },
  boostingExpiresAt: null,
  ...overrides,
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.startupJobMonetise} element={<StartupJobMonetisePage />} />
      <Route path={paths.startupJobBoost} element={<StartupJobBoostPage />} />
    </Routes>,
    { route, user: makeUser() },
  );

describe('/jobs/{job}/monetise', () => {
  it("shows the price of the company's country and links to the checkout, returning here when cancelled", async () => {
    server.serve({
      'GET /api/jobs/single/job-1/hidden': { status: 200, body: makeJobDetail({ id: 'job-1', title: 'Rust engineer', status: 'DRAFT' }) },
      'GET /api/jobs/job-1/payment-options': { status: 200, body: options() },
    });
    renderAt('/client/startups/nordlys/jobs/job-1/monetise');
    expect(screen.getByRole('heading', { level: 1, name: 'Post your job' })).toBeInTheDocument();
    const pay = await screen.findByRole('link', { name: 'Pay 879 NOK' });
    expect(pay).toHaveAttribute('href', '/api/jobs/job-1/checkout?product=post&cancel_url=%2Fclient%2Fstartups%2Fnordlys%2Fjobs%2Fjob-1%2Fmonetise');
    expect(screen.getByText('Price for companies in NO.')).toBeInTheDocument();
    expect(await screen.findByText('Rust engineer')).toBeInTheDocument();
  });

  it('says why a job cannot be paid for and offers no checkout', async () => {
    server.serve({
      'GET /api/jobs/single/job-1/hidden': { status: 200, body: makeJobDetail({ id: 'job-1' }) },
      'GET /api/jobs/job-1/payment-options': { status: 200, body: options({ post: { product: 'post', price: { amount: 879, currency: 'NOK' }, unavailableReason: 'This job is already live: boost it instead' } }) },
    });
    renderAt('/client/startups/nordlys/jobs/job-1/monetise');
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is already live: boost it instead');
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
  });
});

describe('/jobs/{job}/boost', () => {
  it('shows the boost price and duration and links to the boost checkout', async () => {
    server.serve({
      'GET /api/jobs/single/job-1/hidden': { status: 200, body: makeJobDetail({ id: 'job-1' }) },
      'GET /api/jobs/job-1/payment-options': {
        status: 200,
        body: options({ boost: { product: 'boost', price: { amount: 599, currency: 'DKK' }, unavailableReason: null, days: 14 }, boostingExpiresAt: '2026-05-03T10:00:00.000Z' }),
      },
    });
    renderAt('/client/startups/nordlys/jobs/job-1/boost');
    expect(await screen.findByText('A boosted job is shown first in every job list for 14 days.')).toBeInTheDocument();
    expect(screen.getByText('Boosted until 03 May 2026; a new boost adds 14 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay 599 DKK' }).getAttribute('href')).toMatch(/^\/api\/jobs\/job-1\/checkout\?product=boost&cancel_url=/);
  });
});
