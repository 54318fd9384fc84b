// The shell's federation runtime plugin that hands its bundler runtime to the production remotes
// (bundler-runtime-global.ts says why). A remote's build swaps the bundler runtime's entry module for
// bundler-runtime-from-shell.ts, which takes what this puts on `globalThis`.
import * as runtime from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime, type Federation } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build drops this from `bundlerRuntime`; the remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from './bundler-runtime-global';

declare const NORDHUB_BUNDLER_RUNTIME_VERSION: string;

type InstanceOptions = { id?: string; name: string; version?: string };
type UserOptions = Parameters<typeof runtime.init>[0];

/**
 * Whether a registered federation instance is the one a container built as `buildId` asks for:
 * @module-federation/runtime's own lookup (its getGlobalFederationInstance), with the remote's
 * build id where the runtime would read its own build's.
 */
export function isInstanceOf(instance: InstanceOptions, options: InstanceOptions, buildId: string): boolean {
  if (buildId && instance.id === buildId) return true;
  if (instance.name !== options.name) return false;
  return options.version ? instance.version === options.version : !instance.version;
}

/**
 * A remote's `__webpack_require__.federation`: the shell's functions, the remote's own state.
 * `runtime.init` is the remote's own too: the shared one would record the remote's instance as the
 * page's default, where the shell's `loadRemote` and `registerRemotes` look.
 */
export function federationFor(buildId: string): Federation {
  const init = (options: UserOptions): runtime.ModuleFederation => {
    const normalized = { ...options, id: options.id || '' };
    const existing = runtime.getInstance((instance) => isInstanceOf(instance.options, options, buildId));
    if (existing) {
      existing.initOptions(normalized);
      return existing;
    }
    return runtime.createInstance(normalized);
  };
  return {
    runtime: { ...runtime, init },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry, S: {} },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

/** Puts the shell's bundler runtime where the remotes look for it. */
export function provideBundlerRuntime(version: string, scope: object = globalThis): void {
  const provided: ProvidedBundlerRuntime = { version, federationFor };
  (scope as Record<string, ProvidedBundlerRuntime>)[BUNDLER_RUNTIME_GLOBAL] = provided;
}

// The federation runtime calls a runtime plugin module's default export when the shell starts,
// before any remote entry runs.
export default function provideBundlerRuntimePlugin(): runtime.ModuleFederationRuntimePlugin {
  provideBundlerRuntime(NORDHUB_BUNDLER_RUNTIME_VERSION);
  return { name: 'nordhub-provide-bundler-runtime' };
}
