import { isRecord } from '@nordhub/domain';

/** A record of a cached answer: an object in it, at any depth (a list item, a page's record). */
export type CachedRecord = Record<string, unknown>;

/**
 * `data` (a cached answer) with every record `isTarget` picks replaced by `patch(record)`, at any
 * depth: a search page, a featured list, a profile, pages of an infinite list. Branches without a
 * change keep their identity, so lists nothing changed in do not re-render.
 */
export function patchCachedRecords(data: unknown, isTarget: (record: CachedRecord) => boolean, patch: (record: CachedRecord) => CachedRecord): unknown {
  if (Array.isArray(data)) {
    const items = data.map((item) => patchCachedRecords(item, isTarget, patch));
    return items.some((item, index) => item !== data[index]) ? items : data;
  }
  if (!isRecord(data)) return data;
  if (isTarget(data)) return patch(data);
  let changed = false;
  const next: CachedRecord = {};
  for (const [key, value] of Object.entries(data)) {
    next[key] = patchCachedRecords(value, isTarget, patch);
    if (next[key] !== value) changed = true;
  }
  return changed ? next : data;
}

/** The first record of a cached answer that `isTarget` picks, depth first. */
export function findCachedRecord(data: unknown, isTarget: (record: CachedRecord) => boolean): CachedRecord | undefined {
  if (Array.isArray(data)) {
    for (const item of data) {
      const found = findCachedRecord(item, isTarget);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(data)) return undefined;
  if (isTarget(data)) return data;
  for (const value of Object.values(data)) {
    const found = findCachedRecord(value, isTarget);
    if (found) return found;
  }
  return undefined;
}
