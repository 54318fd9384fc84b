import { companyDealSchema, publicDealSchema } from '@nordhub/contracts';
import * as z from 'zod';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp, tempDir } from '../../../test/test-app';

jest.setTimeout(20_000);

const details = ['description', 'redeemUrl', 'documentFile'];

forEachDatabase(({ db }) => {
  let app: App;
  const uploads = tempDir('nordhub-public-deals-');
  const as = signedInBrowsers(() => app, testPassword);

  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, UPLOADS_DIR: uploads.dir });
    await app.files.put('deals/legal.pdf', Buffer.from('%PDF-1.4 legal templates'), 'application/pdf');
    const manager = await createAccount(db(), { email: 'founder@example.com' });
    const other = await createAccount(db(), { email: 'other-founder@example.com' });
    const applicant = await createAccount(db(), { email: 'seeker@example.com' });
    await db().query(`INSERT INTO applicant_profiles (user_id, enabled) VALUES ($1, true)`, [applicant]);
    await createCompany(db(), { key: 'public-deal-co', managerId: manager });
    await createCompany(db(), { key: 'other-deal-co', managerId: other });
    await db().query(
      `INSERT INTO deals (key, type, title, summary, description, partner_name, image_path, partner_logo_path, redeem_url, document_file, published, position) VALUES
        ('cloud-credits', 'EXTENDED', 'Cloud credits', '5000 EUR of credits', 'Credits for a year, for every startup.', 'CloudCo', 'deals/cloud.png', 'logos/cloudco.png', 'https://cloud.example/redeem', NULL, true, 1),
        ('legal-pack', 'DOWNLOAD', 'Legal templates', 'Free templates', 'Contracts for your first hires.', 'LawCo', NULL, NULL, NULL, '{"path": "deals/legal.pdf", "name": "legal.pdf"}', true, 2),
        ('draft-deal', 'EXTENDED', 'Not yet', '', 'Secret', 'Someone', NULL, NULL, 'https://x.example', NULL, false, 3)`,
    );
  });
  afterAll(async () => {
    await app.close();
    uploads.remove();
  });

  it('lists the published deals with image, partner and type, and never what they give', async () => {
    const response = await new TestBrowser(app).get('/api/deals');
    expect(response.statusCode).toBe(200);
    const deals = z.array(publicDealSchema).parse(response.json());
    expect(deals.map((deal) => [deal.key, deal.type, deal.partnerName, deal.url])).toEqual([
      ['cloud-credits', 'EXTENDED', 'CloudCo', '/deals/cloud-credits'],
      ['legal-pack', 'DOWNLOAD', 'LawCo', '/deals/legal-pack'],
    ]);
    expect(deals[0]).toMatchObject({ title: 'Cloud credits', summary: '5000 EUR of credits', image: { path: 'deals/cloud.png' }, partnerLogo: { path: 'logos/cloudco.png' } });
    for (const deal of response.json() as Record<string, unknown>[]) for (const field of details) expect(deal).not.toHaveProperty(field);
  });

  it('shows a guest and an applicant only the summary of a deal; 404 for an unknown or unpublished key', async () => {
    const guest = await new TestBrowser(app).get('/api/deals/cloud-credits');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ key: 'cloud-credits', title: 'Cloud credits', summary: '5000 EUR of credits' });
    const applicant = await (await as('seeker@example.com')).get('/api/deals/legal-pack');
    expect(applicant.statusCode).toBe(200);
    for (const body of [guest.json(), applicant.json()]) for (const field of details) expect(body).not.toHaveProperty(field);
    // The details route is for the startup's managers only.
    const applicantDetails = await (await as('seeker@example.com')).get('/api/companies/public-deal-co/deals/cloud-credits');
    expect(applicantDetails.statusCode).toBe(403);
    const guestDetails = await new TestBrowser(app).get('/api/companies/public-deal-co/deals/cloud-credits');
    expect(guestDetails.json().code).toBe('E_NOT_SIGNED_IN');
    expect((await new TestBrowser(app).get('/api/deals/no-such-deal')).statusCode).toBe(404);
    expect((await new TestBrowser(app).get('/api/deals/draft-deal')).statusCode).toBe(404);
  });

  it("shows a startup's manager the description, and the redeem link or document once the startup claimed the deal", async () => {
    const founder = await as('founder@example.com');
    // The public answer is the same for a manager: details come through the startup's own route.
    for (const field of details) expect((await founder.get('/api/deals/cloud-credits')).json()).not.toHaveProperty(field);
    const before = companyDealSchema.parse((await founder.get('/api/companies/public-deal-co/deals/cloud-credits')).json());
    expect(before).toMatchObject({ description: 'Credits for a year, for every startup.', redeemUrl: null, claimedAt: null });
    const claimed = companyDealSchema.parse((await founder.post('/api/companies/public-deal-co/deals/cloud-credits/claim')).json());
    expect(claimed.redeemUrl).toBe('https://cloud.example/redeem');
  });

  it("serves a deal's document only to managers of a startup that claimed it (and admins)", async () => {
    const guest = await new TestBrowser(app).get('/api/files/deals/legal.pdf');
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
    const seeker = await (await as('seeker@example.com')).get('/api/files/deals/legal.pdf');
    expect(seeker.statusCode).toBe(403);
    expect(seeker.json().message).toBe('This document is for startups that claimed the deal: claim it on the deal’s page first');
    const founder = await as('founder@example.com');
    expect((await founder.get('/api/files/deals/legal.pdf')).statusCode).toBe(403);
    const claimed = companyDealSchema.parse((await founder.post('/api/companies/public-deal-co/deals/legal-pack/claim')).json());
    expect(claimed.documentFile).toEqual({ path: 'deals/legal.pdf', name: 'legal.pdf' });
    const download = await founder.get('/api/files/deals/legal.pdf');
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.body).toContain('legal templates');
    // Another startup's manager has not claimed it.
    expect((await (await as('other-founder@example.com')).get('/api/files/deals/legal.pdf')).statusCode).toBe(403);
  });
});
