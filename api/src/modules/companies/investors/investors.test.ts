import { userSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createInvestor, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    const manager = await createAccount(db(), { email: 'fund-manager@example.com' });
    await createAccount(db(), { email: 'not-a-manager@example.com' });
    await createAccount(db(), { email: 'fund-admin@example.com', isAdmin: true });
    await createInvestor(db(), { key: 'north-fund', platform: { main: true }, managerId: manager });
  });
  afterAll(() => app.close());

  const as = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };

  it('connects a managed investor to a platform and answers with the user', async () => {
    const response = await (await as('fund-manager@example.com')).post('/api/investors/north-fund/platform', { platform: 'impact' });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json()).investors[0]).toMatchObject({ key: 'north-fund', platform: { main: true, impact: true }, adminUrl: '/client/investors/north-fund' });
  });

  it('refuses a non-manager (403), a guest (403) and an unknown key (404); an admin passes', async () => {
    expect((await (await as('not-a-manager@example.com')).post('/api/investors/north-fund/platform', { platform: 'main' })).json().code).toBe('E_FORBIDDEN');
    expect((await new TestBrowser(app).post('/api/investors/north-fund/platform', { platform: 'main' })).json().code).toBe('E_NOT_SIGNED_IN');
    const admin = await as('fund-admin@example.com');
    expect((await admin.post('/api/investors/north-fund/platform', { platform: 'main' })).statusCode).toBe(200);
    expect((await admin.post('/api/investors/nobody/platform', { platform: 'main' })).statusCode).toBe(404);
  });
});
