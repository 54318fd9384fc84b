import { firstPaintReleaseElementId, type RuntimeConfig } from '@nordhub/contracts';
import { isRecord } from '@nordhub/domain';

/**
 * Reads /runtime-config.json. The server checks it against the contract before it answers
 * (api/src/static/runtime-config.ts: built from the environment with runtimeConfigSchema, or an
 * operator's file refused with a 500 that names the field and the rule), so the browser checks
 * only that a config arrived: parsing it again here would load zod and the contracts' schemas
 * with every page (docs/performance.md, "axios, zod and the schemas load with the first API request").
 */
export async function readRuntimeConfig(response: Promise<Response>): Promise<RuntimeConfig> {
  const res = await response;
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const reason = isRecord(body) && typeof body.message === 'string' ? `: ${body.message}` : '';
    throw new Error(`/runtime-config.json answered ${res.status}${reason}`);
  }
  if (!isRecord(body) || !isRecord(body.remotes) || !isRecord(body.hosts)) throw new Error('/runtime-config.json is not a runtime config');
  return body as RuntimeConfig;
}

/**
 * The runtime config with the remotes' manifests the server drew the page with, when it drew it
 * (the inert JSON beside #root, api/src/static/first-paint.ts): a release switched between the
 * page and /runtime-config.json must not hydrate the drawing with another release's remote. The
 * next page the app loads takes the config's own.
 */
export function withDrawnRelease(config: RuntimeConfig, doc: Document = document): RuntimeConfig {
  try {
    // Written by the server (jsonForScript): the remotes by name, as in the runtime config.
    const { remotes } = JSON.parse(doc.getElementById(firstPaintReleaseElementId)?.textContent ?? 'null') as { remotes: unknown };
    return isRecord(remotes) ? { ...config, remotes: { ...config.remotes, ...remotes } } : config;
  } catch {
    // An undrawn page (no note): the config as read.
    return config;
  }
}
