import { generatePath, type PathParam } from 'react-router-dom';

/**
 * Routes of a startup's careers site (spec section 2). A careers host sees only these, mapped
 * to the root of the startup's own domain.
 */
export const paths = {
  home: '/',
  job: '/careers/jobs/:id',
} as const;

export type Paths = typeof paths;
export type PathName = keyof Paths;

type HrefArgs<P extends string> = [PathParam<P>] extends [never]
  ? []
  : [params: { [K in PathParam<P>]: string | number }];

/** The URL of a route, with its parameters filled in (and encoded). */
export function getHref<N extends PathName>(name: N, ...[params]: HrefArgs<Paths[N]>): string {
  const values = params
    ? Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))
    : undefined;
  return generatePath(paths[name] as string, values);
}
