import { companyDealSchema } from '@nordhub/contracts';
import * as z from 'zod';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    const rival = await createAccount(db(), { email: 'rival@example.com' });
    await createCompany(db(), { key: 'deal-co', managerId: manager });
    await createCompany(db(), { key: 'rival-co', managerId: rival });
    await db().query(
      `INSERT INTO deals (key, type, title, summary, partner_name, redeem_url, document_file, published, position) VALUES
        ('cloud-credits', 'EXTENDED', 'Cloud credits', '5000 EUR of credits', 'CloudCo', 'https://cloud.example/redeem', NULL, true, 1),
        ('legal-pack', 'DOWNLOAD', 'Legal templates', 'Free templates', 'LawCo', NULL, '{"path": "deals/legal.pdf", "name": "legal.pdf"}', true, 2),
        ('hidden-deal', 'EXTENDED', 'Not yet', '', 'Someone', 'https://x.example', NULL, false, 3)`,
    );
  });
  afterAll(() => app.close());

  const as = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };

  it('lists the published deals without what they give until the startup claims one', async () => {
    const manager = await as('manager@example.com');
    const deals = z.array(companyDealSchema).parse((await manager.get('/api/companies/deal-co/deals')).json());
    expect(deals.map((deal) => [deal.key, deal.claimedAt, deal.redeemUrl, deal.documentFile])).toEqual([
      ['cloud-credits', null, null, null],
      ['legal-pack', null, null, null],
    ]);
    expect((await manager.get('/api/companies/deal-co/deals/hidden-deal')).statusCode).toBe(404);
  });

  it('claims a deal once (claiming again keeps the first claim) and then shows the redeem link or document', async () => {
    const manager = await as('manager@example.com');
    const claimed = await manager.post('/api/companies/deal-co/deals/cloud-credits/claim');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ key: 'cloud-credits', redeemUrl: 'https://cloud.example/redeem', claimedAt: expect.any(String) });
    const again = await manager.post('/api/companies/deal-co/deals/cloud-credits/claim');
    expect(again.json().claimedAt).toBe(claimed.json().claimedAt);
    const download = (await manager.post('/api/companies/deal-co/deals/legal-pack/claim')).json();
    expect(download.documentFile).toEqual({ path: 'deals/legal.pdf', name: 'legal.pdf' });
    expect((await manager.get('/api/companies/deal-co/deals/cloud-credits')).json().claimedAt).toBe(claimed.json().claimedAt);
    // Another startup's claim is its own.
    const rival = await as('rival@example.com');
    expect((await rival.get('/api/companies/rival-co/deals/cloud-credits')).json()).toMatchObject({ claimedAt: null, redeemUrl: null });
  });

  it("refuses another company's manager and a guest; 404 for an unknown deal", async () => {
    const rival = await as('rival@example.com');
    expect((await rival.get('/api/companies/deal-co/deals')).statusCode).toBe(403);
    expect((await rival.post('/api/companies/deal-co/deals/cloud-credits/claim')).statusCode).toBe(403);
    const guest = await new TestBrowser(app).post('/api/companies/deal-co/deals/cloud-credits/claim');
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
    expect((await rival.post('/api/companies/rival-co/deals/no-such-deal/claim')).statusCode).toBe(404);
  });
});
