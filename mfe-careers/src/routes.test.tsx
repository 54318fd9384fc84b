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

const careersPages: Array<[path: string, title: string]> = [
  ['/', 'Join our team'],
  ['/careers/jobs/42', 'Job'],
];

describe('mfe-careers routes', () => {
  it.each(careersPages)('%s is a route of its own', (path) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe('*');
  });

  it.each(careersPages)('%s shows the title "%s" inside the careers layout', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/');
  });

  it.each(['/jobs', '/careers/jobs', '/whiteLabelFeed/jobs/1'])('shows "Page not found" for %s', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
