import { createCompany } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { daysFromNow, insertJob } from '../jobs/test/fixtures';
import { countListings, listingCounts, newestListings, placesWithListings } from './service';

jest.setTimeout(20_000);

// What the other modules ask of the listings without writing SQL of their own: the directory's
// live job counts, the sitemap's and the feeds' newest jobs, the sitemap's places.
forEachDatabase(({ db }) => {
  const company = { fjord: '', birch: '', quiet: '' };
  const ids = { oldest: '', newer: '', newest: '' };

  beforeAll(async () => {
    company.fjord = await createCompany(db(), { key: 'fjord' });
    company.birch = await createCompany(db(), { key: 'birch' });
    company.quiet = await createCompany(db(), { key: 'quiet' });
    ids.oldest = await insertJob(db(), { companyId: company.fjord, title: 'Oldest', createdAt: daysFromNow(-3), locality: 'Aarhus' });
    ids.newer = await insertJob(db(), { companyId: company.fjord, title: 'Newer', createdAt: daysFromNow(-2), locality: null });
    ids.newest = await insertJob(db(), { companyId: company.birch, title: 'Newest', createdAt: daysFromNow(-1), locality: 'Oslo', country: 'Norway', countryCode: 'NO' });
    // Not listed: past its date, a draft, awaiting approval.
    await insertJob(db(), { companyId: company.fjord, title: 'Expired', expirationDate: daysFromNow(-1) });
    await insertJob(db(), { companyId: company.quiet, title: 'Draft', status: 'DRAFT', approvedAt: null });
    await insertJob(db(), { companyId: company.quiet, title: 'Unapproved', approvedAt: null });
  });

  it('counts the listed jobs of each company that has any, of every company or of those asked', async () => {
    expect(await listingCounts(db())).toEqual(new Map([[company.fjord, 2], [company.birch, 1]]));
    expect(await listingCounts(db(), [company.birch, company.quiet])).toEqual(new Map([[company.birch, 1]]));
    expect(await listingCounts(db(), [])).toEqual(new Map());
    expect(await countListings(db(), { tsQuery: null })).toBe(3);
  });

  it('slices the listed jobs newest first, of some companies when asked', async () => {
    const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
    expect(idsOf(await newestListings(db(), { limit: 10 }))).toEqual([ids.newest, ids.newer, ids.oldest]);
    expect(idsOf(await newestListings(db(), { limit: 1, offset: 1 }))).toEqual([ids.newer]);
    expect(idsOf(await newestListings(db(), { limit: 10, companyIds: [company.fjord, company.quiet] }))).toEqual([ids.newer, ids.oldest]);
    expect(await newestListings(db(), { limit: 10, companyIds: [] })).toEqual([]);
  });

  it('names the countries and cities that have listed jobs, of the countries asked', async () => {
    expect(await placesWithListings(db(), ['DK', 'NO'])).toEqual([
      { country_code: 'DK', city: null },
      { country_code: 'DK', city: 'aarhus' },
      { country_code: 'NO', city: 'oslo' },
    ]);
    expect(await placesWithListings(db(), ['SE'])).toEqual([]);
  });
});
