/** The page a `page` search param asks for: a whole number from 1; anything else is page 1. */
export function pageFromParam(value: string | null): number {
  return Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
}

/** How many pages `total` items fill at `pageSize` a page; at least one. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The same search params on another page, as `?query`; page 1 drops the key, and '' means no
 * params are left (the caller links its plain path then).
 */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `?${query}` : '';
}
