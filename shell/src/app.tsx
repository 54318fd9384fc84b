import { type RuntimeConfig } from '@nordhub/contracts';
import { AppProviders, type SessionStore } from '@nordhub/session';
import { type QueryClient } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router-dom';

export type AppProps = {
  router: DataRouter;
  queryClient: QueryClient;
  store: SessionStore;
  runtimeConfig: RuntimeConfig;
};

/**
 * The only place with providers: one QueryClient, one jotai store, one emotion theme. Remotes
 * render inside this tree and share them through the federation singletons.
 */
export function App({ router, queryClient, store, runtimeConfig }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} store={store} runtimeConfig={runtimeConfig}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
