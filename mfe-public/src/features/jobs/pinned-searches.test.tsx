import { makeJobsAndFeatured, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { type SavedJobSearch } from '@nordhub/contracts';
import { authModalAtom, pendingTargetAtom, toastsAtom } from '@nordhub/session';
import { screen, waitFor, within } from '@testing-library/react';
import { renderJobsAt } from './jobs-test-setup';

const server = setUpTestApi();
const ok = (body: unknown, delayMs?: number) => ({ status: 200, body, ...(delayMs ? { delayMs } : {}) });
const location = () => screen.getByRole('status', { name: 'Current location' });
const callsOf = (method: string) => server.calls().filter((call) => call.method === method);

const reactKey = '{"search":"react","location":"Copenhagen","countryCode":"DK"}';
const remoteKey = '{"search":"","location":"","countryCode":"REMOTE"}';
const saved = (overrides: Partial<SavedJobSearch> = {}): SavedJobSearch => ({
  id: 'search-1',
  key: reactKey,
  filters: { category: 'frontend' },
  since: '2026-03-01T10:00:00.000Z',
  pinned: true,
  count: 0,
  ...overrides,
});
const anySearch = (query = '') => `GET /api/v2/jobsandfeatured${query ? `?${query}` : ''}`;

describe('Pin this search', () => {
  it('pins the current search (key = search text, location, country; filters = the rest) and unpins it', async () => {
    const created = saved({ id: 'search-9', filters: { category: 'frontend', remote: true } });
    server.serve({
      [anySearch('search=react&country=DK&city=Copenhagen&category=frontend&remote=true&sort=newest')]: ok(makeJobsAndFeatured([])),
      'GET /api/job-search': ok([]),
      'POST /api/job-search': { status: 201, body: created, delayMs: 30 },
      'POST /api/jobs/count/bulk': ok({ results: [{ key: reactKey, count: 0 }] }),
      'DELETE /api/job-search/search-9': { status: 204 },
    });
    const { user } = renderJobsAt('/jobs?search=react&country=DK&city=Copenhagen&category=frontend&remote=true&sort=newest', { user: makeUser() });
    const pin = await screen.findByRole('button', { name: 'Pin this search' });
    await waitFor(() => expect(pin).toBeEnabled());
    expect(pin).toHaveAttribute('aria-pressed', 'false');

    await user.click(pin);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pin this search' })).toHaveAttribute('aria-pressed', 'true'));
    const [post] = callsOf('POST').filter((call) => call.url === '/api/job-search');
    expect(post?.body).toEqual({ key: reactKey, filters: { category: 'frontend', remote: true }, since: expect.any(String) });
    // The pinned search shows in the row at once, with no badge while nothing is new.
    const row = screen.getByRole('navigation', { name: 'Pinned searches' });
    expect(within(row).getByRole('link', { name: 'react in Copenhagen, Frontend, remote' })).toHaveAttribute(
      'href',
      '/jobs?search=react&country=DK&city=Copenhagen&category=frontend&remote=true',
    );

    await user.click(screen.getByRole('button', { name: 'Pin this search' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pin this search' })).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(callsOf('DELETE').map((call) => call.url)).toEqual(['/api/job-search/search-9']));
    expect(screen.queryByRole('navigation', { name: 'Pinned searches' })).not.toBeInTheDocument();
  });

  it('shows the search as pinned when the saved search matches it, and unpins even when the delete fails', async () => {
    server.serve({
      [anySearch('country=REMOTE')]: ok(makeJobsAndFeatured([])),
      'GET /api/job-search': ok([saved({ id: 'search-2', key: remoteKey, filters: {} })]),
      'POST /api/jobs/count/bulk': ok({ results: [{ key: remoteKey, count: 0 }] }),
      'DELETE /api/job-search/search-2': { status: 500, body: { statusCode: 500, code: 'E_INTERNAL', message: 'Down' } },
    });
    const { user, store } = renderJobsAt('/jobs?country=REMOTE', { user: makeUser() });
    const pin = await screen.findByRole('button', { name: 'Pin this search', pressed: true });
    await user.click(pin);
    await waitFor(() => expect(callsOf('DELETE')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Pin this search' })).toHaveAttribute('aria-pressed', 'false');
    // The product spec's error catalogue: unpin errors are ignored.
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('says why when pinning fails (e.g. the limit)', async () => {
    const message = 'You can save at most 20 searches. Unpin one to save this search.';
    server.serve({
      [anySearch('search=go')]: ok(makeJobsAndFeatured([])),
      'GET /api/job-search': ok([]),
      'POST /api/job-search': { status: 409, body: { statusCode: 409, code: 'E_CONFLICT', message } },
    });
    const { user, store } = renderJobsAt('/jobs?search=go', { user: makeUser() });
    const pin = await screen.findByRole('button', { name: 'Pin this search' });
    await waitFor(() => expect(pin).toBeEnabled());
    await user.click(pin);
    await waitFor(() => expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ message: `The search could not be pinned. ${message}`, tone: 'error' })]));
    expect(pin).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a guest to log in and brings them back to this search, without calling the API', async () => {
    server.serve({ [anySearch('search=react')]: ok(makeJobsAndFeatured([])) });
    const { user, store } = renderJobsAt('/jobs?search=react', { user: null });
    await user.click(await screen.findByRole('button', { name: 'Pin this search' }));
    expect(store.get(authModalAtom)).toMatchObject({ step: 'signin' });
    expect(store.get(pendingTargetAtom)).toBe('/jobs?search=react');
    expect(server.calls().filter((call) => call.url.includes('job-search') || call.url.includes('count'))).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Pinned searches' })).not.toBeInTheDocument();
  });
});

describe('Pinned searches', () => {
  it('lists pinned searches with a badge of new jobs, and opening one marks it seen', async () => {
    const seen = saved({ since: '2026-04-01T10:00:00.000Z' });
    server.serve({
      [anySearch()]: ok(makeJobsAndFeatured([])),
      [anySearch('search=react&country=DK&city=Copenhagen&category=frontend')]: ok(makeJobsAndFeatured([])),
      'GET /api/job-search': ok([saved({ count: 3 }), saved({ id: 'search-2', key: remoteKey, filters: {} }), saved({ id: 'search-3', key: remoteKey, filters: { remote: true }, pinned: false })]),
      'POST /api/jobs/count/bulk': (body) => {
        const { items } = body as { items: { key: string; since: string }[] };
        // After it was opened (since moved on), nothing is new.
        const count = items[0]?.since === seen.since ? 0 : 3;
        return ok({ results: [{ key: reactKey, count }, { key: remoteKey, count: 0 }] });
      },
      'PATCH /api/job-search/search-1': (body) => ok({ ...seen, since: (body as { since: string }).since }),
    });
    const { user } = renderJobsAt('/jobs', { user: makeUser() });
    const row = await screen.findByRole('navigation', { name: 'Pinned searches' });
    const react = await within(row).findByRole('link', { name: 'react in Copenhagen, Frontend 3 new' });
    // Unpinned saved searches are not shown; a search with nothing new has no badge.
    expect(within(row).getAllByRole('link').map((link) => link.textContent)).toEqual(['react in Copenhagen, Frontend 3 new', 'Remote']);

    await user.click(react);
    expect(location()).toHaveTextContent('/jobs?search=react&country=DK&city=Copenhagen&category=frontend');
    await waitFor(() => expect(callsOf('PATCH')).toHaveLength(1));
    const [patch] = callsOf('PATCH');
    expect(patch?.url).toBe('/api/job-search/search-1');
    expect(Date.parse((patch?.body as { since: string }).since)).toBeGreaterThan(Date.parse('2026-04-01T00:00:00Z'));
    // The counts are asked again with the new since: the badge goes.
    await waitFor(() => expect(within(row).queryByText('3 new')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pin this search' })).toHaveAttribute('aria-pressed', 'true');
  });
});
