// Test helpers for component tests in any project: `@nordhub/session/testing`.
import { createHash, webcrypto } from 'node:crypto';
import { meQueryKey } from '@nordhub/api-client';
import { type RuntimeConfig, type User } from '@nordhub/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createSessionStore, type SessionStore, userAtom } from './atoms';
import { sessionStatusAtom } from './flow-atoms';

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
  /**
   * Who is signed in (null: a guest): written into the users/me cache and the session atoms,
   * so no request is made. Omitted, both stay untouched (unknown, as at start-up).
   */
  user?: User | null;
};

export type RenderWithProvidersResult = ReturnType<typeof render> & {
  queryClient: QueryClient;
  store: SessionStore;
  user: UserEvent;
};

export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { queryClient = createTestQueryClient(), store, runtimeConfig, route } = options;
  const sessionStore = store ?? createSessionStore({ runtimeConfig });
  const signedIn = options.user;
  if (signedIn !== undefined) {
    queryClient.setQueryData(meQueryKey, signedIn);
    sessionStore.set(userAtom, signedIn);
    sessionStore.set(sessionStatusAtom, signedIn ? 'signed-in' : 'guest');
  }
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} store={sessionStore} runtimeConfig={runtimeConfig}>
      {route === undefined ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
    </AppProviders>
  );
  const user = userEvent.setup();
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient, store: sessionStore, user });
}

/**
 * The robot check for component tests: jsdom gets Node's Web Crypto (the same standard API the
 * browser has), and `route` answers GET /api/robot-check with an easy ALTCHA challenge (the answer
 * is 7) so the real solver finishes at once. Call `reset` before each test; `served` counts them.
 */
export function easyRobotCheck() {
  let served = 0;
  return {
    installWebCrypto() {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
    },
    route() {
      served += 1;
      const salt = `salt-${served}?expires=9999999999`;
      return {
        status: 200,
        body: {
          provider: 'altcha',
          challenge: { algorithm: 'SHA-256', challenge: createHash('sha256').update(`${salt}7`).digest('hex'), salt, signature: `sig-${served}`, maxnumber: 100 },
        },
      };
    },
    reset() {
      served = 0;
    },
    get served() {
      return served;
    },
  };
}

/** The browser's Back button, for the MemoryRouter of renderWithProviders: "Browser back". */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

/** The router's current path and query, for tests to read where a click led: "Current location". */
export function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}
