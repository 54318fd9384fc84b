// The remotes' route modules as the monolithic build mode imports them
// (load-remote-routes.monolithic.ts); tools/federation/webpack-monolithic.cjs resolves each id to
// <remote>/src/routes.tsx. The federated build never imports these ids: its runtime loads them.
declare module 'mfe_public/routes' {
  import type { RouteObject } from 'react-router-dom';
  export const routes: RouteObject[];
}
declare module 'mfe_client_portal/routes' {
  import type { RouteObject } from 'react-router-dom';
  export const routes: RouteObject[];
}
declare module 'mfe_careers/routes' {
  import type { RouteObject } from 'react-router-dom';
  export const routes: RouteObject[];
}
declare module 'mfe_whitelabel/routes' {
  import type { RouteObject } from 'react-router-dom';
  export const routes: RouteObject[];
}
