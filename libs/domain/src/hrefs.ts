/** The names of the `:params` in a route pattern such as `/client/startups/:company/jobs/:job`. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** No second argument for a pattern without params; every param required otherwise. */
export type HrefArgs<P extends string> = [RouteParamName<P>] extends [never]
  ? []
  : [params: { [K in RouteParamName<P>]: string | number }];

/** Fills a route pattern's `:params`, encoding each value as one path segment. */
export function fillRoutePattern(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing route param "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A typed `getHref(name, params)` over one remote's route table, so links are built from the
 * table and never written as literals.
 */
export function createHrefBuilder<T extends Record<string, string>>(paths: T) {
  return <N extends keyof T & string>(name: N, ...[params]: HrefArgs<T[N]>): string =>
    fillRoutePattern(paths[name] as string, params);
}
