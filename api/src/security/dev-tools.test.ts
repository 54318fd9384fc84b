import type { InjectOptions } from 'fastify';
import type { App } from '../app-type';
import { devToolsRefusedMessage, isLoopbackAddress } from '../plugins/dev-tools';
import { insertJob, statedPay } from '../modules/jobs/jobs/test/fixtures';
import { createAccount, createCompany, testPassword } from '../test/accounts';
import { accountsTestEnv, TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';

// The development tools (the local OpenID provider, the mailbox page and API, the local checkout)
// answer only a socket whose peer is this machine; docs/security.md, "Safe defaults".

/** A stranger on the network whose headers all claim to be this machine. */
const stranger = {
  remoteAddress: '203.0.113.9',
  headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1', host: 'localhost:4200' },
};

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])('takes %s as this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each(['203.0.113.9', '10.127.0.1', '128.0.0.1', '::ffff:10.0.0.1', '::2', 'localhost', '', undefined])('takes %s as another machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});

forEachDatabase(({ db }) => {
  let app: App;
  let open: App;
  let jobId: string;
  let checkoutPath: string;
  const managerEmail = 'dev-tools-manager@example.com';
  const checkoutUrl = (id: string) => `/api/jobs/${id}/checkout?product=post&cancel_url=${encodeURIComponent('/client')}`;
  const paymentsOf = async (id: string) => (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE job_id = $1', [id]))[0]?.n;
  const newJob = async (title: string) => insertJob(db(), { ...statedPay, companyId: (await db().one<{ id: string }>(`SELECT id FROM companies WHERE key = 'dev-tools-startup'`)).id, title, status: 'DRAFT', approvedAt: null });

  /** Every entrance of the development tools, as a browser or the server would reach it. */
  const entrances = (): { name: string; request: InjectOptions }[] => [
    { name: 'the local OpenID provider (discovery)', request: { url: '/dev/oidc/.well-known/openid-configuration' } },
    { name: 'the local OpenID provider (sign-in page)', request: { url: '/dev/oidc/auth?client_id=nordhub-dev&response_type=code&scope=openid&redirect_uri=http%3A%2F%2Flocalhost%3A4200%2Fapi%2Flinkedin%2Fcallback' } },
    { name: 'the local OpenID provider (token)', request: { method: 'POST', url: '/dev/oidc/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=authorization_code&code=x' } },
    { name: 'the mailbox page', request: { url: '/dev/mailbox' } },
    { name: "the mailbox page's mail", request: { url: '/dev/mailbox/00000000-0000-0000-0000-000000000000' } },
    { name: 'the mailbox API', request: { url: '/api/dev/mailbox' } },
    { name: 'the local checkout page', request: { url: checkoutPath } },
    { name: "the local checkout's Pay", request: { method: 'POST', url: `${checkoutPath}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' } },
    { name: "the local checkout's Cancel", request: { method: 'POST', url: `${checkoutPath}/cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' } },
    { name: "the local checkout's callback", request: { url: '/api/payments/local/callback?payment=x&signature=y' } },
  ];
  const as = (request: InjectOptions, caller: { remoteAddress: string; headers: Record<string, string> }) => ({
    ...request,
    remoteAddress: caller.remoteAddress,
    headers: { ...caller.headers, ...(request.headers as Record<string, string> | undefined) },
  });

  beforeAll(async () => {
    // TRUST_PROXY=1: request.ip believes the last X-Forwarded-For entry (127.0.0.1 here); the guard must not.
    app = await buildTestApp(db(), { ...accountsTestEnv, TRUST_PROXY: '1' });
    open = await buildTestApp(db(), { ...accountsTestEnv, TRUST_PROXY: '1', DEV_TOOLS_ALLOW_REMOTE: 'true' });
    await Promise.all([app.ready(), open.ready()]);
    const managerId = await createAccount(db(), { email: managerEmail });
    await createCompany(db(), { key: 'dev-tools-startup', managerId });
    jobId = await newJob('Dev Tools Role');
    const manager = new TestBrowser(app);
    await manager.signIn(managerEmail, testPassword);
    const checkout = await manager.get(checkoutUrl(jobId));
    expect(checkout.statusCode).toBe(303);
    checkoutPath = String(checkout.headers.location);
  });
  afterAll(async () => {
    await app?.close();
    await open?.close();
  });

  it('refuses a client whose socket is not loopback, whatever its headers say: 403 with what to do', async () => {
    for (const { name, request } of entrances()) {
      const response = await app.inject(as(request, stranger));
      expect({ name, status: response.statusCode }).toEqual({ name, status: 403 });
      expect(response.json()).toEqual({ statusCode: 403, code: 'E_FORBIDDEN', message: devToolsRefusedMessage });
    }
    // The refused Pay changed nothing.
    expect((await db().one<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [jobId])).status).toBe('DRAFT');
  });

  it('answers this machine: 127.0.0.1, another 127.x address, ::1 and ::ffff:127.0.0.1', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.42', '::1', '::ffff:127.0.0.1']) {
      const local = { remoteAddress, headers: { host: 'localhost:4200' } };
      expect((await app.inject(as({ url: '/dev/oidc/.well-known/openid-configuration' }, local))).statusCode).toBe(200);
      expect((await app.inject(as({ url: '/dev/mailbox' }, local))).statusCode).toBe(200);
      expect((await app.inject(as({ url: '/api/dev/mailbox' }, local))).statusCode).toBe(200);
      expect((await app.inject(as({ url: checkoutPath }, local))).statusCode).toBe(200);
    }
    // Names that only reach this machine: a careers site's *.localhost, the loopback address.
    expect((await app.inject({ url: '/api/dev/mailbox', headers: { host: 'careers.nordlys.localhost:4200' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/dev/mailbox', headers: { host: '127.0.0.1:4200' } })).statusCode).toBe(200);
  });

  it("refuses another site's page whose name was rebound to 127.0.0.1 (its Host is not this machine's)", async () => {
    for (const { name, request } of entrances()) {
      const response = await app.inject(as(request, { remoteAddress: '127.0.0.1', headers: { host: 'evil.example' } }));
      expect({ name, status: response.statusCode }).toEqual({ name, status: 403 });
    }
  });

  it('answers a checkout from another machine with 503, as production without Stripe, and opens none', async () => {
    const job = await newJob('Remote Checkout Role');
    const remote = new TestBrowser(app, stranger.remoteAddress);
    await remote.signIn(managerEmail, testPassword);
    const response = await remote.get(checkoutUrl(job), { headers: stranger.headers });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'Payments are not available right now. Please contact us to publish your job.' });
    expect(await paymentsOf(job)).toBe(0);
    // The same manager on this machine is sent to the local checkout.
    const local = new TestBrowser(app, '127.0.0.1', remote.cookies);
    expect((await local.get(checkoutUrl(job))).statusCode).toBe(303);
  });

  it('opens them to every address with DEV_TOOLS_ALLOW_REMOTE=true', async () => {
    for (const { name, request } of entrances()) {
      const response = await open.inject(as(request, stranger));
      // The tools answer as they would locally (the bad callback signature is still their own 403).
      expect({ name, refused: response.body.includes('DEV_TOOLS_ALLOW_REMOTE') }).toEqual({ name, refused: false });
    }
    expect((await open.inject(as({ url: '/dev/mailbox' }, stranger))).statusCode).toBe(200);
    const job = await newJob('Open Checkout Role');
    const remote = new TestBrowser(open, stranger.remoteAddress);
    await remote.signIn(managerEmail, testPassword);
    expect((await remote.get(checkoutUrl(job))).statusCode).toBe(303);
  });
});
