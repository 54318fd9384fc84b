import sharp from 'sharp';
import type { App } from '../app-type';
import { insertLinkToken } from '../modules/integrations/linkedin/queries';
import { insertEmailToken } from '../modules/accounts/users/queries';
import { insertJob, statedPay } from '../modules/jobs/jobs/test/fixtures';
import { scoutOrderInput } from '../modules/companies/scout-orders/test/fixtures';
import { csrfCookieName } from '@nordhub/contracts';
import { sessionCookieName, sessionDays } from '../plugins/session';
import { DEMO_PASSWORD, demoCareersCompany, demoFeed, demoInvestor } from '../seed/demo';
import { seedIfEmpty } from '../seed/seed';
import { createAccount, createCompany, mailsTo } from '../test/accounts';
import { accountsTestEnv, TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { multipart } from '../test/multipart';
import { noDomainProofs } from '../test/domain-probe';
import { buildTestApp, tempDir } from '../test/test-app';
import { newToken, tokenHash } from './tokens';
import { callerLabels, callers, permissionMatrix, type Caller, type Expected, type MatrixEntry, type MatrixFixture } from './permission-matrix.cases';

// One test walks every route of the API (and its fixture seeds a whole product): minutes, not
// seconds, when the machine is busy with the other checks. A hang still fails, later.
jest.setTimeout(300_000);

// Every API route (listed by buildApp's onRoute hook) against six callers, as the table in
// permission-matrix.cases.ts says. One app on one seeded database per engine.

const callerEmails: Record<Exclude<Caller, 'guest'>, string> = {
  applicant: 'applicant@nordhub.test',
  investorManager: 'investor@nordhub.test',
  otherManager: 'other-manager@example.com',
  manager: 'company@nordhub.test',
  admin: 'admin@nordhub.test',
};

/**
 * Each caller browses from its own address, so per-IP rate limits count each apart; a loopback
 * one, since the development tools (mailbox, local checkout) answer this machine only.
 */
const callerIp = (caller: Caller) => `127.0.0.${callers.indexOf(caller) + 1}`;

/** "METHOD /url" of every /api route; a HEAD that Fastify adds beside a GET is that GET. */
function apiRoutes(registered: { method: string; url: string }[]): string[] {
  const gets = new Set(registered.filter((route) => route.method === 'GET').map((route) => route.url));
  const names = registered
    .filter((route) => route.url === '/api' || route.url.startsWith('/api/'))
    .filter((route) => route.method !== 'HEAD' || !gets.has(route.url))
    .map((route) => `${route.method} ${route.url}`);
  return [...new Set(names)];
}

/** The URL with its params (`:name` and the `*` wildcard) and query filled in. */
function fillUrl(url: string, params: Record<string, string> = {}, query?: Record<string, string>): string {
  const path = url
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`No value for :${name} in ${url}`);
      return encodeURIComponent(value);
    })
    .replace('*', () => {
      const value = params['*'];
      if (value === undefined) throw new Error(`No value for * in ${url}`);
      return value;
    });
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

function describeExpected(expected: Expected): string {
  return [expected.status, expected.code, expected.text ? `showing "${expected.text}"` : undefined].filter(Boolean).join(' ');
}

forEachDatabase(({ db, kind }) => {
  let app: App;
  const registered: { method: string; url: string }[] = [];
  const uploads = tempDir('nordhub-matrix-');
  const browsers = {} as Record<Caller, TestBrowser>;
  const userIds = {} as Record<Caller, string | null>;
  let fixture: MatrixFixture;
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;

  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string): Promise<T> => {
    const answer = await response;
    if (answer.statusCode >= 400) throw new Error(`Fixture step "${what}" failed: ${answer.statusCode} ${answer.body}`);
    return answer.json() as T;
  };
  const locationOf = async (response: Promise<{ statusCode: number; headers: Record<string, unknown> }>, what: string): Promise<URL> => {
    const answer = await response;
    if (answer.statusCode !== 303) throw new Error(`Fixture step "${what}" answered ${answer.statusCode}`);
    return new URL(String(answer.headers.location), 'http://localhost');
  };

  /** Another browser of the same caller with a session of its own (for sign-in, sign-out and the like). */
  async function secondSession(caller: Caller): Promise<TestBrowser> {
    const userId = userIds[caller];
    const cookies = new Map<string, string>([[csrfCookieName, newToken()]]);
    if (userId) {
      const token = newToken();
      await db().query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [tokenHash(token), userId, sessionDays]);
      cookies.set(sessionCookieName, token);
    }
    return new TestBrowser(app, callerIp(caller), cookies);
  }

  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, UPLOADS_DIR: uploads.dir }, undefined, undefined, {
      domainProbe: noDomainProofs,
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      },
    });
    await app.ready();
    // The demo data (small): its accounts, Nordlys and its manager, Fjordvik Ventures, content, the feed.
    await seedIfEmpty(db(), { files: app.files, size: { companies: 6, jobs: 12, investors: 3, applicants: 2 } });

    const otherManager = await createAccount(db(), { email: callerEmails.otherManager, password: DEMO_PASSWORD });
    await createCompany(db(), { key: 'matrix-other-startup', name: 'Matrix Other Startup', managerId: otherManager });
    for (const caller of callers) {
      const browser = new TestBrowser(app, callerIp(caller));
      if (caller === 'guest') {
        userIds[caller] = null;
      } else {
        await browser.signIn(callerEmails[caller], DEMO_PASSWORD);
        const row = await db().one<{ id: string }>('SELECT id FROM users WHERE email = $1', [callerEmails[caller]]);
        userIds[caller] = row.id;
      }
      browsers[caller] = browser;
    }
    const { manager, applicant, investorManager, guest } = browsers;

    const company = await db().one<{ id: string; key: string; careers_domain: string }>('SELECT id, key, careers_domain FROM companies WHERE key = $1', [demoCareersCompany.key]);
    const investor = await db().one<{ id: string; key: string }>('SELECT id, key FROM investors WHERE key = $1', [demoInvestor.key]);
    const activeJob = () => insertJob(db(), { ...statedPay, companyId: company.id, title: `Matrix Engineer ${unique()}` });
    const draftJob = () => insertJob(db(), { ...statedPay, companyId: company.id, title: `Matrix Draft ${unique()}`, status: 'DRAFT', approvedAt: null });
    const pendingJob = () => insertJob(db(), { ...statedPay, companyId: company.id, title: `Matrix Pending ${unique()}`, status: 'PENDING_PAYMENT', approvedAt: null });
    const jobId = await activeJob();
    const pendingJobId = await pendingJob();

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const image = await ok<{ path: string }>(manager.request('POST', '/api/upload/image', { ...multipart('logo.png', png, 'image/png') }), 'upload an image');
    const cvUpload = await ok<{ path: string; name: string }>(
      applicant.request('POST', '/api/upload/file', { ...multipart('matrix-cv.pdf', Buffer.from('%PDF-1.4 Matrix CV\n%%EOF'), 'application/pdf') }),
      'upload a CV',
    );
    const application = await ok<{ id: string }>(
      applicant.post(`/api/jobs/${jobId}/apply`, { message: 'Matrix', cvFile: { path: cvUpload.path, name: cvUpload.name } }),
      'apply',
    );
    const newColumn = async () => (await ok<{ id: string }>(manager.post(`/api/companies/${company.key}/kanban-columns`, { name: `Matrix ${unique()}` }), 'add a column')).id;
    const newBlogPost = async () =>
      (await ok<{ id: string }>(manager.post(`/api/companies/${company.key}/blog-posts`, { title: `Matrix ${unique()}`, body: 'Text' }), 'write a post')).id;
    const newPortfolioEntry = async () =>
      (await ok<{ id: string }>(investorManager.post(`/api/investors/${investor.key}/portfolio`, { name: `Matrix Co ${unique()}`, website: 'matrix.example' }), 'add an entry')).id;
    const newInvite = async (browser: TestBrowser, prefix: string, email: string) =>
      (await ok<{ id: string }>(browser.post(`${prefix}/invites`, { email }), 'invite')).id;
    const newManager = async (table: 'company_managers' | 'investor_managers', column: string, profileId: string) => {
      const userId = await createAccount(db(), { email: `matrix-manager-${unique()}@example.com` });
      await db().query(`INSERT INTO ${table} (${column}, user_id) VALUES ($1, $2)`, [profileId, userId]);
      return userId;
    };
    const newFeed = async () =>
      (await ok<{ id: string }>(manager.post(`/api/companies/${company.key}/white-label-feeds`, { name: 'Matrix', domain: `m${unique()}.matrix-feeds.example` }), 'add a feed')).id;
    const newSavedSearch = async () =>
      (
        await ok<{ id: string }>(
          applicant.post('/api/job-search', { key: JSON.stringify({ search: `matrix ${unique()}`, location: '', countryCode: null }), filters: {}, since: '2020-01-01T00:00:00.000Z' }),
          'save a search',
        )
      ).id;
    const newPayment = async (job: string) => {
      const location = await locationOf(manager.get(`/api/jobs/${job}/checkout?product=post&cancel_url=%2Fclient`), 'open a checkout');
      return location.pathname.split('/').pop() ?? '';
    };
    const emailKey = async (purpose: 'reset-password' | 'verify-email' | 'change-email') => {
      const userId = await createAccount(db(), { email: `matrix-${purpose}-${unique()}@example.com` });
      const key = newToken();
      await insertEmailToken(db(), tokenHash(key), userId, purpose, 1, purpose === 'change-email' ? `matrix-new-${unique()}@example.com` : null);
      return key;
    };
    /** Subscribes an address as a guest: the key of the confirmation link mailed to it. */
    const digestConfirmKey = async (email: string) => {
      await ok(guest.post('/api/digest', { email, frequency: 'daily' }), 'subscribe');
      const link = (await mailsTo(db(), email))[0]?.links.find((candidate) => candidate.includes('confirmKey='));
      if (!link) throw new Error('The digest confirmation mail has no link');
      return new URL(link).searchParams.get('confirmKey') ?? '';
    };

    const inviteEmail = 'matrix-invitee@example.com';
    await newInvite(manager, `/api/companies/${company.key}`, inviteEmail);
    const inviteLink = (await mailsTo(db(), inviteEmail))[0]?.links.find((link) => link.includes('/client/invites/'));
    if (!inviteLink) throw new Error('The invitation mail has no link');
    const digest = await ok<{ settingsKey: string }>(guest.post('/api/digest/confirm', { confirmKey: await digestConfirmKey('matrix-digest@example.com') }), 'confirm a digest');
    const feedJobs = await ok<{ docs: { id: string }[] }>(guest.get(`/api/white-label-feeds/${demoFeed.key}/jobs`), 'list the feed');
    const first = async (sql: string) => (await db().one<{ key: string }>(sql)).key;
    const signInTarget = { email: 'matrix-sign-in@example.com', password: 'Matrix-pass1' };
    await createAccount(db(), signInTarget);

    fixture = {
      company: { id: company.id, key: company.key, careersDomain: company.careers_domain },
      investor,
      job: { id: jobId },
      draftJob: { id: await draftJob() },
      pendingJob: { id: pendingJobId },
      application,
      cv: { path: cvUpload.path, name: cvUpload.name },
      imagePath: image.path,
      column: { id: await newColumn() },
      blogPost: { id: await newBlogPost() },
      portfolioEntry: { id: await newPortfolioEntry() },
      inviteKey: decodeURIComponent(inviteLink.split('/client/invites/')[1] ?? ''),
      deal: { key: await first('SELECT key FROM deals WHERE published ORDER BY key LIMIT 1') },
      content: {
        page: await first(`SELECT key FROM pages WHERE key <> 'partners' ORDER BY key LIMIT 1`),
        blogPost: await first('SELECT key FROM blog_posts WHERE published_at IS NOT NULL AND company_id IS NULL ORDER BY key LIMIT 1'),
        tool: await first('SELECT key FROM tools ORDER BY key LIMIT 1'),
        partner: await first('SELECT key FROM partners ORDER BY key LIMIT 1'),
      },
      feed: { key: demoFeed.key, domain: demoFeed.domain, jobId: feedJobs.docs[0]?.id ?? '' },
      digestKey: digest.settingsKey,
      savedSearch: { id: await newSavedSearch() },
      payment: { id: await newPayment(pendingJobId) },
      scoutOrder: {
        id: (
          await ok<{ id: string }>(
            manager.post(`/api/companies/${company.key}/scout-orders`, { ...scoutOrderInput, role: 'Matrix Head of Sales' }),
            'order a headhunter search',
          )
        ).id,
      },
      signInTarget,
      fresh: {
        blogPost: newBlogPost,
        column: newColumn,
        portfolioEntry: newPortfolioEntry,
        companyInvite: () => newInvite(manager, `/api/companies/${company.key}`, `matrix-${unique()}@example.com`),
        investorInvite: () => newInvite(investorManager, `/api/investors/${investor.key}`, `matrix-${unique()}@example.com`),
        companyManager: () => newManager('company_managers', 'company_id', company.id),
        investorManager: () => newManager('investor_managers', 'investor_id', investor.id),
        feed: newFeed,
        // A feed whose domain is proven (its verify answers without looking anything up).
        verifiedFeed: async () => {
          const id = await newFeed();
          await db().query(`UPDATE white_label_feeds SET domain_status = 'verified', domain_verified_at = now() WHERE id = $1`, [id]);
          return id;
        },
        draftJob,
        activeJob,
        paidScoutOrder: async () => {
          const order = await ok<{ id: string }>(
            manager.post(`/api/companies/${company.key}/scout-orders`, { ...scoutOrderInput, role: `Matrix paid ${unique()}` }),
            'order a headhunter search',
          );
          await db().query("UPDATE scout_orders SET status = 'paid', paid_at = now() WHERE id = $1", [order.id]);
          return order.id;
        },
        reviewJob: async () => {
          const id = await insertJob(db(), { ...statedPay, companyId: company.id, title: `Matrix Review ${unique()}`, status: 'PENDING_COMPANY_APPROVAL', approvedAt: null });
          await db().query('UPDATE jobs SET posting_paid = true, review_submitted_at = now() WHERE id = $1', [id]);
          return id;
        },
        savedSearch: newSavedSearch,
        payment: () => newPayment(pendingJobId),
        paidCallback: async () => {
          const payment = await newPayment(await pendingJob());
          const callback = await locationOf(manager.post(`/api/payments/local/${payment}/pay`), 'pay');
          return Object.fromEntries(callback.searchParams);
        },
        resetKey: () => emailKey('reset-password'),
        verificationKey: () => emailKey('verify-email'),
        emailChangeKey: () => emailKey('change-email'),
        digestConfirmKey: () => digestConfirmKey(`matrix-digest-${unique()}@example.com`),
        linkKey: async () => {
          const userId = await createAccount(db(), { email: `matrix-link-${unique()}@example.com` });
          const key = newToken();
          await insertLinkToken(db(), tokenHash(key), userId, `matrix-sub-${unique()}`, 1);
          return key;
        },
        robotCheck: () => guest.solveRobotCheck(),
        imageUpload: () => multipart('matrix.png', png, 'image/png'),
      },
    };
  });
  afterAll(async () => {
    await app?.close();
    uploads.remove();
  });

  async function runCell(route: string, entry: MatrixEntry, caller: Caller): Promise<string | null> {
    const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    const request = entry.request ? await entry.request(fixture, caller) : {};
    const browser = entry.ownSession ? await secondSession(caller) : browsers[caller];
    const response = await browser.request(method, fillUrl(url, request.params, request.query), {
      ...(request.raw ? { payload: request.raw.payload, headers: request.raw.headers } : request.body !== undefined ? { payload: request.body as object } : {}),
    });
    const expected = entry.expect[caller];
    const code = response.headers['content-type']?.toString().includes('json') ? (response.json() as { code?: unknown }).code : undefined;
    const matches =
      response.statusCode === expected.status && (expected.code === undefined || code === expected.code) && (expected.text === undefined || response.body.includes(expected.text));
    if (matches) return null;
    return `${route} as ${callerLabels[caller]}: expected ${describeExpected(expected)}, got ${response.statusCode} ${response.body.slice(0, 160)}`;
  }

  it('has an entry for every API route, and no entry for a route that does not exist', () => {
    const routes = apiRoutes(registered);
    const missing = routes.filter((route) => !(route in permissionMatrix));
    const stale = Object.keys(permissionMatrix).filter((route) => !routes.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers every route as the matrix says for guest, applicant, investor manager, other manager, manager and admin', async () => {
    const started = performance.now();
    const routes = apiRoutes(registered).filter((route) => route in permissionMatrix);
    const ordered = [...routes.filter((route) => !permissionMatrix[route]?.last), ...routes.filter((route) => permissionMatrix[route]?.last)];
    const failures: string[] = [];
    let cells = 0;
    for (const route of ordered) {
      const entry = permissionMatrix[route] as MatrixEntry;
      for (const caller of callers) {
        cells += 1;
        const failure = await runCell(route, entry, caller);
        if (failure) failures.push(failure);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Permission matrix on ${kind}: ${routes.length} routes × ${callers.length} callers = ${cells} cells checked in ${seconds} s`);
    expect(failures).toEqual([]);
  });
});
