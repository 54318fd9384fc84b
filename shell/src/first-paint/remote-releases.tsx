// Runs in the API server (Node.js), inside the first-paint renderer: the remotes' server builds
// (tools/federation/webpack-server.cjs), loaded at run time through the federation runtime from
// the release the runtime config names, as the browser loads their browser builds.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { type RemoteName, type RuntimeConfig } from '@nordhub/contracts';
import { federationRuntimeVersion, serverShares } from '@nordhub/federation/server-shares';
import { isRecord } from '@nordhub/domain';
import { type LoadRemoteRoutes } from '../federation/load-remote-routes';
import { isRemoteRoutesModule, remoteRoutesId, type RemoteRoutesModule, type UnavailableRemoteModule } from '../federation/remote-module';

/** Where a remote's server manifest is, beside its browser manifest (`<release>/mf-manifest.json`). */
export function serverManifestUrl(browserManifest: string, baseUrl: string): string {
  return new URL('server/mf-manifest.json', new URL(browserManifest, baseUrl)).href;
}

/**
 * How often a release's server manifests are asked again, so a release uploaded over the last one
 * at the same URL is picked up without a restart (a new URL in the runtime config is at once).
 */
export const MANIFEST_RECHECK_MS = 5_000;

/** Why a remote's server build was not used: the page draws its area with the fallback. */
export class RemoteServerBuildError extends Error {
  override name = 'RemoteServerBuildError';
}

/** Thrown where an area the server could not draw would be: its Suspense boundary then shows the fallback. */
export class AreaLeftToBrowser extends Error {
  override name = 'AreaLeftToBrowser';
}

function LeftToBrowser({ error }: { error: unknown }): never {
  throw error instanceof Error ? error : new AreaLeftToBrowser(String(error));
}

/** A remote the server does not draw: its area throws where the page would be, so its fallback is drawn. */
export function leftToBrowserModule(remote: RemoteName, error: unknown): UnavailableRemoteModule {
  return { routes: [{ path: '*', element: <LeftToBrowser error={error} /> }], unavailable: { id: remoteRoutesId(remote), error } };
}

type ServerManifest = { text: string; shared: { name: string; singleton?: boolean }[]; runtime: string | undefined };

async function readServerManifest(url: string): Promise<ServerManifest> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new RemoteServerBuildError(`${url} could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok) throw new RemoteServerBuildError(`${url} answered ${response.status}: no server build deployed with this release`);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RemoteServerBuildError(`${url} is not a federation manifest`);
  }
  if (!isRecord(json) || !isRecord(json.metaData) || !Array.isArray(json.shared)) throw new RemoteServerBuildError(`${url} is not a federation manifest`);
  const runtime = typeof json.metaData.nordhubFederationRuntime === 'string' ? json.metaData.nordhubFederationRuntime : undefined;
  return { text, shared: json.shared as ServerManifest['shared'], runtime };
}

/** The checks a server build passes before it runs in this process. */
function checkServerBuild(url: string, manifest: ServerManifest): void {
  if (manifest.runtime !== federationRuntimeVersion) {
    throw new RemoteServerBuildError(
      `${url} was built with @module-federation/webpack-bundler-runtime ${manifest.runtime ?? '(unknown)'}, the server provides ${federationRuntimeVersion}; build and deploy them together.`,
    );
  }
  const unprovided = manifest.shared.filter((share) => share.singleton && !(share.name in serverShares)).map((share) => share.name);
  if (unprovided.length > 0) throw new RemoteServerBuildError(`${url} shares ${unprovided.join(', ')}, which the server does not provide`);
}

/** The remotes' server manifests a runtime config names, by remote. */
export function serverManifests(runtimeConfig: RuntimeConfig, baseUrl: string): Record<RemoteName, string> {
  const remotes = runtimeConfig.remotes;
  return Object.fromEntries((Object.keys(remotes) as RemoteName[]).map((name) => [name, serverManifestUrl(remotes[name], baseUrl)])) as Record<RemoteName, string>;
}

let releaseCount = 0;

/**
 * One release of the remotes' server builds: one federation instance (its own share scope, with
 * the server's copies), each remote loaded once when a page first needs it. `dispose` lets it go:
 * the runtime's global registries forget it, so nothing but the renders still drawing with it
 * hold its code.
 */
export class RemoteRelease {
  readonly id: string;
  readonly manifests: Record<RemoteName, string>;
  private readonly instance: ModuleFederation;
  private readonly loads = new Map<RemoteName, Promise<RemoteRoutesModule>>();
  private readonly manifestTexts = new Map<RemoteName, string>();
  private checkedAt = Date.now();
  private checking: Promise<void> | null = null;
  /** Set when a server manifest changed at its URL: the next page starts a new release. */
  stale = false;

  constructor(manifests: Record<RemoteName, string>) {
    releaseCount += 1;
    this.id = `release-${releaseCount}`;
    this.manifests = manifests;
    this.instance = createInstance({
      // Its own name per release: the runtime keeps instances in a global list by name.
      name: `nordhub_first_paint_${releaseCount}`,
      remotes: [],
      shared: Object.fromEntries(
        Object.entries(serverShares).map(([key, { version, requiredVersion, get }]) => [
          key,
          { version, lib: get, shareConfig: { singleton: true, requiredVersion } },
        ]),
      ),
    });
  }

  /**
   * The route table of a remote, or a module that leaves its area to the browser (logged by the
   * caller). A failed load is tried again after MANIFEST_RECHECK_MS: a server build uploaded late
   * to the release's folder is picked up.
   */
  readonly load: LoadRemoteRoutes = (remote) => {
    let loading = this.loads.get(remote);
    if (!loading) {
      const attempt = this.loadRemote(remote).catch((error: unknown) => {
        setTimeout(() => {
          if (this.loads.get(remote) === attempt) this.loads.delete(remote);
        }, MANIFEST_RECHECK_MS).unref();
        return leftToBrowserModule(remote, error);
      });
      loading = attempt;
      this.loads.set(remote, loading);
    }
    return loading;
  };

  private async loadRemote(remote: RemoteName): Promise<RemoteRoutesModule> {
    const url = this.manifests[remote];
    const manifest = await readServerManifest(url);
    checkServerBuild(url, manifest);
    this.manifestTexts.set(remote, manifest.text);
    // Again after a failed attempt: the registration of that attempt is replaced.
    this.instance.registerRemotes([{ name: remote, entry: url }], { force: true });
    const module = await this.instance.loadRemote<unknown>(remoteRoutesId(remote));
    if (!isRemoteRoutesModule(module)) throw new RemoteServerBuildError(`${url}: the server build exposes no route table at ./routes`);
    return module;
  }

  /** Asks the loaded remotes' manifests again at most every MANIFEST_RECHECK_MS, in the background. */
  recheck(now = Date.now()): void {
    if (this.checking || now - this.checkedAt < MANIFEST_RECHECK_MS) return;
    this.checkedAt = now;
    this.checking = Promise.all(
      [...this.manifestTexts].map(async ([remote, text]) => {
        const response = await fetch(this.manifests[remote]).catch(() => null);
        if (response?.ok && (await response.text()) !== text) this.stale = true;
      }),
    )
      .catch(() => undefined)
      .then(() => {
        this.checking = null;
      });
  }

  /** Removes this release from the federation runtime's global registries (its instances, entries, manifests). */
  dispose(): void {
    const global = globalThis as typeof globalThis & {
      __FEDERATION__?: {
        __INSTANCES__?: ModuleFederation[];
        __SHARE__?: Record<string, unknown>;
        moduleInfo?: Record<string, unknown>;
        __MANIFEST_LOADING__?: Record<string, unknown>;
      };
      __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
    } & Record<string, unknown>;
    const names = new Set<string>([this.instance.name, ...Object.keys(this.manifests)]);
    const federation = global.__FEDERATION__;
    if (federation?.__INSTANCES__) {
      federation.__INSTANCES__.splice(0, federation.__INSTANCES__.length, ...federation.__INSTANCES__.filter((instance) => !names.has(instance.name)));
    }
    for (const name of names) delete federation?.__SHARE__?.[name];
    const folders = Object.values(this.manifests).map((url) => url.slice(0, url.lastIndexOf('/') + 1));
    const ofThisRelease = (key: string) => folders.some((folder) => key.includes(folder));
    for (const registry of [federation?.moduleInfo, federation?.__MANIFEST_LOADING__, global.__GLOBAL_LOADING_REMOTE_ENTRY__]) {
      for (const key of Object.keys(registry ?? {})) if (ofThisRelease(key)) delete registry?.[key];
    }
    for (const remote of Object.keys(this.manifests)) delete global[remote];
    this.loads.clear();
  }
}

/**
 * The release the server draws with: the one the runtime config names now, kept until the config
 * names another or a manifest changes at its URL; the one before is then let go (renders still
 * drawing with it finish with it), so one process draws one release after another without a
 * restart and without holding them all.
 */
export class RemoteReleases {
  private current: RemoteRelease | null = null;

  /** The release for these server manifests, made (and the previous one let go) when they changed. */
  releaseFor(manifests: Record<RemoteName, string>): RemoteRelease {
    const current = this.current;
    if (current && !current.stale && sameManifests(current.manifests, manifests)) {
      current.recheck();
      return current;
    }
    current?.dispose();
    this.current = new RemoteRelease(manifests);
    return this.current;
  }

  /** How many releases this process holds: one once it has drawn a page (for the tests and the docs' claim). */
  get held(): number {
    return this.current ? 1 : 0;
  }
}

function sameManifests(a: Record<RemoteName, string>, b: Record<RemoteName, string>): boolean {
  return (Object.keys(b) as RemoteName[]).every((name) => a[name] === b[name]);
}
