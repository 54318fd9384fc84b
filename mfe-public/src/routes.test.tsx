import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { type SiteConfiguration } from '@nordhub/contracts';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, useLocation, useRoutes } from 'react-router-dom';
import { routes } from './routes';

const options = (...texts: string[]) => texts.map((text) => ({ text, value: text.toLowerCase() }));

// What the API sends for GET /site/configuration-cached, trimmed to one entry per list.
const siteConfiguration: SiteConfiguration = {
  site: {
    countries: [
      { text: 'Denmark', value: 'DK' },
      { text: 'Sweden', value: 'SE' },
      { text: 'Norway', value: 'NO' },
      { text: 'Finland', value: 'FI' },
      { text: 'Iceland', value: 'IS' },
    ],
  },
  ipDetectedCountryCode: null,
  products: { headhunter: true },
  job: {
    positionTypes: options('Full-time'),
    receiveApplicants: options('On Nordhub'),
    status: options('Active'),
    roles: [{ text: 'Backend', value: 'backend', icon: 'server', color: '#1d5f8f' }],
    sorting: options('Newest'),
  },
  interested: { status: options('Interested') },
  industries: [{ text: 'Fintech', value: 'fintech', icon: 'bank', color: '#1d5f8f' }],
  sdgs: [{ text: 'Climate action', value: '13', icon: 'leaf', color: '#1f5e4e' }],
  company: {
    funding: options('Bootstrapped'),
    fundingStages: options('Seed'),
    perks: [{ text: 'Coffee', value: 'coffee', icon: 'coffee', color: '#7a4f00' }],
    stages: options('Growth'),
    businessModels: options('B2B'),
    slackNotifications: options('New applicant'),
    numberOfEmployees: options('1-10'),
    keyFigureNames: options('Revenue'),
  },
  investor: {
    categories: options('Seed'),
    investmentRanges: options('100k-500k'),
    markets: options('Nordics'),
    contactPreferences: options('EMAIL'),
  },
  toolCategories: options('Hiring'),
  partnerCategories: options('Legal'),
  emailPlaceholders: options('First name'),
  uiFeatures: options('Kanban intro'),
  kanban: { columnColors: ['#1d5f8f'] },
};

async function renderAt(path: string) {
  const queryClient = createTestQueryClient();
  // The shell prefetches the site configuration into the shared QueryClient.
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfiguration);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    renderWithProviders(<RouterProvider router={router} />, { queryClient });
  });
  return router;
}

// Every public route of spec section 2, with the title its page shows.
const publicPages: Array<[path: string, title: string]> = [
  ['/', 'Find your next job at a Nordic startup'],
  ['/about', 'About Nordhub'],
  ['/blog', 'Blog'],
  ['/careers', 'Work at Nordhub'],
  ['/contact', 'Contact us'],
  ['/dashboard', 'My dashboard'],
  ['/deals', 'Deals for startups'],
  ['/deals/legal-starter-pack', 'Deal'],
  ['/emailsignup', 'Get new jobs by email'],
  ['/funding', 'Funding'],
  ['/funding/nordic-ventures', 'Investor profile'],
  ['/funding/quiz', 'Funding quiz'],
  ['/funding/quiz/results', 'Your funding matches'],
  ['/headhunter', 'Headhunter'],
  ['/headhunter-terms', 'Headhunter terms'],
  ['/jobs', 'Find jobs'],
  ['/jobs/42', 'Job'],
  ['/jobs/42/welcome', 'Your job is published'],
  ['/jobs/42/resend-applicants', 'Resend applicants'],
  ['/jobs/location/denmark', 'Jobs in Denmark'],
  ['/jobs/location/denmark/copenhagen', 'Jobs in Copenhagen, Denmark'],
  ['/partners', 'Partners'],
  ['/partners/startup-lawyers', 'Partner: Startup Lawyers'],
  ['/pricing', 'Pricing'],
  ['/privacy-policy', 'Privacy policy'],
  ['/scout', 'Scout'],
  ['/scout-terms', 'Scout terms'],
  ['/settings', 'My Account'],
  ['/startups', 'Browse startups'],
  ['/startups/nordlys', 'Startup profile'],
  ['/startups/nordlys/welcome', 'Welcome to Nordhub'],
  ['/startups/join', 'Hire for your startup'],
  ['/startups/faq', 'Startup FAQ'],
  ['/startups/career-page', 'Career page for your startup'],
  ['/startups/white-label-feed', 'White-label job feed'],
  ['/startups/joblistwidget/nordlys', 'Job list widget'],
  ['/terms', 'Terms of service'],
  ['/tools', 'Tools for startups'],
  ['/tools/7', 'Tool'],
  ['/profile-settings/abc123', 'Email notifications'],
  ['/investors/join', 'Join as an investor'],
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
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows "Page not found" for a path no page serves', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('lists the countries of the site configuration on the home page, linking to their jobs', async () => {
    await renderAt('/');
    const denmark = await screen.findByRole('link', { name: 'Jobs in Denmark' });
    expect(denmark).toHaveAttribute('href', '/jobs/location/denmark');
    expect(screen.getAllByRole('link', { name: /^Jobs in / })).toHaveLength(5);
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
  });
});
