import { makeJobDetail, makeUser, makeUserCompany, makeUserInvestor, setUpTestApi } from '@nordhub/api-client/testing';
import { type User } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen, within } from '@testing-library/react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { routes } from './routes';

// Each page's first render loads its feature chunk, which jest compiles on first use: on a busy
// 2-core machine that alone can pass jest's default 5 s.
jest.setTimeout(20_000);

// Passes every guard of the pages below: an applicant who manages nordlys and nordic-angels.
const manager = makeUser({
  applicant: { enabled: true, platform: { main: true } },
  companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })],
  investors: [makeUserInvestor({ key: 'nordic-angels', name: 'Nordic Angels' })],
});

// Pages that load data on mount (My applications) get an empty answer.
const api = setUpTestApi();
const pageRoutes = {
  'GET /api/jobs/mine': { status: 200, body: { saved: [], interested: [] } },
  'GET /api/companies/nordlys/scout-orders': { status: 200, body: { orders: [] } },
  // The startup job pages read the job and its prices.
  'GET /api/jobs/single/42/hidden': { status: 200, body: makeJobDetail({ id: '42', title: 'Backend developer' }) },
  'GET /api/jobs/42/payment-options': {
    status: 200,
    body: {
      jobId: '42',
      countryCode: 'DK',
      post: { product: 'post', price: { amount: 599, currency: 'DKK' }, unavailableReason: null },
      boost: { product: 'boost', price: { amount: 599, currency: 'DKK' }, unavailableReason: null, days: 14 },
      boostingExpiresAt: null,
    },
  },
};
beforeEach(() => api.serve(pageRoutes));

// Mounted as the shell mounts a remote: its routes as descendant routes of the shell's router
// (a data router would need fetch's Request, which jsdom lacks, to follow a redirect).
function MountedRoutes() {
  const location = useLocation();
  return (
    <>
      {useRoutes(routes)}
      <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

/** 'unknown' leaves the session as before users/me answers; null is a guest. */
async function renderAt(path: string, user: User | null | 'unknown' = manager) {
  await act(async () => {
    renderWithProviders(<MountedRoutes />, { route: path, ...(user === 'unknown' ? {} : { user }) });
  });
}

const currentLocation = () => screen.getByRole('status', { name: 'Current location' }).textContent;

// Every /client route of the product spec's screens and routes, with the title its page shows.
const clientPages: Array<[path: string, title: string]> = [
  ['/client', 'Client portal'],
  ['/client/applicant', 'Applicant profile'],
  ['/client/applicant?create=1', 'Create your applicant profile'],
  ['/client/applicant/settings', 'Quick apply settings'],
  ['/client/followed-startups', 'Followed startups'],
  ['/client/my-jobs', 'My applications'],
  ['/client/reset-password', 'Reset password'],
  ['/client/verify-email', 'Verify your email'],
  ['/client/invites/abc', 'Join a team'],
  ['/client/investors/new', 'Create an investor profile'],
  ['/client/investors/nordic-angels', 'Investor dashboard'],
  ['/client/investors/nordic-angels/edit', 'Edit investor profile'],
  ['/client/investors/nordic-angels/profile', 'Investor profile'],
  ['/client/investors/nordic-angels/settings', 'Investor settings'],
  ['/client/investors/nordic-angels/startups', 'Portfolio'],
  ['/client/investors/nordic-angels/startups/12', 'Portfolio entry'],
  ['/client/investors/nordic-angels/users', 'Investor users'],
  ['/client/startups/new', 'Create a startup profile'],
  ['/client/startups/nordlys', 'Startup dashboard'],
  ['/client/startups/nordlys/applicants', 'All applicants'],
  ['/client/startups/nordlys/blog', 'Startup blog'],
  ['/client/startups/nordlys/deals', 'Deals'],
  ['/client/startups/nordlys/deals/legal-pack', 'Deal'],
  ['/client/startups/nordlys/edit', 'Edit startup profile'],
  ['/client/startups/nordlys/funding', 'Funding'],
  ['/client/startups/nordlys/funding/9', 'Investor'],
  ['/client/startups/nordlys/jobs', 'Jobs'],
  ['/client/startups/nordlys/jobs/new', 'Post a job'],
  ['/client/startups/nordlys/jobs/42', 'Backend developer'],
  ['/client/startups/nordlys/jobs/42/boost', 'Boost your job'],
  ['/client/startups/nordlys/jobs/42/boosted', 'Your job is boosted'],
  ['/client/startups/nordlys/jobs/42/edit', 'Edit job'],
  ['/client/startups/nordlys/jobs/42/monetise', 'Post your job'],
  ['/client/startups/nordlys/jobs/42/posted', 'Your job is posted'],
  ['/client/startups/nordlys/jobs/42/hh-steps', 'Order a headhunter search'],
  ['/client/startups/nordlys/jobs/42/headhunter-posted', 'No order to confirm'],
  ['/client/startups/nordlys/jobs/42/max-posted', 'No order to confirm'],
  ['/client/startups/nordlys/hh-steps', 'Order a headhunter search'],
  ['/client/startups/nordlys/scout-orders', 'Headhunter orders'],
  // Opened without a paid order, they say so rather than confirm anything.
  ['/client/startups/nordlys/headhunter-posted', 'No order to confirm'],
  ['/client/startups/nordlys/max-posted', 'No order to confirm'],
  ['/client/startups/nordlys/profile', 'Startup profile'],
  ['/client/startups/nordlys/settings', 'Startup settings'],
  ['/client/startups/nordlys/users', 'Startup users'],
  ['/client/startups/nordlys/white-label-feeds', 'White-label feeds'],
];

describe('mfe-client-portal routes', () => {
  it.each(clientPages)('%s is a route of its own', (path) => {
    const matched = matchRoutes(routes, path.split('?')[0] ?? path)?.at(-1)?.route;
    expect(matched).toBeDefined();
    expect(matched?.path).not.toBe('*');
  });

  it.each(clientPages)('%s shows the title "%s"', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("starts a job's headhunter order with the job's title as the role", async () => {
    await renderAt('/client/startups/nordlys/jobs/42/hh-steps');
    expect(await screen.findByRole('textbox', { name: /^Role/ })).toHaveValue('Backend developer');
  });

  it.each(['/client/nothing-here', '/client/startups/nordlys/jobs/42/unknown', '/elsewhere'])(
    'shows "Page not found" for %s',
    async (path) => {
      await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    },
  );
});

describe('the startup job page', () => {
  it("shows the job's own applicants board under the job", async () => {
    const calls = api.serve({
      ...pageRoutes,
      // Only this job's applications: the board asks with the job filter.
      'GET /api/companies/nordlys/applicants?job=42': {
        status: 200,
        body: { columns: [{ id: 'col-applied', stage: 'applied', name: 'Applied', color: '#1d5f8f', locked: false, position: 0 }], applications: [] },
      },
    });
    await renderAt('/client/startups/nordlys/jobs/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend developer' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Applicants for this job' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /Applied/ })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/companies/nordlys/applicants?job=42');
  });
});

describe('mfe-client-portal guards (the product spec’s roles and permissions)', () => {
  it.each([
    ['/client/reset-password?resetKey=abc', 'Reset password'],
    ['/client/verify-email', 'Verify your email'],
    ['/client/invites/abc', 'Join a team'],
  ])('lets a guest open %s from an e-mail link', async (path, title) => {
    await renderAt(path, null);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/client', '/client/my-jobs', '/client/startups/new', '/client/investors/new', '/client/startups/nordlys/jobs/42', '/client/investors/nordic-angels/users', '/client/nothing-here'])(
    'sends a guest from %s to sign in with the path in to',
    async (path) => {
      await renderAt(path, null);
      expect(currentLocation()).toBe(`/?to=${encodeURIComponent(path)}`);
    },
  );

  it('waits for the session before deciding', async () => {
    await renderAt('/client/startups/nordlys', 'unknown');
    expect(currentLocation()).toBe('/client/startups/nordlys');
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('sends a user without an applicant profile from the applicant pages to /', async () => {
    await renderAt('/client/followed-startups', makeUser());
    expect(currentLocation()).toBe('/');
  });

  it('lets a user without an applicant profile create one, without the applicant menu', async () => {
    await renderAt('/client/applicant?create=1', makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your applicant profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Menu/ })).not.toBeInTheDocument();
  });

  it('sends a user who does not manage the startup to /client/', async () => {
    await renderAt('/client/startups/nordlys/jobs', makeUser());
    expect(currentLocation()).toBe('/client/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Client portal' })).toBeInTheDocument();
  });

  it('sends a user who does not manage the investor to /investors/join', async () => {
    await renderAt('/client/investors/nordic-angels', makeUser());
    expect(currentLocation()).toBe('/investors/join');
  });

  it('lets an admin open any startup and investor', async () => {
    const admin = makeUser({ isAdmin: true });
    await renderAt('/client/startups/elsewhere/users', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Startup users' })).toBeInTheDocument();
    await renderAt('/client/investors/elsewhere/startups', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
  });

  it('sends a draft startup to its edit form', async () => {
    const draft = makeUser({ companies: [makeUserCompany({ key: 'nordlys', status: 'DRAFT' })] });
    await renderAt('/client/startups/nordlys/jobs', draft);
    expect(currentLocation()).toBe('/client/startups/nordlys/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit startup profile' })).toBeInTheDocument();
  });

  it('sends a draft investor to its edit form', async () => {
    const draft = makeUser({ investors: [makeUserInvestor({ key: 'nordic-angels', status: 'DRAFT' })] });
    await renderAt('/client/investors/nordic-angels/settings', draft);
    expect(currentLocation()).toBe('/client/investors/nordic-angels/edit');
  });
});

describe('mfe-client-portal layouts', () => {
  // jsdom applies no media queries: the workspace is in its phone form, the sidebar behind the Menu button.
  async function openMenu(label: string) {
    const menu = screen.getByRole('button', { name: /^Menu/ });
    await act(async () => menu.click());
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    return within(await screen.findByRole('dialog', { name: `${label} menu` })).getByRole('navigation', { name: label });
  }

  it('gives startup pages a startup menu with the current page marked', async () => {
    await renderAt('/client/startups/nordlys/jobs/42/boost');
    await screen.findByRole('heading', { level: 1, name: 'Boost your job' });
    expect(screen.getByRole('button', { name: /^Menu/ })).toHaveTextContent('Jobs');
    const nav = await openMenu('Startup');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace(/\d+$/, ''), link.getAttribute('href')])).toEqual([
      ['Dashboard', '/client/startups/nordlys'],
      ['Jobs', '/client/startups/nordlys/jobs'],
      ['Applicants', '/client/startups/nordlys/applicants'],
      ['Edit profile', '/client/startups/nordlys/edit'],
      ['Settings', '/client/startups/nordlys/settings'],
      ['Careers site', '/client/startups/nordlys/careers-site'],
      ['Users', '/client/startups/nordlys/users'],
      ['Blog', '/client/startups/nordlys/blog'],
      ['Deals', '/client/startups/nordlys/deals'],
      ['Headhunter orders', '/client/startups/nordlys/scout-orders'],
      ['Funding', '/client/startups/nordlys/funding'],
      ['White-label feeds', '/client/startups/nordlys/white-label-feeds'],
    ]);
    expect(within(nav).getByRole('link', { name: /^Jobs/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("offers the user's profiles beside the sections, this startup marked", async () => {
    await renderAt('/client/startups/nordlys/jobs/42/boost');
    await screen.findByRole('heading', { level: 1, name: 'Boost your job' });
    await openMenu('Startup');
    const profiles = within(screen.getByRole('dialog')).getByRole('navigation', { name: /profile/i });
    expect(within(profiles).getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'true')).toHaveAttribute('href', '/client/startups/nordlys');
  });

  it('marks the dashboard only on the dashboard itself', async () => {
    await renderAt('/client/startups/nordlys');
    await screen.findByRole('heading', { level: 1, name: 'Startup dashboard' });
    const nav = await openMenu('Startup');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('gives investor pages an investor menu with the current page marked', async () => {
    await renderAt('/client/investors/nordic-angels/settings');
    await screen.findByRole('heading', { level: 1, name: 'Investor settings' });
    const nav = await openMenu('Investor');
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/client/investors/nordic-angels'],
      ['Edit profile', '/client/investors/nordic-angels/edit'],
      ['Settings', '/client/investors/nordic-angels/settings'],
      ['Portfolio', '/client/investors/nordic-angels/startups'],
      ['Users', '/client/investors/nordic-angels/users'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives applicant pages an applicant menu', async () => {
    await renderAt('/client/applicant/settings');
    await screen.findByRole('heading', { level: 1, name: 'Quick apply settings' });
    const nav = await openMenu('Applicant');
    expect(within(nav).getByRole('link', { name: 'Quick apply' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/client/my-jobs');
  });

  it('shows no sub-menu on pages outside a layout', async () => {
    await renderAt('/client/startups/new');
    await screen.findByRole('heading', { level: 1, name: 'Create a startup profile' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
