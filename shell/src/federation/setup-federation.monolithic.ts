import { type RuntimeConfig } from '@nordhub/contracts';

/**
 * The monolithic build mode only (tools/federation/webpack-monolithic.cjs swaps this file in for
 * setup-federation.ts): the remotes are part of the bundle, so there is nothing to register and the
 * federation runtime is not bundled at all. The runtime config's manifest URLs go unused.
 */
export function setupFederation(_config: RuntimeConfig, _baseUrl?: string): void {}
