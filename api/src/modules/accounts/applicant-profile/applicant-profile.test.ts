import type { App } from '../../../app-type';
import { createAccount, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, PLATFORM: 'impact' });
    await createAccount(db(), { email: 'seeker@example.com' });
  });
  afterAll(() => app.close());

  it('creates the applicant profile on the current platform, and again is harmless', async () => {
    const browser = new TestBrowser(app);
    await browser.signIn('seeker@example.com', testPassword);
    const response = await browser.post('/api/applicant');
    expect(response.statusCode).toBe(201);
    expect(response.json().applicant).toEqual({ enabled: true, platform: { impact: true } });
    const again = await browser.post('/api/applicant');
    expect(again.statusCode).toBe(201);
    expect((await browser.get('/api/users/me')).json().applicant).toEqual({ enabled: true, platform: { impact: true } });
  });

  it('refuses a guest with 403 E_NOT_SIGNED_IN', async () => {
    const response = await new TestBrowser(app).post('/api/applicant');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('E_NOT_SIGNED_IN');
  });
});
