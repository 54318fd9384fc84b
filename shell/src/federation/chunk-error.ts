// A deploy replaces hashed chunks; a tab that still runs the old code then fails to load a
// chunk that no longer exists. One full reload fetches the new entry (the product spec's error catalogue: "A failed
// chunk load reloads the page"); the marker stops a reload loop when the failure persists.

export const chunkReloadMarkerKey = 'nordhub:chunk-reload-at';

/** Reloads within this window of the previous one count as a loop: show the fallback instead. */
export const chunkReloadWindowMs = 60_000;

const chunkErrorPatterns = [
  /Loading (CSS )?chunk [^\s]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

/** Whether an error is a failed chunk load (webpack's ChunkLoadError or a browser's import error). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkErrorPatterns.some((pattern) => pattern.test(error.message));
}

export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the marker still allows a reload (read only; claimChunkReload records one). */
export function chunkReloadAllowed(storage: MarkerStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const previous = Number(storage.getItem(chunkReloadMarkerKey));
    return !(previous > 0 && now - previous >= 0 && now - previous < chunkReloadWindowMs);
  } catch {
    return false;
  }
}

/**
 * Decides whether to reload for a chunk error and records the reload. Returns false when a
 * reload already happened within the window (or storage is unavailable, where a marker could
 * not stop a loop).
 */
export function claimChunkReload(storage: MarkerStorage | null, now: number): boolean {
  if (!storage || !chunkReloadAllowed(storage, now)) return false;
  try {
    storage.setItem(chunkReloadMarkerKey, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStorageOrNull(): MarkerStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a chunk error would reload the page now (false: show the fallback). */
export function willReloadForChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && chunkReloadAllowed(sessionStorageOrNull(), Date.now());
}

/** Reloads the page once for a chunk error; returns false when the caller should show a fallback. */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!claimChunkReload(sessionStorageOrNull(), Date.now())) return false;
  window.location.reload();
  return true;
}
