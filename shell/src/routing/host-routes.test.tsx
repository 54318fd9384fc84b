import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { testRuntimeConfig } from '../testing/render-shell';
import { MainHostLayout, ShellRoutes } from './host-routes';

const runtimeConfig = testRuntimeConfig;

async function renderAt(path: string) {
  await act(async () => {
    renderWithProviders(
      <Routes>
        <Route element={<MainHostLayout />}>
          <Route path="*" element={<p>The page</p>} />
        </Route>
      </Routes>,
      { runtimeConfig, user: null, route: path },
    );
  });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the layout of a main host', () => {
  it('frames a marketplace page with the header and footer', async () => {
    await renderAt('/jobs');
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the job-list widget alone, without the marketplace header, footer or cookie banner', async () => {
    await renderAt('/startups/joblistwidget/nordlys');
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
  });
});

describe('the design-system gallery', () => {
  it('is served at /dev/gallery outside production builds, inside the chrome', async () => {
    await act(async () => {
      renderWithProviders(<ShellRoutes hostKind="main" />, { runtimeConfig, user: null, route: '/dev/gallery' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Design system gallery' })).toBeInTheDocument();
    // The header's logo: the gallery is a page of the main layout.
    expect(screen.getAllByRole('link', { name: 'Nordhub' }).map((link) => link.getAttribute('href'))).toContain('/');
  });
});
