import { makeJobDetail, makeJobListItem, makeResponseRecord, setUpTestApi } from '@nordhub/api-client/testing';
import { authModalAtom } from '@nordhub/session';
import { screen, waitFor, within } from '@testing-library/react';
import { renderJobsAt } from './jobs-test-setup';

const server = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });
const related = [makeJobListItem({ id: 'r1', title: 'Platform engineer' })];

describe('/jobs/:id', () => {
  it('renders the Markdown description (headings, lists) and keeps Apply and Save in the action bar, the facts in a grid beside it', async () => {
    const job = makeJobDetail({
      id: 'abc',
      description: '## The role\n\nAs a Backend developer you will:\n- Build the grid\n- Run it\n\n## What we offer\n\n- Good coffee',
    });
    server.serve({
      'GET /api/jobs/single/abc': ok(job),
      'GET /api/currency-rates': ok({ rates: [] }),
      'GET /api/v2/jobs/abc/related': ok([]),
      'POST /api/jobs/abc/view': ok({ views: 1251, counted: true }),
    });
    renderJobsAt('/jobs/abc');
    const about = await screen.findByRole('region', { name: 'About the job' });
    expect(within(about).getByRole('heading', { level: 3, name: 'The role' })).toBeInTheDocument();
    expect(within(about).getByRole('heading', { level: 3, name: 'What we offer' })).toBeInTheDocument();
    expect(within(about).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Build the grid', 'Run it', 'Good coffee']);
    expect(about).not.toHaveTextContent(/- Build|##/);
    // One bar: fixed to the bottom of a phone's screen, in the side panel on a laptop.
    const bar = screen.getByRole('group', { name: 'Apply and save' });
    expect(within(bar).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Save job' })).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'The job at Nordlys' });
    expect(within(panel).getAllByRole('term')[0]).toHaveTextContent('Location');
    expect(panel).toContainElement(bar);
    await waitFor(() => expect(server.calls().filter((call) => call.method === 'POST')).toHaveLength(1));
  });

  it('shows the job, records one view and opens sign-in for a guest who applies', async () => {
    const job = makeJobDetail({
      id: 'abc',
      description: 'We build the grid.\n\n<script>alert(1)</script> is shown as text.',
      otherCompensation: { type: 'percentage', percentage: 0.5, percentageMax: null },
    });
    server.serve({
      'GET /api/jobs/single/abc': ok(job),
      'GET /api/currency-rates': ok({ rates: [] }),
      'GET /api/v2/jobs/abc/related': ok(related),
      'POST /api/jobs/abc/view': ok({ views: 1251, counted: true }),
    });
    const { user, store } = renderJobsAt('/jobs/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend developer' })).toBeInTheDocument();
    expect(document.title).toBe('Backend developer at Nordlys | Nordhub');
    expect(screen.getByRole('link', { name: 'Nordlys' })).toHaveAttribute('href', '/startups/nordlys');
    expect(screen.getByText('Copenhagen')).toBeInTheDocument();
    expect(screen.getByText('45,000–60,000 DKK a month')).toBeInTheDocument();
    expect(screen.getByText('0.5% equity')).toBeInTheDocument();
    expect(screen.getByText(/^05 May 2026 \((in \d+ (days|months?)|today|\d+ (days|months?|years?) ago)\)$/)).toBeInTheDocument();
    expect(screen.getByText('1.2k views')).toBeInTheDocument();
    // The fixture's job was last confirmed on 1 Mar 2026, long ago: it says so.
    expect(screen.getByText('Not confirmed in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script> is shown as text.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    expect(within(benefits).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['☕Good coffee', '🏦Pension scheme']);
    expect(await screen.findByRole('link', { name: 'Platform engineer' })).toHaveAttribute('href', '/jobs/r1');
    await waitFor(() => expect(server.calls().filter((call) => call.method === 'POST')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signup-landing', defaults: undefined });
    expect(server.calls().filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/jobs/abc/view']);
  });

  it("shows how the startup answers applications once it has a record", async () => {
    server.serve({
      'GET /api/jobs/single/abc': ok(makeJobDetail({ id: 'abc' })),
      'GET /api/companies/nordlys/response-record': ok(makeResponseRecord({ medianDaysToAnswer: 1.5, shareAnsweredWithinWindow: 0.9 })),
      'GET /api/v2/jobs/abc/related': ok([]),
      'POST /api/jobs/abc/view': ok({ views: 1, counted: true }),
    });
    renderJobsAt('/jobs/abc');
    const record = await screen.findByRole('group', { name: 'How Nordlys answers applications' });
    expect(record).toHaveTextContent('Usually answers within 2 days');
    expect(record).toHaveTextContent('Answers 90% of applications within 14 days');
  });

  it('links to the company application page when the job has one', async () => {
    server.serve({
      'GET /api/jobs/single/abc': ok(makeJobDetail({ id: 'abc', receiveApplicants: 'url', applicationUrl: 'https://nordlys.dk/apply' })),
      'GET /api/v2/jobs/abc/related': ok([]),
      'POST /api/jobs/abc/view': ok({ views: 1, counted: true }),
    });
    renderJobsAt('/jobs/abc');
    expect(await screen.findByRole('link', { name: "Apply on the company's site" })).toHaveAttribute('href', 'https://nordlys.dk/apply');
  });

  it('says a closed job is closed and shows open jobs like it instead of applying', async () => {
    server.serve({
      'GET /api/jobs/single/old': ok(makeJobDetail({ id: 'old', status: 'EXPIRED' })),
      'GET /api/v2/jobs/old/related': ok(related),
      'POST /api/jobs/old/view': ok({ views: 1, counted: true }),
    });
    renderJobsAt('/jobs/old');
    expect(await screen.findByText('This job is closed and no longer takes applications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Open jobs like this one' });
    expect(within(section).getByRole('link', { name: 'Platform engineer' })).toBeInTheDocument();
  });

  it("shows the salary range in its currency and, roughly, in the visitor's, with the rates' source and date", async () => {
    document.cookie = 'preferred-country-code=FI; path=/';
    try {
      server.serve({
        'GET /api/jobs/single/pay': ok(makeJobDetail({ id: 'pay', otherCompensation: { type: 'percentage', percentage: 0.1, percentageMax: 0.5 } })),
        'GET /api/currency-rates': ok({ rates: [{ base: 'EUR', quote: 'DKK', rate: 7.4592, source: 'European Central Bank reference rates', asOf: '2026-11-20' }] }),
        'GET /api/v2/jobs/pay/related': ok([]),
        'POST /api/jobs/pay/view': ok({ views: 1, counted: true }),
      });
      renderJobsAt('/jobs/pay');
      expect(await screen.findByText('45,000–60,000 DKK a month')).toBeInTheDocument();
      expect(await screen.findByText('≈ 6,030–8,040 EUR a month, at European Central Bank reference rates of 20 Nov 2026')).toBeInTheDocument();
      expect(screen.getByText('0.1–0.5% equity')).toBeInTheDocument();
      // The ad states its range, so the page marks it (EU Pay Transparency Directive).
      expect(screen.getByText('Pay range in the ad')).toBeInTheDocument();
    } finally {
      document.cookie = 'preferred-country-code=; path=/; max-age=0';
    }
  });

  it('shows no conversion when the visitor pays in the same currency', async () => {
    document.cookie = 'preferred-country-code=DK; path=/';
    try {
      server.serve({
        'GET /api/jobs/single/dk': ok(makeJobDetail({ id: 'dk' })),
        'GET /api/currency-rates': ok({ rates: [{ base: 'EUR', quote: 'DKK', rate: 7.4592, source: 'European Central Bank reference rates', asOf: '2026-11-20' }] }),
        'GET /api/v2/jobs/dk/related': ok([]),
        'POST /api/jobs/dk/view': ok({ views: 1, counted: true }),
      });
      renderJobsAt('/jobs/dk');
      expect(await screen.findByText('45,000–60,000 DKK a month')).toBeInTheDocument();
      await waitFor(() => expect(server.calls().map((call) => call.url)).toContain('/api/currency-rates'));
      expect(screen.queryByText(/^≈/)).not.toBeInTheDocument();
    } finally {
      document.cookie = 'preferred-country-code=; path=/; max-age=0';
    }
  });

  it('shows the 404 page for a missing job and records no view', async () => {
    server.serve({ 'GET /api/jobs/single/nope': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No job with the id nope' } } });
    renderJobsAt('/jobs/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    // Only this job's calls: a request the previous test's page sent late may land in the log.
    expect(server.calls().map((call) => `${call.method} ${call.url}`).filter((call) => call.includes('nope'))).toEqual(['GET /api/jobs/single/nope']);
  });

  it('shows other failures with their message', async () => {
    server.serve({ 'GET /api/jobs/single/abc': { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Database is down' } } });
    renderJobsAt('/jobs/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
  });

  it('offers "Try again" while the API is unavailable, and shows the job once it answers', async () => {
    const message = 'Nordhub is unavailable for a moment. Please try again shortly.';
    server.serve({ 'GET /api/jobs/single/back': { status: 503, body: { statusCode: 503, code: 'E_UNAVAILABLE', message } } });
    const { user } = renderJobsAt('/jobs/back');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Error 503')).toBeInTheDocument();

    server.serve({
      'GET /api/jobs/single/back': ok(makeJobDetail({ id: 'back', title: 'Returning engineer' })),
      'GET /api/v2/jobs/back/related': ok([]),
      'POST /api/jobs/back/view': ok({ views: 1, counted: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Returning engineer' })).toBeInTheDocument();
  });
});
