import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The request a page's first paint is drawn for on the server (shell/src/first-paint), which has
 * no window or document; null in the browser. Components read the page's origin and cookies
 * through the hooks below, so the server draws what the browser's first render draws.
 */
export type ServerRequest = { origin: string; cookie: string };

export const ServerRequestContext = createContext<ServerRequest | null>(null);

/** The page's origin ("https://nordhub.example"): the request's on the server, the window's in the browser. */
export function usePageOrigin(): string {
  const request = useContext(ServerRequestContext);
  return request ? request.origin : window.location.origin;
}

/** The page's host name ("careers.nordlys.example", no port): a careers or white-label host's pages are looked up by it. */
export function usePageHostname(): string {
  return new URL(usePageOrigin()).hostname;
}

/** The page's cookies as a `document.cookie` string (read when rendering; a change does not re-render). */
export function useDocumentCookie(): string {
  const request = useContext(ServerRequestContext);
  return request ? request.cookie : document.cookie;
}

const subscribeNever = () => () => undefined;

/**
 * Whether the app runs the page: false on the server and while the browser takes over a page the
 * server drew (hydration), true from then on, and from the start on pages the browser draws.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
