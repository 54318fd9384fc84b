import { makeJobDetail, makeJobListItem, makeJobsAndFeatured, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { authModalAtom, pendingTargetAtom, toastsAtom } from '@nordhub/session';
import { screen, waitFor, within } from '@testing-library/react';
import { renderJobsAt } from './jobs-test-setup';

const server = setUpTestApi();
const ok = (body: unknown, delayMs?: number) => ({ status: 200, body, ...(delayMs ? { delayMs } : {}) });
const posts = () => server.calls().filter((call) => call.method === 'POST' && !call.url.endsWith('/view')).map((call) => call.url);

const jobPage = (overrides: Parameters<typeof makeJobDetail>[0] = {}) => ({
  'GET /api/jobs/single/abc': ok(makeJobDetail({ id: 'abc', ...overrides })),
  'GET /api/v2/jobs/abc/related': ok([]),
  'POST /api/jobs/abc/view': ok({ views: 1, counted: true }),
});

describe('Save and I am interested', () => {
  it('toggles both flags on the job page for a signed-in seeker', async () => {
    server.serve({
      ...jobPage(),
      'POST /api/jobs/abc/save': ok({ id: 'abc', saved: true, interestedAt: null }, 50),
      'POST /api/jobs/abc/interested': ok({ id: 'abc', saved: true, interestedAt: '2026-04-01T08:00:00.000Z' }),
      'POST /api/jobs/abc/unsave': ok({ id: 'abc', saved: false, interestedAt: '2026-04-01T08:00:00.000Z' }),
    });
    const { user } = renderJobsAt('/jobs/abc', { user: makeUser() });
    const save = await screen.findByRole('button', { name: 'Save job' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    // Optimistic: pressed before the server has answered.
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    const interested = screen.getByRole('button', { name: "I'm interested" });
    expect(interested).toHaveAttribute('aria-pressed', 'false');
    await user.click(interested);
    await waitFor(() => expect(screen.getByRole('button', { name: "I'm interested" })).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(posts()).toEqual(['/api/jobs/abc/save', '/api/jobs/abc/interested', '/api/jobs/abc/unsave']));
  });

  it('puts the flag back and says why when the server refuses', async () => {
    server.serve({
      ...jobPage(),
      'POST /api/jobs/abc/save': { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Database is down' }, delayMs: 50 },
    });
    const { user, store } = renderJobsAt('/jobs/abc', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ message: 'The job could not be saved. Database is down', tone: 'error' })]),
    );
  });

  it('saves from a job card in the results, and the job page shows it saved', async () => {
    server.serve({
      'GET /api/v2/jobsandfeatured': ok(makeJobsAndFeatured([makeJobListItem({ id: 'abc', title: 'Backend developer' })])),
      'POST /api/jobs/abc/save': ok({ id: 'abc', saved: true, interestedAt: null }),
    });
    const { user } = renderJobsAt('/jobs', { user: makeUser() });
    const card = await screen.findByRole('article', { name: 'Backend developer' });
    await user.click(within(card).getByRole('button', { name: 'Save Backend developer' }));
    expect(within(card).getByRole('button', { name: 'Saved Backend developer' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(posts()).toEqual(['/api/jobs/abc/save']));
  });

  it('asks a guest to log in and brings them back to this page, without calling the server', async () => {
    server.serve({ 'GET /api/v2/jobsandfeatured?search=backend': ok(makeJobsAndFeatured([makeJobListItem({ id: 'abc', title: 'Backend developer' })])) });
    const { user, store } = renderJobsAt('/jobs?search=backend', { user: null });
    const card = await screen.findByRole('article', { name: 'Backend developer' });
    await user.click(within(card).getByRole('button', { name: 'Save Backend developer' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signin', defaults: undefined });
    expect(store.get(pendingTargetAtom)).toBe('/jobs?search=backend');
    expect(within(card).getByRole('button', { name: 'Save Backend developer' })).toHaveAttribute('aria-pressed', 'false');
    expect(posts()).toEqual([]);
  });
});
