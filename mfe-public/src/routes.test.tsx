import { queryKeys, siteConfigurationQueryOptions, startupQueryOptions } from '@nordhub/api-client';
import {
  makeBlogPost,
  makeCompany,
  makeContentPage,
  makeDigestSettings,
  makeInvestor,
  makeJobDetail,
  makeJobsAndFeatured,
  makePartner,
  makePublicDeal,
  makeTool,
  makeUser,
  setUpTestApi,
} from '@nordhub/api-client/testing';
import { type ContentPageKey, type User } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, useLocation, useRoutes } from 'react-router-dom';
import { prefetch, routes } from './routes';

// Each page's first render loads its feature chunk, which jest compiles on first use: on a busy
// 2-core machine that alone can pass jest's default 5 s.
jest.setTimeout(20_000);

// What the API sends for GET /site/configuration-cached.
const siteConfiguration = siteConfigurationFixture;

// Pages that load data get it from a real local server with the calls they make.
const api = setUpTestApi();
const job = makeJobDetail({ id: '42', title: 'Backend developer' });
const ok = (body: unknown) => ({ status: 200, body });
// The content pages of GET /pages/{key}, each with the title its page shows.
const contentPages: Array<[key: ContentPageKey, title: string]> = [
  ['about', 'About Nordhub'],
  ['terms', 'Terms of service'],
  ['privacy-policy', 'Privacy policy'],
  ['community-program', 'Community program'],
  ['scout', 'Scout'],
  ['scout-terms', 'Scout terms'],
  ['headhunter', 'Headhunter'],
  ['headhunter-terms', 'Headhunter terms'],
];
beforeEach(() => {
  const noJobs = ok(makeJobsAndFeatured([]));
  api.serve({
    'GET /api/v2/jobsandfeatured': noJobs,
    'GET /api/v2/jobsandfeatured?search=backend+developer': noJobs,
    'GET /api/v2/jobsandfeatured?country=DK': noJobs,
    'GET /api/v2/jobsandfeatured?country=DK&city=Copenhagen': noJobs,
    'GET /api/jobs/single/42': ok(job),
    'GET /api/v2/jobs/42/related': ok([]),
    'POST /api/jobs/42/view': { status: 204 },
    'GET /api/companies?pageSize=20': ok({ docs: [], total: 0, page: 1, pageSize: 20 }),
    'GET /api/companies/nordlys': ok(makeCompany()),
    'GET /api/embed/companies/nordlys/jobs': ok({
      company: { key: 'nordlys', name: 'Nordlys', url: 'http://localhost/startups/nordlys' },
      jobs: [],
      language: 'en',
      texts: {
        heading: 'Open jobs at Nordlys',
        noJobs: 'Nordlys has no open jobs right now.',
        poweredBy: 'Jobs by Nordhub',
        positionTypes: { 'full-time': 'Full-time', 'part-time': 'Part-time', internship: 'Internship', student: 'Student job', freelance: 'Freelance' },
      },
    }),
    'GET /api/investors/nordic-ventures': ok(makeInvestor({ key: 'nordic-ventures', name: 'Nordic Ventures' })),
    'POST /api/investors/nordic-ventures/views': ok({ ok: true }),
    'GET /api/v2/jobs?company=nordlys&pageSize=50&sort=newest': ok({ docs: [], total: 0, page: 1, pageSize: 50 }),
    'POST /api/engagement/log': ok({ counted: true, views: 1 }),
    'GET /api/blog-posts?page=1&pageSize=12': ok({ docs: [], total: 0, page: 1, pageSize: 12 }),
    'GET /api/blog-posts/salary-guide': ok(makeBlogPost()),
    'GET /api/tools': ok([]),
    'GET /api/tools/hirely-ats': ok(makeTool()),
    'GET /api/pages/partners': ok({ page: { partners: [], content: { bodyText: '' } } }),
    'GET /api/partners/fjord-accelerator': ok(makePartner()),
    'GET /api/deals': ok([makePublicDeal()]),
    'GET /api/deals/legal-starter-pack': ok(makePublicDeal()),
    'GET /api/digest/abc123': ok(makeDigestSettings({ settingsKey: 'abc123' })),
    ...Object.fromEntries(contentPages.map(([key, title]) => [`GET /api/pages/${key}`, ok(makeContentPage({ key, title }))])),
  });
});

/** `user` omitted leaves the session unknown, as before users/me answers; null is a guest. */
async function renderAt(path: string, user?: User | null) {
  const queryClient = createTestQueryClient();
  // The shell prefetches the site configuration into the shared QueryClient.
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    renderWithProviders(<RouterProvider router={router} />, { queryClient, ...(user === undefined ? {} : { user }) });
  });
  return router;
}

// Pages behind the auth guard (the product spec's roles and permissions) are checked with a signed-in user.
const signedInOnly = new Set(['/settings']);

// Every public route of the product spec's screens and routes, with the title its page shows.
const publicPages: Array<[path: string, title: string]> = [
  ['/', 'Find your next job at a Nordic startup'],
  ['/about', 'About Nordhub'],
  ['/blog', 'Blog'],
  ['/blog/salary-guide', 'Salary guide'],
  ['/careers', 'Work at Nordhub'],
  ['/contact', 'Contact us'],
  ['/dashboard', 'My dashboard'],
  ['/deals', 'Deals for startups'],
  ['/deals/legal-starter-pack', 'Legal starter pack'],
  ['/emailsignup', 'Get new jobs by email'],
  ['/funding', 'Funding'],
  ['/funding/nordic-ventures', 'Nordic Ventures'],
  ['/funding/quiz', 'Funding quiz'],
  ['/funding/quiz/results', 'Your funding matches'],
  ['/headhunter', 'Headhunter'],
  ['/headhunter-terms', 'Headhunter terms'],
  ['/jobs', 'Find jobs'],
  ['/jobs/42', 'Backend developer'],
  ['/jobs/42/welcome', 'Your job is published'],
  ['/jobs/42/resend-applicants', 'Send the applicants to your e-mail'],
  ['/jobs/location/denmark', 'Jobs in Denmark'],
  ['/jobs/location/denmark/copenhagen', 'Jobs in Copenhagen, Denmark'],
  ['/partners', 'Partners'],
  ['/partners/fjord-accelerator', 'Fjord Accelerator'],
  ['/pay-transparency', 'Pay transparency on Nordhub'],
  ['/pricing', 'Pricing'],
  ['/privacy-policy', 'Privacy policy'],
  ['/scout', 'Scout'],
  ['/scout-terms', 'Scout terms'],
  ['/settings', 'My Account'],
  ['/startups', 'Browse startups'],
  ['/startups/nordlys', 'Nordlys'],
  ['/startups/nordlys/welcome', 'Welcome to Nordhub'],
  ['/startups/join', 'Hire for your startup'],
  ['/startups/faq', 'FAQ for startups'],
  ['/startups/career-page', 'A career page for your startup'],
  ['/startups/white-label-feed', 'White-label job feed'],
  ['/startups/joblistwidget/nordlys', 'Open jobs at Nordlys'],
  ['/terms', 'Terms of service'],
  ['/tools', 'Tools for startups'],
  ['/tools/hirely-ats', 'Hirely ATS'],
  ['/profile-settings/abc123', 'Email notifications'],
  ['/investors/join', 'Join Nordhub as an investor'],
  ['/community-program', 'Community program'],
  ['/external/featuredjobs', 'Featured jobs'],
];

describe('mfe-public routes', () => {
  it.each(publicPages)('%s is a route of its own', (path) => {
    const matched = matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(matched).toBeDefined();
    expect(matched).not.toBe('*');
  });

  it.each(publicPages)('%s shows the title "%s"', async (path, title) => {
    await renderAt(path, signedInOnly.has(path) ? makeUser() : undefined);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends a guest from My Account to sign in, with /settings in to', async () => {
    // Mounted as the shell mounts a remote (a data router would need fetch's Request to redirect).
    function MountedRoutes() {
      const location = useLocation();
      return (
        <>
          {useRoutes(routes)}
          <output aria-label="Current location">{location.pathname + location.search}</output>
        </>
      );
    }
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
    renderWithProviders(<MountedRoutes />, { queryClient, route: '/settings', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next job at a Nordic startup' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/?to=%2Fsettings');
  });

  it('waits for the session before showing My Account', async () => {
    await renderAt('/settings');
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'My Account' })).not.toBeInTheDocument();
  });

  it('shows "Page not found" for a path no page serves', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('lists the countries of the site configuration on the home page, linking to their jobs', async () => {
    await renderAt('/');
    const denmark = await screen.findByRole('link', { name: 'Jobs in Denmark' });
    expect(denmark).toHaveAttribute('href', '/jobs/location/denmark');
    expect(screen.getAllByRole('link', { name: /^Jobs in / })).toHaveLength(siteConfiguration.site.countries.length);
  });

  it('searches jobs from the home page', async () => {
    // Rendered as the shell mounts a remote: its routes as descendant routes of the shell's router.
    function MountedRoutes() {
      const location = useLocation();
      return (
        <>
          {useRoutes(routes)}
          <output aria-label="Current location">{location.pathname + location.search}</output>
        </>
      );
    }
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
    const { user } = renderWithProviders(<MountedRoutes />, { queryClient, route: '/' });
    await user.type(screen.getByRole('searchbox', { name: 'Job title, skill or startup' }), 'backend developer');
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find jobs' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/jobs?search=backend+developer');
    // The search's answer arrives within this test, not in the next one's request log.
    expect(await screen.findByRole('heading', { name: 'No jobs match this search' })).toBeInTheDocument();
  });
});

describe('prefetch (the data of a page a visitor is about to open)', () => {
  it("asks for a job page's job and a startup page's profile into the query cache, and for nothing elsewhere", async () => {
    const calls = api.serve({ 'GET /api/jobs/single/42': ok(job), 'GET /api/companies/nordlys': ok(makeCompany()) });
    const queryClient = createTestQueryClient();
    // A job landing page, a static page under /startups, the startup list: nothing to ask for.
    await prefetch('/jobs/backend-jobs-copenhagen', queryClient);
    await prefetch('/startups/join', queryClient);
    await prefetch('/startups', queryClient);
    expect(calls).toEqual([]);
    await prefetch('/jobs/42', queryClient);
    await prefetch('/startups/nordlys', queryClient);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/jobs/single/42', 'GET /api/companies/nordlys']);
    expect(queryClient.getQueryData(queryKeys.jobs.detail('42'))).toMatchObject({ id: '42', title: 'Backend developer' });
    expect(queryClient.getQueryData(startupQueryOptions('nordlys').queryKey)).toMatchObject({ key: 'nordlys' });
  });
});
