// What the shell provides under the share key `react-router-dom`, and every app's fallback for it:
// the router exports the apps use, and nothing else. A shared module is built whole (its consumers
// are unknown at build time), so sharing the package itself shipped all of react-router on every
// page; re-exporting a list lets webpack drop the rest (docs/federation.md;
// docs/performance.md, "Shared by what the apps use").
// export-lists.test.ts fails when an app or lib imports a name missing here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
