import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, PUBLIC_URL: 'http://nordhub.test' });
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    const rival = await createAccount(db(), { email: 'rival@example.com' });
    const linked = await createCompany(db(), { key: 'fjord-ai', name: 'Fjord & AI', managerId: manager });
    const other = await createCompany(db(), { key: 'rival-co', managerId: rival });
    const job = (companyId: string, title: string, extra = '') =>
      db().query(
        `INSERT INTO jobs (company_id, title, description, status, category, locality, country, country_code, approved_at ${extra ? ', expiration_date' : ''})
         VALUES ($1, $2, 'Build <models> & more', 'ACTIVE', 'backend', 'Aarhus', 'Denmark', 'DK', now() ${extra ? `, ${extra}` : ''})`,
        [companyId, title],
      );
    await job(linked, 'ML Engineer');
    await job(linked, 'Old Job', "now() - interval '1 day'");
    await job(other, 'Rival Job');
  });
  afterAll(() => app.close());

  const as = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };

  it('starts empty, links the LinkedIn company id and the user data shows it (the banner goes away)', async () => {
    const manager = await as('manager@example.com');
    expect((await manager.get('/api/companies/fjord-ai/settings')).json()).toEqual({ linkedinId: null, slackNotifications: [], slackWebhookUrl: null, careersDomain: null, careersDomainVerification: null });
    const saved = await manager.put('/api/companies/fjord-ai/settings', { linkedinId: ' 1234567 ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ linkedinId: '1234567', slackNotifications: [], slackWebhookUrl: null, careersDomain: null, careersDomainVerification: null });
    const me = (await manager.get('/api/users/me')).json();
    expect(me.companies).toEqual([expect.objectContaining({ key: 'fjord-ai', linkedinId: '1234567' })]);
  });

  it('puts the linked companies’ live jobs, and only those, in the LinkedIn XML job feed', async () => {
    const response = await app.inject({ url: '/api/linkedin/job-feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<source>/);
    expect(xml).toContain('<expectedJobCount>1</expectedJobCount>');
    expect(xml).toContain('<title>ML Engineer</title>');
    expect(xml).toContain('<company>Fjord &amp; AI</company>');
    expect(xml).toContain('<companyId>1234567</companyId>');
    expect(xml).toContain('<description>Build &lt;models&gt; &amp; more</description>');
    expect(xml).toMatch(/<applyUrl>http:\/\/nordhub\.test\/jobs\/[0-9a-f-]+<\/applyUrl>/);
    expect(xml).not.toContain('Old Job');
    expect(xml).not.toContain('Rival Job');
  });

  it('saves Slack notification choices from the site configuration and clears the LinkedIn id', async () => {
    const manager = await as('manager@example.com');
    const saved = await manager.put('/api/companies/fjord-ai/settings', {
      slackNotifications: ['new-applicant'],
      slackWebhookUrl: 'https://hooks.slack.com/services/T0/B0/x',
      linkedinId: '',
    });
    expect(saved.json()).toEqual({ linkedinId: null, slackNotifications: ['new-applicant'], slackWebhookUrl: 'https://hooks.slack.com/services/T0/B0/x', careersDomain: null, careersDomainVerification: null });
    expect((await app.inject({ url: '/api/linkedin/job-feed.xml' })).body).toContain('<expectedJobCount>0</expectedJobCount>');
  });

  it('answers 400 naming the field for a non-numeric id, an unknown notification or a non-Slack webhook', async () => {
    const manager = await as('manager@example.com');
    const badId = await manager.put('/api/companies/fjord-ai/settings', { linkedinId: 'acme-corp' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields[0]).toMatchObject({ path: 'linkedinId', message: expect.stringContaining('numeric LinkedIn company id') });
    const badOption = await manager.put('/api/companies/fjord-ai/settings', { slackNotifications: ['new-applicant', 'fireworks'] });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().fields[0]).toMatchObject({ path: 'slackNotifications.1', message: expect.stringContaining('Unknown Slack notification "fireworks"') });
    const badHook = await manager.put('/api/companies/fjord-ai/settings', { slackWebhookUrl: 'http://evil.example/hook' });
    expect(badHook.statusCode).toBe(400);
    expect(badHook.json().fields[0].path).toBe('slackWebhookUrl');
  });

  it("refuses another company's manager and a guest", async () => {
    const rival = await as('rival@example.com');
    expect((await rival.get('/api/companies/fjord-ai/settings')).statusCode).toBe(403);
    const write = await rival.put('/api/companies/fjord-ai/settings', { linkedinId: '1' });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('E_FORBIDDEN');
    const guest = await new TestBrowser(app).put('/api/companies/fjord-ai/settings', { linkedinId: '1' });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
  });
  it('describes the team, settings, feeds, blog, deals, funding and LinkedIn feed endpoints in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/companies/{key}/managers',
        '/api/companies/{key}/invites',
        '/api/invites/{inviteKey}/accept',
        '/api/companies/{key}/settings',
        '/api/companies/{key}/white-label-feeds',
        '/api/companies/{key}/blog-posts/{id}',
        '/api/companies/{key}/deals/{deal}/claim',
        '/api/investors',
        '/api/investors/{key}',
        '/api/linkedin/job-feed.xml',
      ]),
    );
  });
});
