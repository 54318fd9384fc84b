import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    renderWithProviders(<RouterProvider router={router} />);
  });
}

// Every /client route of spec section 2, with the title its page shows.
const clientPages: Array<[path: string, title: string]> = [
  ['/client', 'Client portal'],
  ['/client/applicant', 'Applicant profile'],
  ['/client/applicant?create=1', 'Create your applicant profile'],
  ['/client/applicant/settings', 'Quick apply settings'],
  ['/client/followed-startups', 'Followed startups'],
  ['/client/my-jobs', 'My jobs'],
  ['/client/reset-password', 'Reset password'],
  ['/client/verify-email', 'Verify your email'],
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
  ['/client/startups/nordlys/jobs/42', 'Job'],
  ['/client/startups/nordlys/jobs/42/boost', 'Boost job'],
  ['/client/startups/nordlys/jobs/42/boosted', 'Job boosted'],
  ['/client/startups/nordlys/jobs/42/edit', 'Edit job'],
  ['/client/startups/nordlys/jobs/42/headhunter-posted', 'Job sent to the headhunter'],
  ['/client/startups/nordlys/jobs/42/hh-steps', 'Headhunter steps'],
  ['/client/startups/nordlys/jobs/42/max-posted', 'Job posted with maximum reach'],
  ['/client/startups/nordlys/jobs/42/monetise', 'Monetise job'],
  ['/client/startups/nordlys/jobs/42/posted', 'Job posted'],
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

  it.each(['/client/nothing-here', '/client/startups/nordlys/jobs/42/unknown', '/elsewhere'])(
    'shows "Page not found" for %s',
    async (path) => {
      await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    },
  );
});
