import { createHrefBuilder } from '@nordhub/domain';

/**
 * Routes of a startup's careers site (the product spec's screens and routes). A careers host sees only these, mapped
 * to the root of the startup's own domain.
 */
export const paths = {
  home: '/',
  job: '/careers/jobs/:id',
} as const;

export type Paths = typeof paths;
export type PathName = keyof Paths;

/** The URL of a route, with its parameters filled in (and encoded). */
export const getHref = createHrefBuilder(paths);
