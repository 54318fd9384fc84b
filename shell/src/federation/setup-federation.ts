import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName, type RuntimeConfig } from '@nordhub/contracts';
import { fetchRetryPlugin } from './fetch-retry-plugin';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

export type ManifestRemote = { name: RemoteName; entry: string };

/**
 * The remotes of the runtime config as the federation runtime wants them. Manifest URLs may be
 * root-relative in the config ('/remotes/mfe-public/mf-manifest.json'); the runtime derives
 * each remote's public path from the manifest URL, so they are made absolute here.
 */
export function manifestRemotes(config: RuntimeConfig, baseUrl: string): ManifestRemote[] {
  return (Object.keys(config.remotes) as RemoteName[]).map((name) => ({
    name,
    entry: new URL(config.remotes[name], baseUrl).href,
  }));
}

/**
 * Registers the failure-handling plugins and the manifest remotes before the app renders.
 * Nothing is fetched here: a remote's manifest is requested when its area first mounts.
 */
export function setupFederation(config: RuntimeConfig, baseUrl = window.location.href): void {
  registerPlugins([fetchRetryPlugin(), remoteFallbackPlugin()]);
  registerRemotes(manifestRemotes(config, baseUrl));
}
