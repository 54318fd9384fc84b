import { type RuntimeConfig } from '@nordhub/contracts';
import { type HostKind } from '@nordhub/domain';
import { AppProviders, type SessionStore } from '@nordhub/session';
import { type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ShellRoutes } from './routing/host-routes';

export type AppProps = {
  hostKind: HostKind;
  queryClient: QueryClient;
  store: SessionStore;
  runtimeConfig: RuntimeConfig;
};

/**
 * The only place with providers: one QueryClient, one jotai store, one emotion theme. Remotes
 * render inside this tree and share them through the federation singletons. The router is the
 * declarative one: no page has a loader or an action, and the data router would cost every first
 * visit 15 KB of JS (docs/performance.md).
 */
export function App({ hostKind, queryClient, store, runtimeConfig }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} store={store} runtimeConfig={runtimeConfig}>
      <BrowserRouter>
        <ShellRoutes hostKind={hostKind} />
      </BrowserRouter>
    </AppProviders>
  );
}
