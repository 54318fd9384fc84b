import { createHrefBuilder } from '@nordhub/domain';

/**
 * Routes of a partner's white-label job feed (the product spec's screens and routes). A white-label host sees only
 * these, mapped to the root of the partner's domain.
 */
export const paths = {
  home: '/',
  job: '/whiteLabelFeed/jobs/:id',
} as const;

export type Paths = typeof paths;
export type PathName = keyof Paths;

/** The URL of a route, with its parameters filled in (and encoded). */
export const getHref = createHrefBuilder(paths);
