import { companySettingsSchema, ownedFeedSchema } from '@nordhub/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import * as z from 'zod/mini';
import { careersPageFor } from '../careers-sites/careers-head';
import { createDomainProbe } from './probe';

jest.setTimeout(30_000);

/**
 * Careers domains and white-label feed domains are served only once their startup proves control
 * (a TXT record or the well-known file). DNS is a fake resolver and "the domain's web server" a
 * local HTTP server on 127.0.0.1: nothing here leaves the machine.
 */
forEachDatabase(({ db }) => {
  let app: App;
  let files: Server;
  const txt = new Map<string, string[][]>();
  const served = new Map<string, string>();
  const resolved: string[] = [];

  beforeAll(async () => {
    files = createServer((request, response) => {
      const body = served.get(request.url ?? '');
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/plain' }).end(body ?? 'not here');
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    const port = (files.address() as AddressInfo).port;
    const domainProbe = createDomainProbe({
      resolveTxt: async (name) => {
        resolved.push(name);
        const records = txt.get(name);
        if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
        return records;
      },
      // Each domain's "web server" is a folder of the local one.
      fileOrigin: (domain) => `http://127.0.0.1:${port}/${domain}`,
    });
    app = await buildTestApp(db(), { ...accountsTestEnv, MAIN_HOSTS: 'localhost,nordhub.test', WHITE_LABEL_SUFFIXES: '.feeds.nordhub.test' }, undefined, undefined, {
      domainProbe,
    });
    const manager = await createAccount(db(), { email: 'manager@example.com' });
    const outsider = await createAccount(db(), { email: 'outsider@example.com' });
    await createAccount(db(), { email: 'admin@example.com', isAdmin: true });
    await createCompany(db(), { key: 'acme', name: 'Acme', managerId: manager });
    await createCompany(db(), { key: 'other-co', managerId: outsider });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => files.close(resolve));
  });

  const browsers = new Map<string, TestBrowser>();
  const as = async (email: string) => {
    const known = browsers.get(email);
    if (known) return known;
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    browsers.set(email, browser);
    return browser;
  };
  const careersSite = (domain: string) => app.inject({ url: `/api/companies/domain/${domain}` });
  // The head the server writes for a careers host's home page (404 when the host has no site).
  const careersPage = async (host: string) => (await careersPageFor(db(), host, '/', `http://${host}`))?.status;
  const setDomain = async (domain: string) => {
    const saved = await (await as('manager@example.com')).put('/api/companies/acme/settings', { careersDomain: domain });
    expect(saved.statusCode).toBe(200);
    return companySettingsSchema.parse(saved.json());
  };
  const verify = async (email = 'manager@example.com') => (await as(email)).post('/api/companies/acme/careers-domain/verify');

  describe('a careers domain', () => {
    it('is pending with its instructions, and serves nothing until verified', async () => {
      const settings = await setDomain('careers.acme.example');
      expect(settings.careersDomainVerification).toEqual({
        status: 'pending',
        recordName: '_nordhub-challenge.careers.acme.example',
        recordValue: expect.stringMatching(/^nordhub-verification=[0-9a-f]{32}$/),
        fileUrl: 'http://careers.acme.example/.well-known/nordhub-verification.txt',
        verifiedAt: null,
      });
      expect((await careersSite('careers.acme.example')).statusCode).toBe(404);
      expect(await careersPage('careers.acme.example')).toBe(404);
    });

    it('refuses a wrong token with what it found, and keeps the domain pending (409 naming careersDomain)', async () => {
      txt.set('_nordhub-challenge.careers.acme.example', [['nordhub-verification=0123456789abcdef0123456789abcdef']]);
      served.set('/careers.acme.example/.well-known/nordhub-verification.txt', 'nordhub-verification=wrong');
      const refused = await verify();
      expect(refused.statusCode).toBe(409);
      const body = refused.json();
      expect(body.message).toContain('We could not verify this domain: no TXT record "nordhub-verification=');
      expect(body.message).toContain('at _nordhub-challenge.careers.acme.example (found "nordhub-verification=0123456789abcdef0123456789abcdef")');
      expect(body.message).toContain('http://careers.acme.example/.well-known/nordhub-verification.txt does not hold that text');
      expect(body.fields).toEqual([expect.objectContaining({ path: 'careersDomain' })]);
      expect(resolved).toContain('_nordhub-challenge.careers.acme.example');
      expect((await careersSite('careers.acme.example')).statusCode).toBe(404);
    });

    it('lets only managers of the startup verify', async () => {
      expect((await verify('outsider@example.com')).statusCode).toBe(403);
      const guest = await new TestBrowser(app).post('/api/companies/acme/careers-domain/verify');
      expect(guest.statusCode).toBe(403);
      expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
    });

    it('goes live once the TXT record holds the token', async () => {
      const { careersDomainVerification } = companySettingsSchema.parse((await (await as('manager@example.com')).get('/api/companies/acme/settings')).json());
      txt.set('_nordhub-challenge.careers.acme.example', [['something else'], [careersDomainVerification!.recordValue]]);
      const verified = await verify();
      expect(verified.statusCode).toBe(200);
      expect(companySettingsSchema.parse(verified.json()).careersDomainVerification).toMatchObject({ status: 'verified', verifiedAt: expect.any(String) });
      expect((await careersSite('careers.acme.example')).statusCode).toBe(200);
      expect(await careersPage('CAREERS.acme.example:4200')).toBe(200);
    });

    it('stops serving when an admin revokes it; only an admin may, and Verify cannot undo it', async () => {
      expect((await (await as('manager@example.com')).post('/api/companies/acme/careers-domain/revoke')).statusCode).toBe(403);
      expect((await (await as('outsider@example.com')).post('/api/companies/acme/careers-domain/revoke')).statusCode).toBe(403);
      const revoked = await (await as('admin@example.com')).post('/api/companies/acme/careers-domain/revoke');
      expect(revoked.statusCode).toBe(200);
      expect(companySettingsSchema.parse(revoked.json()).careersDomainVerification?.status).toBe('revoked');
      expect((await careersSite('careers.acme.example')).statusCode).toBe(404);
      expect(await careersPage('careers.acme.example')).toBe(404);
      const again = await verify();
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('An administrator revoked this domain, so it is not served; please contact support');
      expect((await (await as('admin@example.com')).post('/api/companies/no-such-co/careers-domain/revoke')).statusCode).toBe(404);
    });

    it('starts a new proof with a new token when the domain changes, and verifies by the well-known file', async () => {
      const settings = await setDomain('jobs.acme.example');
      const challenge = settings.careersDomainVerification!;
      expect(challenge.status).toBe('pending');
      expect(challenge.recordName).toBe('_nordhub-challenge.jobs.acme.example');
      expect((await careersSite('careers.acme.example')).statusCode).toBe(404);
      served.set('/jobs.acme.example/.well-known/nordhub-verification.txt', `${challenge.recordValue}\n`);
      const verified = await verify();
      expect(verified.statusCode).toBe(200);
      expect(companySettingsSchema.parse(verified.json()).careersDomainVerification?.status).toBe('verified');
      expect((await careersSite('jobs.acme.example')).statusCode).toBe(200);
      // The old record, still in DNS, is for the old token: it proves nothing for a new claim.
      const back = await setDomain('careers.acme.example');
      expect(back.careersDomainVerification?.recordValue).not.toBe(challenge.recordValue);
      expect(back.careersDomainVerification?.status).toBe('pending');
      expect((await careersSite('careers.acme.example')).statusCode).toBe(404);
    });
  });

  describe('a white-label feed domain', () => {
    const feedInput = { name: 'Acme Jobs', domain: 'jobs.acmefeed.example' };
    let feedId: string;

    it('is pending after creation and serves nothing, neither by its host nor by its key', async () => {
      const created = await (await as('manager@example.com')).post('/api/companies/acme/white-label-feeds', feedInput);
      expect(created.statusCode).toBe(201);
      const feed = ownedFeedSchema.parse(created.json());
      feedId = feed.id;
      expect(feed.domainVerification).toMatchObject({ status: 'pending', recordName: '_nordhub-challenge.jobs.acmefeed.example' });
      expect((await app.inject({ url: '/api/companies/white-label-feed-domain/jobs.acmefeed.example' })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/white-label-feeds/${feed.key}/jobs` })).statusCode).toBe(404);
    });

    it('refuses a wrong file (409 naming domain), lets only its managers verify, then serves it once the file holds the token', async () => {
      served.set('/jobs.acmefeed.example/.well-known/nordhub-verification.txt', 'not-the-token');
      const wrong = await (await as('manager@example.com')).post(`/api/companies/acme/white-label-feeds/${feedId}/verify`);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().fields).toEqual([expect.objectContaining({ path: 'domain' })]);
      expect((await (await as('outsider@example.com')).post(`/api/companies/acme/white-label-feeds/${feedId}/verify`)).statusCode).toBe(403);
      // Another startup's feed id under one's own key is not found.
      expect((await (await as('outsider@example.com')).post(`/api/companies/other-co/white-label-feeds/${feedId}/verify`)).statusCode).toBe(404);

      const [feed] = z.array(ownedFeedSchema).parse((await (await as('manager@example.com')).get('/api/companies/acme/white-label-feeds')).json());
      served.set('/jobs.acmefeed.example/.well-known/nordhub-verification.txt', feed!.domainVerification.recordValue);
      const verified = await (await as('manager@example.com')).post(`/api/companies/acme/white-label-feeds/${feedId}/verify`);
      expect(verified.statusCode).toBe(200);
      expect(ownedFeedSchema.parse(verified.json()).domainVerification.status).toBe('verified');
      expect((await app.inject({ url: '/api/companies/white-label-feed-domain/jobs.acmefeed.example' })).statusCode).toBe(200);
      // The documented address answers the same.
      expect((await app.inject({ url: '/api/domains/jobs.acmefeed.example/white-label-feed' })).json()).toEqual(
        (await app.inject({ url: '/api/companies/white-label-feed-domain/jobs.acmefeed.example' })).json(),
      );
    });

    it('stops serving when an admin revokes it (admins only)', async () => {
      expect((await (await as('manager@example.com')).post(`/api/companies/acme/white-label-feeds/${feedId}/revoke`)).statusCode).toBe(403);
      const revoked = await (await as('admin@example.com')).post(`/api/companies/acme/white-label-feeds/${feedId}/revoke`);
      expect(revoked.statusCode).toBe(200);
      expect(ownedFeedSchema.parse(revoked.json()).domainVerification.status).toBe('revoked');
      expect((await app.inject({ url: '/api/companies/white-label-feed-domain/jobs.acmefeed.example' })).statusCode).toBe(404);
      const again = await (await as('manager@example.com')).post(`/api/companies/acme/white-label-feeds/${feedId}/verify`);
      expect(again.statusCode).toBe(409);
    });
  });
});
