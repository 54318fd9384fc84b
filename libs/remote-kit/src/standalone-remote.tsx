import { createQueryClient, useMe } from '@nordhub/api-client';
import { useSetAtom } from 'jotai';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { AppProviders, sessionStatusAtom, userAtom } from '@nordhub/session';

/** users/me into the session atoms, as the shell does, so route guards can decide here too. */
function StandaloneSession() {
  const me = useMe();
  const setUser = useSetAtom(userAtom);
  const setStatus = useSetAtom(sessionStatusAtom);
  useEffect(() => {
    if (me.data !== undefined) {
      setUser(me.data);
      setStatus(me.data ? 'signed-in' : 'guest');
    } else if (me.isError) {
      setStatus('guest');
    }
  }, [me.data, me.isError, setUser, setStatus]);
  return null;
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A minimal host for developing one remote alone (its dev server's page): the product's
 * providers and a router around the remote's routes, without the shell's chrome. API calls go
 * to the dev server, which proxies /api to the API.
 */
export function mountStandaloneRemote(routes: RouteObject[]): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <StandaloneSession />
          <StandaloneRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
