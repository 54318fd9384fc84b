/** Undefined, null and blank values are left out so the query string carries only real filters. */
export function toQueryParams(query: object): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
}
