import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { runConfirmationReminders } from '../../jobs/job-freshness/service';
import { insertJob } from '../../jobs/jobs/test/fixtures';

/** A stand-in for Slack on 127.0.0.1: records each post and answers with the queued replies (then 200 ok). */
function fakeSlack() {
  const received: { path: string; body: unknown }[] = [];
  const replies: { status: number; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(data) });
      const reply = replies.shift() ?? { status: 200, body: 'ok' };
      response.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.body);
    });
  });
  return {
    received,
    replies,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

forEachDatabase(({ db }) => {
  let app: App;
  let slack: string;
  let jobId: string;
  const receiver = fakeSlack();
  const as = signedInBrowsers(() => app, testPassword);

  beforeAll(async () => {
    slack = await receiver.start();
    app = await buildTestApp(db(), { ...accountsTestEnv, DELIVERY_RETRY_BASE_MS: '0' });
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    await createAccount(db(), { email: 'rival@example.com' });
    const company = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId: manager });
    jobId = await insertJob(db(), { companyId: company, title: 'Backend Engineer' });
    const seeker = await createAccount(db(), { email: 'astrid@example.com', firstName: 'Astrid', lastName: 'Holm' });
    await db().query('INSERT INTO applicant_profiles (user_id) VALUES ($1)', [seeker]);
  });
  afterAll(async () => {
    await app.close();
    await receiver.stop();
  });

  it("sends a test message and shows the receiver's status and body, or why it could not be reached", async () => {
    const manager = await as('manager@example.com');
    receiver.replies.push({ status: 200, body: 'ok' });
    const sent = await manager.post('/api/companies/fjord-labs/slack/test', { webhookUrl: `${slack}/services/T0/B0/test` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true, status: 200, body: 'ok', error: null });
    expect(receiver.received.at(-1)).toEqual({ path: '/services/T0/B0/test', body: { text: expect.stringContaining('Fjord Labs') } });

    receiver.replies.push({ status: 404, body: 'no_service' });
    expect((await manager.post('/api/companies/fjord-labs/slack/test', { webhookUrl: `${slack}/services/gone` })).json()).toEqual({ ok: false, status: 404, body: 'no_service', error: null });

    // Nothing listens on port 9 of this machine.
    const unreachable = (await manager.post('/api/companies/fjord-labs/slack/test', { webhookUrl: 'http://127.0.0.1:9/hook' })).json();
    expect(unreachable).toMatchObject({ ok: false, status: null, body: null, error: expect.any(String) });
  });

  it('refuses webhooks outside Slack and this machine (400 naming the field), other managers and guests', async () => {
    const manager = await as('manager@example.com');
    const bad = await manager.post('/api/companies/fjord-labs/slack/test', { webhookUrl: 'http://10.0.0.5/hook' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ path: 'webhookUrl' });
    expect((await (await as('rival@example.com')).post('/api/companies/fjord-labs/slack/test', { webhookUrl: `${slack}/x` })).statusCode).toBe(403);
  });

  it('posts a new application to the channel when "New applicant" is ticked, retrying with backoff until it is taken', async () => {
    const manager = await as('manager@example.com');
    const saved = await manager.put('/api/companies/fjord-labs/settings', { slackNotifications: ['new-applicant'], slackWebhookUrl: `${slack}/services/T0/B0/live` });
    expect(saved.statusCode).toBe(200);
    const before = receiver.received.length;
    // Slack is down for the first attempt.
    receiver.replies.push({ status: 503, body: 'unavailable' });
    const applied = await (await as('astrid@example.com')).post(`/api/jobs/${jobId}/apply`, { message: 'Hello' });
    expect(applied.statusCode).toBe(201);
    await app.deliveries.deliver();
    const failed = await db().one<{ attempts: number; last_status: number; delivered_at: Date | null }>("SELECT attempts, last_status, delivered_at FROM outbox_deliveries WHERE kind = 'slack'");
    expect(failed).toEqual({ attempts: 1, last_status: 503, delivered_at: null });
    await app.deliveries.deliver();
    const posted = receiver.received.slice(before);
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual({ path: '/services/T0/B0/live', body: { text: expect.stringContaining('New applicant for Backend Engineer: Astrid Holm') } });
    expect(await db().one("SELECT attempts, last_status FROM outbox_deliveries WHERE kind = 'slack'")).toEqual({ attempts: 2, last_status: 200 });
  });

  it('posts a job due to be confirmed still open when that event is ticked, with its portal page', async () => {
    const manager = await as('manager@example.com');
    await manager.put('/api/companies/fjord-labs/settings', { slackNotifications: ['job-confirmation-due'], slackWebhookUrl: `${slack}/services/T0/B0/due` });
    const company = await db().one<{ id: string }>("SELECT id FROM companies WHERE key = 'fjord-labs'");
    const stale = await insertJob(db(), { companyId: company.id, title: 'Stale Engineer', confirmedAt: new Date(Date.now() - 20 * 86_400_000) });
    const before = receiver.received.length;
    await runConfirmationReminders({ db: db(), mailer: app.mailer, origin: 'http://nordhub.test', log: app.log });
    await app.deliveries.deliver();
    expect(receiver.received.slice(before)).toContainEqual({
      path: '/services/T0/B0/due',
      body: { text: `Is Stale Engineer still open? It was last confirmed 20 days ago: http://nordhub.test/client/startups/fjord-labs/jobs/${stale}` },
    });
  });

  it('does not offer events that are never sent', async () => {
    const configuration = (await app.inject({ url: '/api/site/configuration-cached' })).json();
    expect(configuration.company.slackNotifications.map((option: { value: string }) => option.value)).toEqual(['new-applicant', 'job-confirmation-due']);
  });
});

describe('Slack webhooks in production', () => {
  it('refuses a receiver on this machine', async () => {
    const { webhookAllowed } = await import('./service');
    expect(webhookAllowed('http://127.0.0.1:4555/hook', true)).toBe(false);
    expect(webhookAllowed('https://hooks.slack.com/services/T0/B0/x', true)).toBe(true);
  });
});
