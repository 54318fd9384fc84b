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

const feedPages: Array<[path: string, title: string]> = [
  ['/', 'Latest startup jobs'],
  ['/whiteLabelFeed/jobs/42', 'Job'],
];

describe('mfe-whitelabel routes', () => {
  it.each(feedPages)('%s is a route of its own', (path) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe('*');
  });

  it.each(feedPages)('%s shows the title "%s" under the feed header', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Job feed');
  });

  it.each(['/jobs', '/careers/jobs/1', '/whiteLabelFeed/jobs'])('shows "Page not found" for %s', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
