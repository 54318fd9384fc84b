import type { Federation } from '@module-federation/webpack-bundler-runtime';

/**
 * What the shell puts on `globalThis` for the production remotes: its federation bundler runtime
 * (the code every webpack container runs to load remotes and shared modules), so a remote's
 * remoteEntry.js does not ship a second copy (docs/performance.md, "One federation
 * runtime per page"). Its runtime-core comes the same way, from @module-federation's own
 * inject-external-runtime-core-plugin.
 */
export type ProvidedBundlerRuntime = {
  /** The @module-federation/webpack-bundler-runtime version the shell was built with. */
  version: string;
  /** A fresh `__webpack_require__.federation` for the container built as `buildId`. */
  federationFor: (buildId: string) => Federation;
};

export const BUNDLER_RUNTIME_GLOBAL = '__NORDHUB_FEDERATION_BUNDLER_RUNTIME__';

/** The shell's bundler runtime, or an error that says why a remote cannot start without it. */
export function bundlerRuntimeFromShell(version: string, scope: object = globalThis): ProvidedBundlerRuntime {
  const provided = (scope as Record<string, ProvidedBundlerRuntime | undefined>)[BUNDLER_RUNTIME_GLOBAL];
  if (!provided) {
    throw new Error(
      'A production Nordhub remote runs inside the Nordhub shell, which provides its federation runtime; none was found on this page.',
    );
  }
  if (provided.version !== version) {
    throw new Error(
      `This remote was built with @module-federation/webpack-bundler-runtime ${version}, the shell provides ${provided.version}; build and deploy them together.`,
    );
  }
  return provided;
}
