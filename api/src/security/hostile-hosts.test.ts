import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { App } from '../app-type';
import { daysFromNow, insertJob } from '../modules/jobs/jobs/test/fixtures';
import { createAccount, createCompany, mailsTo, testPassword } from '../test/accounts';
import { accountsTestEnv, TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { SHELL_INDEX_HTML, shellIndexRoot, titleOf } from '../test/page-head';
import { buildTestApp, type tempDir } from '../test/test-app';

/**
 * The Host header is the client's to write. A host that is not a startup's careers domain (unknown,
 * forged, another tenant's name in disguise) never opens that startup's careers site or another
 * tenant's jobs, a white-label feed is found by its own host name only, X-Forwarded-Host counts
 * only behind a trusted proxy, and no e-mail link (password reset, invitation) carries a forged
 * host. PUBLIC_URL is unset here: the links are made from the request, the case to defend.
 */
forEachDatabase(({ db }) => {
  let app: App;
  let folder: ReturnType<typeof tempDir>;
  const jobs: Record<'fjord' | 'aurora', string> = { fjord: '', aurora: '' };

  beforeAll(async () => {
    folder = shellIndexRoot(SHELL_INDEX_HTML);
    app = await buildTestApp(db(), { ...accountsTestEnv }, folder.dir);
    const managerId = await createAccount(db(), { email: 'host-manager@example.com' });
    const fjord = await createCompany(db(), { key: 'fjord-host', name: 'Fjord Host', managerId });
    const aurora = await createCompany(db(), { key: 'aurora-host', name: 'Aurora Host' });
    const hidden = await createCompany(db(), { key: 'hidden-host', name: 'Hidden Host', status: 'DRAFT' });
    await db().query(`UPDATE companies SET careers_domain = 'careers.fjord.example', careers_domain_status = 'verified' WHERE id = $1`, [fjord]);
    await db().query(`UPDATE companies SET careers_domain = 'careers.aurora.example', careers_domain_status = 'verified' WHERE id = $1`, [aurora]);
    await db().query(`UPDATE companies SET careers_domain = 'careers.hidden.example', careers_domain_status = 'verified' WHERE id = $1`, [hidden]);
    jobs.fjord = await insertJob(db(), { companyId: fjord, title: 'Fjord Engineer', expirationDate: daysFromNow(30) });
    jobs.aurora = await insertJob(db(), { companyId: aurora, title: 'Aurora Engineer', expirationDate: daysFromNow(30) });
    await insertJob(db(), { companyId: hidden, title: 'Hidden Engineer', expirationDate: daysFromNow(30) });
    await db().query(
      `INSERT INTO white_label_feeds (key, name, description, domain, filters, owner_company_id, domain_status) VALUES
         ('fjord-feed', 'Fjord Feed', '', 'jobs.fjord.feeds.localhost', '{}'::jsonb, $1, 'verified'),
         ('aurora-feed', 'Aurora Feed', '', 'jobs.aurora.feeds.localhost', '{}'::jsonb, $2, 'verified')`,
      [fjord, aurora],
    );
  });
  afterAll(async () => {
    await app.close();
    folder.remove();
  });

  const page = (url: string, headers: Record<string, string>) => app.inject({ url, headers });
  const jobTitle = (name: string) => `${name} Engineer at ${name} Host | Nordhub`;

  describe('careers sites', () => {
    // The same domain however a browser or a client spells it: case, port, trailing dot.
    const fjordSpellings = ['careers.fjord.example', 'CAREERS.FJORD.EXAMPLE:4200', 'careers.fjord.example.', 'Careers.Fjord.Example.:80'];

    it.each(fjordSpellings)('%j opens its own startup’s job page, and never another tenant’s job', async (host) => {
      const own = await page(`/careers/jobs/${jobs.fjord}`, { host });
      expect(own.statusCode).toBe(200);
      expect(titleOf(own.body)).toBe(jobTitle('Fjord'));
      const other = await page(`/careers/jobs/${jobs.aurora}`, { host });
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('Aurora Engineer');
    });

    it.each([
      'evil.example',
      'careers.fjord.example.evil.example',
      'evil-careers.fjord.example',
      'careers.fjord.example@evil.example',
      'careers.fjord.example%00',
      'careers.hidden.example',
      'careers.%.example',
      "careers.fjord.example' OR '1'='1",
      '[::1]:4200',
    ])('%j opens no careers site: 404 with no startup’s job', async (host) => {
      for (const id of [jobs.fjord, jobs.aurora]) {
        const response = await page(`/careers/jobs/${id}`, { host });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toMatch(/Fjord Engineer|Aurora Engineer|Hidden Engineer/);
      }
      expect((await page('/', { host })).body).not.toMatch(/Fjord Host|Aurora Host|Hidden Host/);
    });

    it('shows a host it does not know only as inert text', async () => {
      const response = await page('/', { host: '"><script>alert(1)</script>.example' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<script>alert(1)</script>');
    });

    it('ignores X-Forwarded-Host without a trusted proxy, and believes it behind one', async () => {
      const forged = { host: 'careers.aurora.example', 'x-forwarded-host': 'careers.fjord.example' };
      const fjordJob = await page(`/careers/jobs/${jobs.fjord}`, forged);
      expect(fjordJob.statusCode).toBe(404);
      expect(fjordJob.body).not.toContain('Fjord Engineer');
      expect((await page(`/careers/jobs/${jobs.aurora}`, forged)).statusCode).toBe(200);

      // The same request through an app told that a proxy sets the header.
      const proxied = await buildTestApp(db(), { TRUST_PROXY: '1' }, folder.dir);
      try {
        const response = await proxied.inject({ url: `/careers/jobs/${jobs.fjord}`, headers: forged });
        expect(response.statusCode).toBe(200);
        expect(titleOf(response.body)).toBe(jobTitle('Fjord'));
      } finally {
        await proxied.close();
      }
    });

    it('looks up a careers site by its domain only (the careers app’s first request)', async () => {
      for (const domain of ['careers.fjord.example', 'CAREERS.FJORD.EXAMPLE:4200', 'careers.fjord.example.']) {
        const response = await app.inject({ url: `/api/companies/domain/${encodeURIComponent(domain)}` });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ key: 'fjord-host', domain: 'careers.fjord.example', mainSiteUrl: expect.stringMatching(/^http:\/\/localhost(:\d+)?$/) });
      }
      for (const domain of ['careers.fjord.example.evil.example', 'careers.%.example', 'careers.hidden.example', 'evil.example', 'careers.fjord.example@careers.aurora.example']) {
        const response = await app.inject({ url: `/api/companies/domain/${encodeURIComponent(domain)}` });
        expect(response.statusCode).toBe(404);
      }
      // A forged Host does not change which site the domain names, nor the main site's address.
      const forged = await app.inject({ url: '/api/companies/domain/careers.fjord.example', headers: { host: 'evil.example:4200' } });
      expect(forged.json()).toMatchObject({ key: 'fjord-host', mainSiteUrl: 'http://localhost:4200' });
    });
  });

  describe('white-label feeds', () => {
    it('finds a feed by its own host name however spelled, and no other', async () => {
      for (const domain of ['jobs.fjord.feeds.localhost', 'JOBS.FJORD.FEEDS.LOCALHOST:4200', 'jobs.fjord.feeds.localhost.']) {
        const response = await app.inject({ url: `/api/companies/white-label-feed-domain/${encodeURIComponent(domain)}` });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ key: 'fjord-feed' });
      }
      for (const domain of ['jobs.fjord.feeds.localhost.evil.example', 'jobs.%.feeds.localhost', 'evil.example', 'feeds.localhost', 'jobs.fjord.feeds.localhost@jobs.aurora.feeds.localhost']) {
        const response = await app.inject({ url: `/api/companies/white-label-feed-domain/${encodeURIComponent(domain)}` });
        expect(response.statusCode).toBe(404);
      }
    });

    it('serves a feed host the plain shell, never a careers site', async () => {
      const response = await page(`/careers/jobs/${jobs.fjord}`, { host: 'careers.fjord.example.feeds.localhost' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Fjord Engineer');
    });
  });

  describe('raw requests (header injection)', () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ host: '127.0.0.1', port: 0 });
      port = (app.server.address() as AddressInfo).port;
    });

    /** Sends bytes as they are (no client library to tidy them) and reads the whole answer. */
    const raw = (request: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
        socket.on('error', reject);
        socket.write(request);
      });

    it.each([
      ['a second Host header', (id: string) => `GET /careers/jobs/${id} HTTP/1.1\r\nHost: careers.fjord.example\r\nHost: careers.aurora.example\r\nConnection: close\r\n\r\n`],
      ['a carriage return inside Host', (id: string) => `GET /careers/jobs/${id} HTTP/1.1\r\nHost: careers.fjord.example\rX-Evil: 1\r\nConnection: close\r\n\r\n`],
      ['a line feed inside Host', (id: string) => `GET /careers/jobs/${id} HTTP/1.1\r\nHost: careers.fjord.example\nHost: careers.aurora.example\r\nConnection: close\r\n\r\n`],
      ['an absolute-form target on another host', (id: string) => `GET http://careers.aurora.example/careers/jobs/${id} HTTP/1.1\r\nHost: careers.fjord.example\r\nConnection: close\r\n\r\n`],
      ['a comma-joined Host', (id: string) => `GET /careers/jobs/${id} HTTP/1.1\r\nHost: careers.fjord.example, careers.aurora.example\r\nConnection: close\r\n\r\n`],
    ])('%s never opens the other tenant’s job', async (_what, request) => {
      const response = await raw(request(jobs.aurora));
      // Refused (400, 404), or at most the plain shell: never a 5xx, never Aurora's job page.
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(500);
      expect(response.text).not.toContain('Aurora Engineer');
    });
  });

  describe('e-mail links', () => {
    it.each([
      ['a forged Host', { host: 'evil.example' }],
      ['a forged Host with a port', { host: 'evil.example:4200' }],
      ['another tenant’s careers domain as Host', { host: 'careers.fjord.example' }],
      ['X-Forwarded-Host without a trusted proxy', { host: 'localhost', 'x-forwarded-host': 'evil.example' }],
    ])('a password-reset link asked for with %s points at the main site', async (_what, headers) => {
      const email = 'reset-host@example.com';
      if ((await mailsTo(db(), email)).length === 0) await createAccount(db(), { email });
      const response = await new TestBrowser(app).post('/api/users/forgot-password', { email }, { headers });
      expect(response.statusCode).toBe(200);
      const [mail] = await mailsTo(db(), email);
      expect(mail?.links[0]).toMatch(/^http:\/\/localhost(:\d+)?\/client\/reset-password\?resetKey=/);
      expect(mail?.text).not.toMatch(/evil\.example|careers\.fjord/);
    });

    it('an invitation asked for with a forged Host links to the main site', async () => {
      const manager = new TestBrowser(app);
      await manager.signIn('host-manager@example.com', testPassword);
      const response = await manager.post('/api/companies/fjord-host/invites', { email: 'invitee-host@example.com' }, { headers: { host: 'evil.example' } });
      expect(response.statusCode).toBe(201);
      const [mail] = await mailsTo(db(), 'invitee-host@example.com');
      expect(mail?.links[0]).toMatch(/^http:\/\/localhost\//);
      expect(mail?.text).not.toContain('evil.example');
    });
  });
});
