// Every Cache-Control value the API sends, named by what it means, so a route states its policy in
// words and two routes that mean the same thing send the same header.
export const cachePolicy = {
  /** A signed-in caller's own data: never stored by the browser or any cache in between. */
  private: 'private, no-store',
  /** One-time answers (mailed links, health, dev tools): stored nowhere. */
  noStore: 'no-store',
  /** A signed-in caller's view of public data: kept by the browser, revalidated on every use. */
  privateRevalidate: 'private, no-cache',
  /** Public lists that change often (jobs, careers sites, embeds). */
  publicMinute: 'public, max-age=60',
  /** Public content (blog, tools, partners, deals, featured jobs). */
  publicContent: 'public, max-age=300',
  /** Feeds read by job boards. */
  publicFeed: 'public, max-age=900',
  /** Sitemaps and exchange rates. */
  publicHour: 'public, max-age=3600',
  /** Files that never change under their address (uploads, images, robots.txt). */
  publicDay: 'public, max-age=86400',
} as const;
