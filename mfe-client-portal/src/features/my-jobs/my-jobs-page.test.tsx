import { makeJobListItem, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { toastsAtom } from '@nordhub/session';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { MyJobsPage } from './my-jobs-page';

const server = setUpTestApi();
const ok = (body: unknown, delayMs?: number) => ({ status: 200, body, ...(delayMs ? { delayMs } : {}) });

const backend = makeJobListItem({ id: 'job-1', title: 'Backend developer', saved: true });
const closed = makeJobListItem({ id: 'job-2', title: 'Growth marketer', saved: true, status: 'EXPIRED' });
const designer = makeJobListItem({ id: 'job-3', title: 'Product designer', interestedAt: '2026-03-02T10:00:00.000Z' });

const renderPage = () => renderWithProviders(<MyJobsPage />, { route: '/client/my-jobs', user: makeUser() });

describe('/client/my-jobs', () => {
  it('lists saved and interested jobs, marks closed ones and links each to its page', async () => {
    server.serve({
      'GET /api/applicant/applications': ok([]),
      'GET /api/jobs/mine': ok({ saved: [backend, closed], interested: [designer] }),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    const saved = await screen.findByRole('region', { name: 'Saved jobs' });
    expect(within(saved).getAllByRole('article').map((item) => item.getAttribute('aria-labelledby') && within(item).getByRole('heading').textContent)).toEqual([
      'Backend developer',
      'Growth marketer',
    ]);
    expect(within(saved).getByRole('link', { name: 'Backend developer' })).toHaveAttribute('href', '/jobs/job-1');
    expect(within(within(saved).getByRole('article', { name: 'Growth marketer' })).getByText('Closed')).toBeInTheDocument();
    expect(within(within(saved).getByRole('article', { name: 'Backend developer' })).queryByText('Closed')).toBeNull();
    const interested = screen.getByRole('region', { name: 'Jobs you are interested in' });
    expect(within(interested).getByRole('link', { name: 'Product designer' })).toHaveAttribute('href', '/jobs/job-3');
    expect(document.title).toBe('My applications | Nordhub');
  });

  it('unsaves a job at once and shows the list the server sends after', async () => {
    server.serve({
      'GET /api/applicant/applications': ok([]),
      'GET /api/jobs/mine': ok({ saved: [backend, closed], interested: [designer] }),
      'POST /api/jobs/job-1/unsave': ok({ id: 'job-1', saved: false, interestedAt: null }, 100),
    });
    const { user } = renderPage();
    const saved = await screen.findByRole('region', { name: 'Saved jobs' });
    server.serve({
      'GET /api/applicant/applications': ok([]),
      'GET /api/jobs/mine': ok({ saved: [closed], interested: [designer] }),
      'POST /api/jobs/job-1/unsave': ok({ id: 'job-1', saved: false, interestedAt: null }, 100),
    });
    await user.click(within(saved).getByRole('button', { name: 'Unsave Backend developer' }));
    expect(within(saved).queryByRole('article', { name: 'Backend developer' })).toBeNull();
    await waitFor(() => expect(server.calls().map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/jobs/job-1/unsave', 'GET /api/jobs/mine']));
    expect(within(saved).getByRole('article', { name: 'Growth marketer' })).toBeInTheDocument();
  });

  it('puts a job back with a message when removing it fails', async () => {
    server.serve({
      'GET /api/applicant/applications': ok([]),
      'GET /api/jobs/mine': ok({ saved: [backend], interested: [designer] }),
      'POST /api/jobs/job-3/uninterested': { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Database is down' }, delayMs: 50 },
    });
    const { user, store } = renderPage();
    const interested = await screen.findByRole('region', { name: 'Jobs you are interested in' });
    await user.click(within(interested).getByRole('button', { name: 'Not interested in Product designer' }));
    expect(within(interested).queryByRole('article', { name: 'Product designer' })).toBeNull();
    expect(await within(interested).findByRole('article', { name: 'Product designer' })).toBeInTheDocument();
    await waitFor(() =>
      expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ message: 'Product designer could not be removed. Database is down', tone: 'error' })]),
    );
  });

  it("lists the jobs applied to with the status an applicant sees, and the status the startup's move left", async () => {
    const application = (id: string, job: ReturnType<typeof makeJobListItem>, status: string) => ({
      id,
      job,
      status,
      createdAt: '2026-03-05T10:00:00.000Z',
      updatedAt: '2026-03-06T10:00:00.000Z',
    });
    server.serve({
      'GET /api/applicant/applications': ok([application('app-1', backend, 'review'), application('app-2', designer, 'applied')]),
      'GET /api/jobs/mine': ok({ saved: [], interested: [] }),
    });
    renderPage();
    const applied = await screen.findByRole('region', { name: 'Jobs you applied to' });
    const backendItem = await within(applied).findByRole('article', { name: 'Backend developer' });
    expect(within(backendItem).getByText('Under review')).toBeInTheDocument();
    expect(within(backendItem).getByText(/Applied 05 Mar 2026/)).toBeInTheDocument();
    expect(within(within(applied).getByRole('article', { name: 'Product designer' })).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).getByRole('link', { name: 'Backend developer' })).toHaveAttribute('href', '/jobs/job-1');
    expect(screen.queryByRole('heading', { name: 'You have not applied to, saved or marked interest in any jobs yet' })).toBeNull();
  });

  it('says when there is nothing yet and links to the job search', async () => {
    server.serve({ 'GET /api/applicant/applications': ok([]), 'GET /api/jobs/mine': ok({ saved: [], interested: [] }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You have not applied to, saved or marked interest in any jobs yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });
});
