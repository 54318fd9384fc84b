import { investorSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createInvestor } from '../../../test/accounts';
import { accountsTestEnv } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    const fund = await createInvestor(db(), { key: 'aurora-capital', name: 'Aurora Capital' });
    await createInvestor(db(), { key: 'birch-angels', name: 'Birch Angels' });
    await createInvestor(db(), { key: 'draft-fund', name: 'Draft Fund', status: 'DRAFT' });
    await db().query(`UPDATE investors SET intro = 'Seed fund for climate', industries = '{climate}', country_codes = '{DK}' WHERE key = 'aurora-capital'`);
    await db().query(`INSERT INTO portfolio_entries (owner_investor_id, name, website, intro) VALUES ($1, 'Solar Startup', 'https://solar.example', 'Panels')`, [fund]);
  });
  afterAll(() => app.close());

  it('lists live investors by name, paged, without drafts, and filters them', async () => {
    const all = (await app.inject({ url: '/api/investors?pageSize=1' })).json();
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 1, docs: [{ key: 'aurora-capital', name: 'Aurora Capital', intro: 'Seed fund for climate' }] });
    const searched = (await app.inject({ url: '/api/investors?search=birch' })).json();
    expect(searched.docs.map((investor: { key: string }) => investor.key)).toEqual(['birch-angels']);
    const byIndustry = (await app.inject({ url: '/api/investors?industry=climate&country=dk' })).json();
    expect(byIndustry.docs.map((investor: { key: string }) => investor.key)).toEqual(['aurora-capital']);
  });

  it('gives one live investor with its investments, and 404 for a draft', async () => {
    const response = await app.inject({ url: '/api/investors/aurora-capital' });
    expect(response.statusCode).toBe(200);
    expect(investorSchema.parse(response.json()).investments).toEqual([expect.objectContaining({ name: 'Solar Startup', website: 'https://solar.example' })]);
    expect((await app.inject({ url: '/api/investors/draft-fund' })).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad paging', async () => {
    const response = await app.inject({ url: '/api/investors?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('page');
  });
});
