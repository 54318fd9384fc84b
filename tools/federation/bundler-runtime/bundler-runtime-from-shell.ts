// A production remote's stand-in for @module-federation/webpack-bundler-runtime's entry module
// (`dist/bundler.js`, swapped in by tools/federation/webpack-base.cjs): the shell's bundler
// runtime with this container's own state, instead of a second copy in remoteEntry.js.
import { bundlerRuntimeFromShell } from './bundler-runtime-global';

declare const NORDHUB_BUNDLER_RUNTIME_VERSION: string;
// Set by @module-federation/enhanced for each build: this container's name and build version.
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

// The federation's generated entry imports this module's default export.
export default bundlerRuntimeFromShell(NORDHUB_BUNDLER_RUNTIME_VERSION).federationFor(buildId);
