import { investorDashboardSchema, investorQuizResultSchema, investorSchema, portfolioEntrySchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, createInvestor, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { shellPageFor } from '../../operations/seo/service';

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    await createAccount(db(), { email: 'angel@example.com' });
    const other = await createAccount(db(), { email: 'other-fund@example.com' });
    await createAccount(db(), { email: 'fund-staff@example.com', isAdmin: true });
    await createInvestor(db(), { key: 'other-fund', name: 'Other Fund', managerId: other });
    await createCompany(db(), { key: 'fjord-solar', name: 'Fjord Solar' });
    await createCompany(db(), { key: 'draft-startup', name: 'Draft Startup', status: 'DRAFT' });
  });
  afterAll(() => app.close());

  const as = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };

  const publishable = {
    intro: 'We back climate founders.',
    countryCodes: ['DK', 'SE'],
    logoImage: { path: 'images/birch.png' },
    industries: ['cleantech', 'impact'],
    investmentRanges: ['250k-1m'],
    markets: ['nordics'],
    categories: ['vc'],
    keyPeople: [{ name: 'Ada Birch', title: 'Partner' }],
  };

  it('creates a DRAFT investor managed by its creator, hidden from the funding list until published', async () => {
    const angel = await as('angel@example.com');
    const created = await angel.post('/api/investors', { name: 'Birch Capital', type: 'VENTURES', website: 'birch.example' });
    expect(created.statusCode).toBe(201);
    expect(investorSchema.parse(created.json())).toMatchObject({ key: 'birch-capital', status: 'DRAFT', website: 'http://birch.example', adminUrl: '/client/investors/birch-capital' });
    expect((await angel.get('/api/users/me')).json().investors).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'birch-capital', status: 'DRAFT' })]));
    expect((await app.inject({ url: '/api/investors/birch-capital' })).statusCode).toBe(404);
    expect((await angel.get('/api/investors/birch-capital/hidden')).json()).toMatchObject({ name: 'Birch Capital', status: 'DRAFT' });
  });

  it('answers 400 naming the fields for bad input', async () => {
    const angel = await as('angel@example.com');
    const missing = await angel.post('/api/investors', { type: 'ANGEL' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0]).toMatchObject({ path: 'name', message: 'Please enter the investor name' });
    const noEmail = await angel.post('/api/investors', { name: 'Mail Angel', type: 'ANGEL', contactPreference: 'EMAIL' });
    expect(noEmail.json().fields).toEqual([expect.objectContaining({ path: 'email', message: 'Please enter the contact email address' })]);
    const badType = await angel.post('/api/investors', { name: 'X', type: 'BANK', website: 'x.example' });
    expect(badType.json().fields[0].path).toBe('type');
    const badOption = await angel.put('/api/investors/birch-capital', { markets: ['mars'] });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().fields).toEqual([{ path: 'markets.0', message: 'Choose one of the offered options' }]);
  });

  it('publishes only with the required fields, then lists it on /funding with its filters', async () => {
    const angel = await as('angel@example.com');
    const early = await angel.put('/api/investors/birch-capital', { status: 'ACTIVE' });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.map((field: { path: string }) => field.path)).toEqual(['intro', 'countryCodes', 'logoImage']);
    const published = await angel.put('/api/investors/birch-capital', { ...publishable, contactPreference: 'EMAIL', email: 'deals@birch.example', status: 'ACTIVE' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'ACTIVE', contactPreference: 'EMAIL', email: 'deals@birch.example', keyPeople: [{ name: 'Ada Birch', title: 'Partner' }] });
    const listed = (await app.inject({ url: '/api/investors?type=VENTURES&industry=impact&market=nordics&investmentRange=250k-1m&country=SE' })).json();
    expect(listed.docs.map((investor: { key: string }) => investor.key)).toEqual(['birch-capital']);
    expect((await app.inject({ url: '/api/investors?investmentRange=over-20m' })).json().total).toBe(0);
  });

  it('keeps the portfolio: a linked startup entry (not editable) and a free one (editable)', async () => {
    const angel = await as('angel@example.com');
    const linked = await angel.post('/api/investors/birch-capital/portfolio', { companyKey: 'fjord-solar' });
    expect(linked.statusCode).toBe(201);
    const linkedEntry = portfolioEntrySchema.parse(linked.json());
    expect(linkedEntry).toMatchObject({ name: 'Fjord Solar', company: { key: 'fjord-solar' } });
    const free = await angel.post('/api/investors/birch-capital/portfolio', { name: 'Outside Oy', website: 'outside.fi', category: 'Cleantech', intro: 'Heat pumps' });
    const freeEntry = portfolioEntrySchema.parse(free.json());
    expect(freeEntry).toMatchObject({ name: 'Outside Oy', website: 'http://outside.fi', company: null, basicInfo: { intro: 'Heat pumps' } });

    const edited = await angel.put(`/api/investors/birch-capital/portfolio/${freeEntry.id}`, { name: 'Outside Oy Ab', website: 'outside.fi' });
    expect(edited.json().name).toBe('Outside Oy Ab');
    expect((await angel.put(`/api/investors/birch-capital/portfolio/${linkedEntry.id}`, { name: 'Renamed' })).statusCode).toBe(409);

    const unknown = await angel.post('/api/investors/birch-capital/portfolio', { companyKey: 'draft-startup' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ path: 'companyKey', message: 'No startup on Nordhub has this address' }]);
    expect((await angel.post('/api/investors/birch-capital/portfolio', { website: 'x.example' })).json().fields[0].path).toBe('name');

    const list = (await angel.get('/api/investors/birch-capital/portfolio')).json();
    expect(list.map((entry: { name: string }) => entry.name)).toEqual(['Fjord Solar', 'Outside Oy Ab']);
    const profile = (await app.inject({ url: '/api/investors/birch-capital' })).json();
    expect(profile.investments.map((entry: { company: { key: string } | null }) => entry.company?.key ?? null)).toEqual(['fjord-solar', null]);

    expect((await angel.request('DELETE', `/api/investors/birch-capital/portfolio/${freeEntry.id}`)).json()).toEqual({ ok: true });
    expect((await angel.get(`/api/investors/birch-capital/portfolio/${freeEntry.id}`)).statusCode).toBe(404);
  });

  it('counts public views and shows them per day on the dashboard', async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.post('/api/investors/birch-capital/views')).statusCode).toBe(200);
    await visitor.post('/api/investors/birch-capital/views');
    expect((await visitor.post('/api/investors/other-funds/views')).statusCode).toBe(404);
    const dashboard = investorDashboardSchema.parse((await (await as('angel@example.com')).get('/api/investors/birch-capital/dashboard')).json());
    expect(dashboard.totals).toEqual({ views: 2, investments: 1 });
    expect(dashboard.timeline).toHaveLength(30);
    expect(dashboard.timeline.at(-1)?.views).toBe(2);
  });

  it('ranks investors for the funding quiz by the documented score', async () => {
    const result = investorQuizResultSchema.parse((await app.inject({ url: '/api/investors/quiz?stage=seed&industry=cleantech&amount=250k-1m&market=DK' })).json());
    expect(result.docs[0]).toMatchObject({ investor: { key: 'birch-capital' }, score: 9 });
    expect(result.docs.map((doc) => doc.investor.key)).toContain('other-fund');
  });

  it("refuses another investor's manager and guests on every managed endpoint; an admin passes", async () => {
    const other = await as('other-fund@example.com');
    const guest = new TestBrowser(app);
    const entry = (await (await as('angel@example.com')).get('/api/investors/birch-capital/portfolio')).json()[0].id as string;
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/investors/birch-capital/hidden'],
      ['PUT', '/api/investors/birch-capital', { intro: 'Taken over' }],
      ['GET', '/api/investors/birch-capital/dashboard'],
      ['GET', '/api/investors/birch-capital/portfolio'],
      ['POST', '/api/investors/birch-capital/portfolio', { name: 'Sneaky' }],
      ['GET', `/api/investors/birch-capital/portfolio/${entry}`],
      ['PUT', `/api/investors/birch-capital/portfolio/${entry}`, { name: 'Sneaky' }],
      ['DELETE', `/api/investors/birch-capital/portfolio/${entry}`],
    ];
    for (const [method, url, payload] of calls) {
      const refused = await other.request(method as 'GET', url, payload ? { payload } : {});
      expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, 'E_FORBIDDEN']);
      const asGuest = await guest.request(method as 'GET', url, payload ? { payload } : {});
      expect([url, asGuest.statusCode, asGuest.json().code]).toEqual([url, 403, 'E_NOT_SIGNED_IN']);
    }
    expect((await guest.post('/api/investors', { name: 'Guest Fund', type: 'ANGEL', website: 'g.example' })).statusCode).toBe(403);
    const admin = await as('fund-staff@example.com');
    expect((await admin.get('/api/investors/birch-capital/dashboard')).statusCode).toBe(200);
    expect((await admin.get('/api/investors/nobody/hidden')).statusCode).toBe(404);
  });

  it('gives a live investor page its SEO title, description and canonical URL; a hidden or unknown one is 404', async () => {
    const page = await shellPageFor(db(), '/funding/birch-capital', 'https://nordhub.example');
    expect(page).toMatchObject({ status: 200, head: { title: 'Birch Capital: Venture capital on Nordhub', description: 'We back climate founders.', canonical: 'https://nordhub.example/funding/birch-capital' } });
    expect(page?.head.image).toBe('https://nordhub.example/api/files/images/birch.png');
    expect((await shellPageFor(db(), '/funding/nobody', 'https://nordhub.example'))?.status).toBe(404);
    expect(await shellPageFor(db(), '/funding/quiz', 'https://nordhub.example')).toBeNull();
    expect(await shellPageFor(db(), '/funding', 'https://nordhub.example')).toBeNull();
  });

  it('lets a manager hide a live profile (INACTIVE) and bring it back, but not return it to DRAFT', async () => {
    const angel = await as('angel@example.com');
    expect((await angel.put('/api/investors/birch-capital', { status: 'INACTIVE' })).json().status).toBe('INACTIVE');
    expect((await app.inject({ url: '/api/investors/birch-capital' })).statusCode).toBe(404);
    expect((await angel.put('/api/investors/birch-capital', { status: 'DRAFT' })).statusCode).toBe(409);
    expect((await angel.put('/api/investors/birch-capital', { status: 'ACTIVE' })).json().status).toBe('ACTIVE');
  });
});
