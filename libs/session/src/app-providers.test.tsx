import { type RuntimeConfig } from '@nordhub/contracts';
import { useTheme } from '@emotion/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createSessionStore, runtimeConfigAtom } from './atoms';
import { usePlatform, useRuntimeConfig } from './hooks';
import { renderWithProviders } from './testing';

const runtimeConfig: RuntimeConfig = {
  remotes: {
    mfe_public: '/remotes/mfe-public/mf-manifest.json',
    mfe_client_portal: '/remotes/mfe-client-portal/mf-manifest.json',
    mfe_careers: '/remotes/mfe-careers/mf-manifest.json',
    mfe_whitelabel: '/remotes/mfe-whitelabel/mf-manifest.json',
  },
  hosts: { main: ['localhost', '127.0.0.1'], whiteLabelSuffixes: ['.feeds.localhost'] },
  platform: 'impact',
  headhunterEnabled: true,
  disableSignUp: false,
};

function Probe() {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const platform = usePlatform();
  const config = useRuntimeConfig();
  return (
    <dl>
      <dt>Dialog width</dt>
      <dd>{theme.sizes.dialog.default}</dd>
      <dt>Query client</dt>
      <dd>{queryClient instanceof QueryClient ? 'present' : 'missing'}</dd>
      <dt>Platform</dt>
      <dd>{platform}</dd>
      <dt>Runtime config</dt>
      <dd>{config ? 'loaded' : 'none'}</dd>
    </dl>
  );
}

describe('AppProviders', () => {
  it('gives children the theme, the QueryClient and the session store', () => {
    const queryClient = new QueryClient();
    function Spy() {
      return <p>{useQueryClient() === queryClient ? 'the given client' : 'another client'}</p>;
    }
    render(
      <AppProviders queryClient={queryClient} runtimeConfig={runtimeConfig}>
        <Probe />
        <Spy />
      </AppProviders>,
    );
    expect(screen.getByText('560')).toBeInTheDocument();
    expect(screen.getByText('present')).toBeInTheDocument();
    expect(screen.getByText('impact')).toBeInTheDocument();
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(screen.getByText('the given client')).toBeInTheDocument();
  });

  it('uses the store it is given, so the shell and its remotes share one session', () => {
    const store = createSessionStore();
    render(
      <AppProviders queryClient={new QueryClient()} store={store} runtimeConfig={runtimeConfig}>
        <Probe />
      </AppProviders>,
    );
    expect(store.get(runtimeConfigAtom)).toEqual(runtimeConfig);
  });

  it('defaults to the main platform without a runtime config', () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByText('main')).toBeInTheDocument();
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});

describe('renderWithProviders', () => {
  it('provides a retry-free QueryClient, a store and a user-event session', () => {
    const { queryClient, store, user } = renderWithProviders(<Probe />, { runtimeConfig });
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
    expect(store.get(runtimeConfigAtom)?.platform).toBe('impact');
    expect(typeof user.click).toBe('function');
    expect(screen.getByText('560')).toBeInTheDocument();
  });

  it('puts the UI in a router at the given path', () => {
    function Where() {
      return <p>{useLocation().pathname}</p>;
    }
    renderWithProviders(<Where />, { route: '/jobs/42' });
    expect(screen.getByText('/jobs/42')).toBeInTheDocument();
  });
});
