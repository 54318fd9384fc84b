// Checks on a seeded database that searchListings (ranking slices, capped count, partial indexes)
// answers exactly what the single query ranking and counting every match answers
// (listings/test/reference-search.ts), for typical searches, sorts, pages and page sizes. Not part of
// `npm test` (the seed is large); run after changing the search:
// `DATA_DIR=<seeded folder> npx tsx api/src/modules/jobs/jobs/search-check.ts`, or DATABASE_URL.
import { jobSearchQuerySchema } from '@nordhub/contracts';
import { effectiveJobSort, jobListingOrder } from '@nordhub/domain';
import { isDeepStrictEqual } from 'node:util';
import { loadConfig } from '../../../config';
import { createDb } from '../../../db/create-db';
import { migrate } from '../../../db/migrate';
import { searchListings } from '../listings';
import { toJobFilters } from './service';
import { referenceSearchJobIds } from '../listings/test/reference-search';

const SEARCHES: Record<string, unknown>[] = [
  {}, { search: 'developer' }, { search: 'senior designer', city: 'Copenhagen' }, { country: 'DK', categoryGroup: 'development' },
  { search: 'engineer' }, { search: 'backend engin' }, { search: 'senior backend engin' }, { search: 'the designer' },
  { search: 'developer developer' }, { search: 'product' }, { search: 'data', country: 'SE' }, { search: 'remote', remote: true },
  { search: 'kubernetes' }, { search: 'de' }, { country: 'REMOTE' }, { city: 'Oslo', positionType: 'part-time' },
  { categoryGroup: 'design', salaryType: 'range' }, { search: 'manager', city: 'Stockholm' }, { search: 'xyzzyq' },
  // Nordic reality filters (migration 0029).
  { country: 'SE', englishOk: true, visaSponsorship: true }, { remoteFrom: 'FI', relocationSupport: true }, { search: 'developer', englishOk: true },
];

async function main() {
  const db = await createDb(loadConfig(process.env));
  await migrate(db);
  let pages = 0;
  let differences = 0;
  for (const input of SEARCHES) {
    for (const sort of ['relevance', 'newest', 'deadline'] as const) {
      const query = jobSearchQuerySchema.parse({ ...input, sort });
      const filters = toJobFilters(query);
      const order = jobListingOrder(effectiveJobSort(query.sort, filters.tsQuery !== null));
      for (const limit of [20, 7]) {
        for (const page of [1, 2, 7, 60]) {
          const options = { limit, offset: (page - 1) * limit };
          const [actual, expected] = [await searchListings(db, filters, order, options), await referenceSearchJobIds(db, filters, order, options)];
          pages += 1;
          if (!isDeepStrictEqual(actual, expected)) {
            differences += 1;
            console.log('DIFFERENT', JSON.stringify({ input, sort, limit, page, actual, expected }));
          }
        }
      }
    }
  }
  console.log(`${db.kind}: ${pages} pages compared, ${differences} different`);
  await db.close();
  if (differences > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
