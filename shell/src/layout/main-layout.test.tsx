import { type RuntimeConfig } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { testRuntimeConfig } from '../testing/render-shell';
import { MainLayout } from './main-layout';

const runtimeConfig = testRuntimeConfig;

async function renderLayout(config: RuntimeConfig = runtimeConfig, route = '/') {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(
      <Routes>
        <Route element={<MainLayout />}>
          <Route path="*" element={<h1>Page</h1>} />
        </Route>
      </Routes>,
      { runtimeConfig: config, user: null, route },
    );
  });
  if (!result) throw new Error('not rendered');
  return result;
}

beforeEach(() => {
  // jsdom has no layout: scrolling (ScrollRestoration) is a no-op here.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = 'cookie-consent=; Max-Age=0; Path=/';
});

describe('MainLayout', () => {
  // jsdom applies no media queries, so the header is in its small-screen form: the navigation
  // sits behind the Menu button.
  it('has a header with the logo and the logged-out navigation behind a menu, Scout marked NEW', async () => {
    const { user } = await renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Nordhub' })).toHaveAttribute('href', '/');
    const menu = within(header).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Find jobs',
      'Browse startups',
      'Pricing',
      'ScoutNEW',
      'For startups',
    ]);
    expect(within(nav).getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('inside the client portal shows only the brand and the account actions, no marketplace menu', async () => {
    await renderLayout(runtimeConfig, '/client/reset-password');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Nordhub' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(within(header).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Find jobs' })).not.toBeInTheDocument();
  });

  it('hides Scout without the headhunter product and Sign up when sign-up is disabled', async () => {
    const { user } = await renderLayout({ ...runtimeConfig, headhunterEnabled: false, disableSignUp: true });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: /Scout/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('puts the page in the main landmark, reachable by the skip link', async () => {
    await renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(within(main).getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });

  it('has a footer with the four columns, Terms, Privacy and the 2024 copyright', async () => {
    await renderLayout();
    const footer = screen.getByRole('contentinfo');
    for (const column of ['For Candidates', 'For startups', 'Company', 'Explore']) {
      expect(within(footer).getByRole('navigation', { name: column })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-policy');
    expect(footer).toHaveTextContent('© 2024 Nordhub');
  });

  it('asks for cookie consent once and remembers the answer in a cookie', async () => {
    const { user, unmount } = await renderLayout();
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    await user.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie-consent=accepted');

    unmount();
    await renderLayout();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('puts the cookie question right after the skip link in the Tab order', async () => {
    const { user } = await renderLayout();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.tab();
    expect(within(screen.getByRole('region', { name: 'Cookie consent' })).getByRole('link', { name: 'privacy policy' })).toHaveFocus();
  });

  it('remembers a decline as well', async () => {
    const { user } = await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.cookie).toContain('cookie-consent=declined');
  });
});
