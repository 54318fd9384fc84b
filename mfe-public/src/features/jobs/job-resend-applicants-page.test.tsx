import { makeJobDetail, makeUser, makeUserCompany, setUpTestApi } from '@nordhub/api-client/testing';
import { authModalAtom, pendingTargetAtom } from '@nordhub/session';
import { screen } from '@testing-library/react';
import { renderJobsAt } from './jobs-test-setup';

const server = setUpTestApi();
const job = makeJobDetail({ id: 'abc' });
const manager = makeUser({ email: 'maja@nordlys.example', companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });
const sendButton = () => screen.findByRole('button', { name: 'Send the applicants to my e-mail' });

describe('/jobs/:id/resend-applicants', () => {
  it('asks a guest to log in and come back here', async () => {
    server.serve({});
    const { store } = renderJobsAt('/jobs/abc/resend-applicants', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Send the applicants to your e-mail' })).toBeInTheDocument();
    expect(store.get(authModalAtom)).toEqual({ step: 'signin', defaults: undefined });
    expect(store.get(pendingTargetAtom)).toBe('/jobs/abc/resend-applicants');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the applicants to my e-mail' })).not.toBeInTheDocument();
    expect(server.calls()).toEqual([]);
  });

  it('sends the applicants to the manager and says how many went where', async () => {
    const calls = server.serve({
      'GET /api/jobs/single/abc': { status: 200, body: job },
      'POST /api/jobs/abc/resend-applicants': { status: 200, body: { sent: 3 } },
    });
    const { user } = renderJobsAt('/jobs/abc/resend-applicants', { user: manager });
    expect(await screen.findByRole('link', { name: 'Backend developer' })).toHaveAttribute('href', '/jobs/abc');
    expect(screen.getByText(/to maja@nordlys\.example\.$/)).toBeInTheDocument();
    await user.click(await sendButton());
    expect(await screen.findByText('We have sent 3 applicants to maja@nordlys.example')).toHaveAttribute('role', 'status');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/jobs/abc/resend-applicants']);
  });

  it('says so when the job has no applicants yet', async () => {
    server.serve({
      'GET /api/jobs/single/abc': { status: 200, body: job },
      'POST /api/jobs/abc/resend-applicants': { status: 200, body: { sent: 0 } },
    });
    const { user } = renderJobsAt('/jobs/abc/resend-applicants', { user: makeUser({ isAdmin: true }) });
    await user.click(await sendButton());
    expect(await screen.findByText('This job has no applicants yet')).toHaveAttribute('role', 'status');
  });

  it("shows the server's refusal clearly (e.g. too many requests)", async () => {
    server.serve({
      'GET /api/jobs/single/abc': { status: 200, body: job },
      'POST /api/jobs/abc/resend-applicants': {
        status: 429,
        body: { statusCode: 429, code: 'E_RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' },
      },
    });
    const { user } = renderJobsAt('/jobs/abc/resend-applicants', { user: manager });
    await user.click(await sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The applicants could not be sent. Too many attempts. Please wait a minute and try again.',
    );
  });

  it('tells a signed-in user who does not manage the startup that only its managers can, without a send button', async () => {
    server.serve({ 'GET /api/jobs/single/abc': { status: 200, body: job } });
    renderJobsAt('/jobs/abc/resend-applicants', { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the managers of Nordlys can have its applicants sent to them.');
    expect(screen.queryByRole('button', { name: 'Send the applicants to my e-mail' })).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown job', async () => {
    server.serve({ 'GET /api/jobs/single/nope': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No job with the id nope' } } });
    renderJobsAt('/jobs/nope/resend-applicants', { user: manager });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
