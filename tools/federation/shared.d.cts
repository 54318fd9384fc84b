export type SharedEntry = {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
  /** The module provided under the key (and every app's fallback) when it is not the package itself. */
  import?: string;
  /** The share key, when the entry's key is a file path (the API client's and the design system's shared modules). */
  shareKey?: string;
};

export declare function createShared(): Record<string, SharedEntry>;
export declare const statefulLibs: string[];
export declare const apiClientStatefulModules: string[];
export declare const designSystemStatefulModules: string[];
/** Modules of the shell's start-up chunk that the remotes' first pages use too, shared to load once. */
export declare const apiClientStartupModules: string[];
export declare const designSystemStartupModules: string[];
/** The webpack alias by which react-query.shared.mjs imports the package's ES module build. */
export declare const reactQueryModule: Record<string, string>;
/** The webpack alias that swaps axios's fetch adapter for axios-fetch-adapter.browser.cjs. */
export declare const axiosWithoutFetchAdapter: Record<string, string>;
/** The webpack alias that swaps intl-messageformat's ICU parser for its build without one (catalogs are compiled ahead of time). */
export declare const icuWithoutParser: Record<string, string>;
export declare const workspaceRoot: string;
type CacheGroupModule = { resource?: string; dependencies?: { request?: string }[] };
type CacheGroup = { test: (module: CacheGroupModule) => boolean; name: string; chunks: 'async'; enforce: boolean };
/** The splitChunks cache group that keeps axios whole in the API client's one lazy chunk. */
export declare const axiosCacheGroup: CacheGroup;
/** The module the shell provides as `zod/mini` (zod.shared.mjs): the exports the apps use, and zod's settings. */
export declare const zodShare: string;
/** The shell's cache group for its first request's lazy chunk: axios, zod and the contracts' schemas. */
export declare const firstRequestCacheGroup: CacheGroup;
/** The monolithic build's first-request group: without the contracts' texts and the domain rules, which its pages use too. */
export declare const monolithicFirstRequestCacheGroup: CacheGroup;
/** A remote's cache group for the contracts' schema modules: one lazy chunk, `schemas`. */
export declare const schemasCacheGroup: CacheGroup;
