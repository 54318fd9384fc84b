// Test helpers of the shell: the session-bearing parts rendered inside a memory router.
import { type RuntimeConfig, type User } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

export const testRuntimeConfig: RuntimeConfig = {
  remotes: {
    mfe_public: '/remotes/mfe-public/mf-manifest.json',
    mfe_client_portal: '/remotes/mfe-client-portal/mf-manifest.json',
    mfe_careers: '/remotes/mfe-careers/mf-manifest.json',
    mfe_whitelabel: '/remotes/mfe-whitelabel/mf-manifest.json',
  },
  hosts: { main: ['localhost'], whiteLabelSuffixes: ['.feeds.localhost'] },
  platform: 'main',
  headhunterEnabled: true,
  disableSignUp: false,
};

/** Shows where the router is, so tests can assert navigation like a user reading the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

export const currentLocation = () => screen.getByRole('status', { name: 'Current location' }).textContent;

export type RenderShellOptions = {
  user?: User | null;
  path?: string;
  runtimeConfig?: RuntimeConfig;
};

/**
 * Renders shell UI with the product's providers in a MemoryRouter (a data router would need
 * fetch's Request, which jsdom lacks), plus a probe showing the current location.
 */
export async function renderInShell(ui: ReactElement, { user, path = '/', runtimeConfig = testRuntimeConfig }: RenderShellOptions = {}) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>,
      { runtimeConfig, ...(user === undefined ? {} : { user }) },
    );
  });
  if (!result) throw new Error('not rendered');
  return result;
}
