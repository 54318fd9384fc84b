import { type RuntimeConfig } from '@nordhub/contracts';
import { GlobalStyles, NordhubThemeProvider } from '@nordhub/design-system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { createSessionStore, platformAtom, runtimeConfigAtom, type SessionStore } from './atoms';

export type AppProvidersProps = {
  queryClient: QueryClient;
  /** The shell's session store; a fresh one is made when omitted (remote harnesses, tests). */
  store?: SessionStore;
  runtimeConfig?: RuntimeConfig | null;
  children: ReactNode;
};

/**
 * Every provider the product needs, in one place: react-query, the jotai session store and
 * the emotion theme. The router stays with the caller (the shell, a harness or a test).
 */
export function AppProviders({ queryClient, store, runtimeConfig, children }: AppProvidersProps) {
  const [sessionStore] = useState<SessionStore>(() => {
    if (!store) return createSessionStore({ runtimeConfig });
    if (runtimeConfig) {
      store.set(runtimeConfigAtom, runtimeConfig);
      store.set(platformAtom, runtimeConfig.platform);
    }
    return store;
  });

  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={sessionStore}>
        <NordhubThemeProvider platform={sessionStore.get(platformAtom)}>
          <GlobalStyles />
          {children}
        </NordhubThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
