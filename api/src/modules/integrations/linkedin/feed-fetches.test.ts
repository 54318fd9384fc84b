import { linkedInFeedStatusSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { insertJob } from '../../jobs/jobs/test/fixtures';

// The settings' LinkedIn import: the feed URL to register, and LinkedIn's last fetch of it.
forEachDatabase(({ db }) => {
  let app: App;
  const as = signedInBrowsers(() => app, testPassword);
  const status = async () => linkedInFeedStatusSchema.parse((await (await as('manager@example.com')).get('/api/companies/fjord-ai/linkedin-feed')).json());

  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, PUBLIC_URL: 'http://nordhub.test' });
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    const company = await createCompany(db(), { key: 'fjord-ai', name: 'Fjord AI', managerId: manager });
    await insertJob(db(), { companyId: company, title: 'ML Engineer' });
    await insertJob(db(), { companyId: company, title: 'Data Engineer' });
  });
  afterAll(() => app.close());

  it('shows the feed URL, and the last fetch by LinkedIn with the number of the startup’s jobs it held', async () => {
    const manager = await as('manager@example.com');
    expect((await manager.put('/api/companies/fjord-ai/settings', { linkedinId: '1234567' })).statusCode).toBe(200);
    expect(await status()).toEqual({ feedUrl: 'http://nordhub.test/api/linkedin/job-feed.xml', lastFetchedAt: null, jobCount: null });

    // Someone else opening the feed is not LinkedIn picking it up.
    await app.inject({ url: '/api/linkedin/job-feed.xml', headers: { 'user-agent': 'Mozilla/5.0' } });
    expect((await status()).lastFetchedAt).toBeNull();

    const before = Date.now();
    const crawl = await app.inject({ url: '/api/linkedin/job-feed.xml', headers: { 'user-agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; +http://www.linkedin.com)' } });
    expect(crawl.statusCode).toBe(200);
    const fetched = await status();
    expect(fetched.jobCount).toBe(2);
    expect(new Date(fetched.lastFetchedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses guests', async () => {
    expect((await app.inject({ url: '/api/companies/fjord-ai/linkedin-feed' })).statusCode).toBe(403);
  });
});
