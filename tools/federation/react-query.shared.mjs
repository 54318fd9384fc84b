// What the shell provides under the share key `@tanstack/react-query`, and every app's fallback for
// it: the react-query exports the apps use, and nothing else. A shared module is built whole, so
// sharing the package shipped its infinite queries, suspense hooks, hydration and mutation-state
// hooks on every page; re-exporting a list lets webpack drop the rest (docs/performance.md).
// The package name is the share key, so importing it here would wait for itself: the list imports
// the package's ES module build by an alias (`reactQueryModule` in shared.cjs).
// export-lists.test.ts fails when an app or lib imports a name missing here.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@nordhub/federation/react-query-module';
