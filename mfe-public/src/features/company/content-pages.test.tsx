import { setUpTestApi } from '@nordhub/api-client/testing';
import { type ContentPage } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { AboutPage, PrivacyPolicyPage } from './company-pages';

const api = setUpTestApi();

const page = (overrides: Partial<ContentPage> = {}): ContentPage => ({
  key: 'about',
  title: 'About Nordhub',
  bodyText: 'Nordhub is the job marketplace for Nordic startups.',
  sections: [{ title: 'What we offer', bodyText: '- **Job seekers** find jobs.\n- Startups hire.' }],
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.about} element={<AboutPage />} />
      <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
    </Routes>,
    { route, user: null },
  );
}

describe('content pages', () => {
  it('renders the page title, its text and its titled sections from GET /pages/{key}', async () => {
    api.serve({ 'GET /api/pages/about': { status: 200, body: page() } });
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Nordhub' })).toBeInTheDocument();
    expect(screen.getByText('Nordhub is the job marketplace for Nordic startups.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'What we offer' });
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Job seekers find jobs.', 'Startups hire.']);
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(document.title).toContain('About Nordhub');
  });

  it('shows markup in a page as text, never as HTML', async () => {
    api.serve({
      'GET /api/pages/privacy-policy': { status: 200, body: page({ key: 'privacy-policy', title: 'Privacy policy', bodyText: '<script>alert(1)</script> <b>cookies</b>', sections: [] }) },
    });
    const { container } = renderAt('/privacy-policy');
    expect(await screen.findByText('<script>alert(1)</script> <b>cookies</b>')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
  });

  it('shows the 404 page when the page has no text', async () => {
    api.serve({});
    renderAt('/about');
    expect(await screen.findByRole('heading', { name: /page could not be found|Page not found/i })).toBeInTheDocument();
  });
});
