/** At most this many featured jobs on a page of results (the API sends at most as many). */
export const MAX_FEATURED_PER_PAGE = 3;

/** A featured job every this many cards: positions 1, 5 and 9 of the page. */
export const FEATURED_EVERY = 4;

export type ResultRun<Job> = { featured: boolean; jobs: Job[] };

/**
 * The page's results with its featured jobs mixed in (positions 1, 5, 9), as runs of featured and
 * plain jobs in display order. A featured job that is also among the results is shown once, featured.
 */
export function mixFeatured<Job extends { id: string }>(jobs: readonly Job[], featured: readonly Job[]): ResultRun<Job>[] {
  const marked = featured.slice(0, MAX_FEATURED_PER_PAGE);
  const ids = new Set(marked.map((job) => job.id));
  const rest = jobs.filter((job) => !ids.has(job.id));
  const runs: ResultRun<Job>[] = [];
  let plain = 0;
  marked.forEach((job) => {
    runs.push({ featured: true, jobs: [job] });
    const following = rest.slice(plain, plain + FEATURED_EVERY - 1);
    if (following.length > 0) runs.push({ featured: false, jobs: following });
    plain += following.length;
  });
  if (plain < rest.length) runs.push({ featured: false, jobs: rest.slice(plain) });
  return runs;
}
