import { jobsAndFeaturedSchema, type JobListItem, type JobsAndFeatured } from '@nordhub/contracts';
import { FEATURED_PER_PAGE, prefixTsQuery, searchWords } from '@nordhub/domain';
import { seedIfEmpty } from '../../../seed/seed';
import { createLocalFileStore } from '../../../storage/local-file-store';
import { forEachDatabase } from '../../../test/databases';
import { tempDir, useTestApp } from '../../../test/test-app';

// Test queries on the demo seed (api/src/seed/, seeded once per database) with the results a
// seeker expects on top: relevance as people see it, not as a formula. A change to the seed or
// the ranking that breaks one of these should be a deliberate one.
forEachDatabase(({ db }) => {
  const uploads = tempDir('nordhub-relevance-');
  afterAll(() => uploads.remove());
  const app = useTestApp(db, { seed: (seeded) => seedIfEmpty(seeded, { files: createLocalFileStore(uploads.dir) }) });

  const search = async (text: string, page = 1): Promise<JobsAndFeatured> => {
    const response = await app().inject({ url: `/api/v2/jobsandfeatured?search=${encodeURIComponent(text)}&page=${page}` });
    expect(response.statusCode).toBe(200);
    return jobsAndFeaturedSchema.parse(response.json());
  };
  const titles = (jobs: readonly JobListItem[]) => jobs.map((job) => job.title);

  /** The relevance of each job for `text`, computed as the search ranks (any word, title A, place B). */
  const ranks = async (text: string, ids: readonly string[]): Promise<Map<string, number>> => {
    const tsQuery = prefixTsQuery(searchWords(text)) ?? '';
    const rows = await db().query<{ id: string; rank: number }>(
      `SELECT j.id, greatest(ts_rank(j.head, q), ts_rank('~'::tsvector, q))::float8 AS rank
         FROM job_listings AS j CROSS JOIN to_tsquery('english', $1) AS q WHERE j.id = ANY($2::uuid[])`,
      [tsQuery.split(' & ').join(' | '), ids],
    );
    return new Map(rows.map((row) => [row.id, Number(row.rank)]));
  };

  it('"designer": designers first', async () => {
    const { jobs } = await search('designer');
    expect(jobs.total).toBeGreaterThan(50);
    for (const title of titles(jobs.docs.slice(0, 10))) expect(title).toMatch(/designer/i);
  });

  it('"backend": backend titles first', async () => {
    const { jobs } = await search('backend');
    for (const title of titles(jobs.docs.slice(0, 10))) expect(title).toMatch(/backend/i);
  });

  it('"product manager Oslo": a Product Manager in Oslo first', async () => {
    const [first] = (await search('product manager Oslo')).jobs.docs;
    expect(first?.title).toMatch(/product manager/i);
    expect(first?.location.locality).toBe('Oslo');
  });

  it('"remote react": title matches first, remote jobs among them', async () => {
    const { jobs } = await search('remote react');
    const inTitle = jobs.docs.map((job) => /react/i.test(job.title));
    expect(inTitle[0]).toBe(true);
    // Every title match before every job that mentions React only in its description.
    const firstOther = inTitle.indexOf(false);
    if (firstOther >= 0) expect(firstOther).toBeGreaterThan(inTitle.lastIndexOf(true));
    expect(jobs.docs.slice(0, 3).some((job) => job.isRemote)).toBe(true);
  });

  it('a title match ranks above a description-only match', async () => {
    const { jobs } = await search('designer');
    const firstDescriptionOnly = jobs.docs.findIndex((job) => !/design/i.test(job.title));
    if (firstDescriptionOnly >= 0) for (const job of jobs.docs.slice(firstDescriptionOnly)) expect(job.title).not.toMatch(/design/i);
  });

  it.each(['designer', 'backend', 'remote react', 'product manager Oslo'])(
    '"%s": at most three featured jobs, each in the title or as relevant as the page, never also in the page',
    async (text) => {
      for (const page of [1, 2]) {
        const { jobs, featuredJobs } = await search(text, page);
        expect(featuredJobs.length).toBeLessThanOrEqual(FEATURED_PER_PAGE);
        const onPage = new Set(jobs.docs.map((job) => job.id));
        for (const job of featuredJobs) expect(onPage.has(job.id)).toBe(false);
        const last = jobs.docs.at(-1);
        if (!last) continue;
        const rank = await ranks(text, [...featuredJobs.map((job) => job.id), ...jobs.docs.map((job) => job.id)]);
        const floor = Math.min(...jobs.docs.map((job) => rank.get(job.id) ?? 0));
        for (const job of featuredJobs) {
          const words = searchWords(text);
          const inTitle = words.some((word) => job.title.toLowerCase().includes(word));
          expect({ title: job.title, fits: inTitle || (rank.get(job.id) ?? 0) >= floor }).toEqual({ title: job.title, fits: true });
          expect(rank.get(job.id) ?? 0).toBeGreaterThanOrEqual(rank.get(last.id) ?? 0);
        }
      }
    },
  );

  it('"designer": three featured designers on page 1, the next ones on page 2', async () => {
    const first = await search('designer');
    const second = await search('designer', 2);
    expect(first.featuredJobs).toHaveLength(FEATURED_PER_PAGE);
    for (const title of titles(first.featuredJobs)) expect(title).toMatch(/design/i);
    expect(second.featuredJobs.map((job) => job.id)).not.toEqual(first.featuredJobs.map((job) => job.id));
    for (const job of [...first.featuredJobs, ...second.featuredJobs]) expect(job.boostingExpiresAt).not.toBeNull();
  });
});
