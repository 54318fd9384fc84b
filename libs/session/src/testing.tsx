// Test helpers for component tests in any project: `@nordhub/session/testing`.
import { type RuntimeConfig } from '@nordhub/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createSessionStore, type SessionStore } from './atoms';

/** A QueryClient for tests: no retries (failures show at once), no garbage-collection timers. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export type RenderWithProvidersOptions = {
  queryClient?: QueryClient;
  store?: SessionStore;
  runtimeConfig?: RuntimeConfig | null;
  /** Wraps the UI in a MemoryRouter at this path; omit when the test brings its own router. */
  route?: string;
};

export type RenderWithProvidersResult = ReturnType<typeof render> & {
  queryClient: QueryClient;
  store: SessionStore;
  user: UserEvent;
};

export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), store, runtimeConfig, route }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const sessionStore = store ?? createSessionStore({ runtimeConfig });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} store={sessionStore} runtimeConfig={runtimeConfig}>
      {route === undefined ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
    </AppProviders>
  );
  const user = userEvent.setup();
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient, store: sessionStore, user });
}
