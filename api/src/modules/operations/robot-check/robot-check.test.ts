import { robotCheckSchema } from '@nordhub/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../app-type';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

const form = (email: string, reCaptchaResponse: string) => ({ name: { first: 'Robo', last: 'Test' }, email, password: 'Fjord-walk9', reCaptchaResponse });

forEachDatabase(({ db }) => {
  describe('ALTCHA (default)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(db(), { ...accountsTestEnv, ALTCHA_MAX_NUMBER: '5000' });
    });
    afterAll(() => app.close());

    it('hands out a fresh signed challenge that expires, never cached', async () => {
      const first = await app.inject({ url: '/api/robot-check' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const check = robotCheckSchema.parse(first.json());
      if (check.provider !== 'altcha') throw new Error('expected ALTCHA');
      expect(check.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 5000 });
      expect(check.challenge.salt).toMatch(/\?expires=\d+&$/);
      const second = robotCheckSchema.parse((await app.inject({ url: '/api/robot-check' })).json());
      expect(second).not.toEqual(check);
    });

    it('refuses a solution whose challenge has expired', async () => {
      const browser = new TestBrowser(app);
      const answer = await browser.solveRobotCheck();
      const realNow = Date.now;
      Date.now = () => realNow() + 11 * 60_000;
      try {
        const response = await browser.post('/api/users/sign-up', form('late@example.com', answer));
        expect(response.json().code).toBe('E_ROBOT_CHECK');
      } finally {
        Date.now = realNow;
      }
    });
  });

  describe('reCAPTCHA (when its keys are set)', () => {
    let app: App;
    let google: Server;
    const received: URLSearchParams[] = [];
    beforeAll(async () => {
      // A stand-in for Google's siteverify: "good-token" passes once, anything else fails.
      google = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          const form = new URLSearchParams(body);
          received.push(form);
          const success = form.get('secret') === 'server-secret' && form.get('response') === 'good-token' && received.filter((item) => item.get('response') === 'good-token').length === 1;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }));
        });
      });
      await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
      const { port } = google.address() as AddressInfo;
      app = await buildTestApp(db(), {
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET_KEY: 'server-secret',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      });
    });
    afterAll(async () => {
      await app.close();
      await new Promise((resolve) => google.close(resolve));
    });

    it('tells the form to show reCAPTCHA with the site key', async () => {
      expect((await app.inject({ url: '/api/robot-check' })).json()).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    });

    it('verifies the answer on the server with the secret key, and refuses a bad or reused token', async () => {
      const browser = new TestBrowser(app);
      const bad = await browser.post('/api/users/sign-up', form('bad-token@example.com', 'bad-token'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'E_ROBOT_CHECK', message: 'Please verify you are not a robot' });

      const good = await browser.post('/api/users/sign-up', form('good-token@example.com', 'good-token'));
      expect(good.statusCode).toBe(201);
      expect(received.at(-1)?.get('secret')).toBe('server-secret');
      expect(received.at(-1)?.get('remoteip')).toBe('127.0.0.1');

      const reused = await new TestBrowser(app).post('/api/users/sign-up', form('reused@example.com', 'good-token'));
      expect(reused.json().code).toBe('E_ROBOT_CHECK');
    });

    it('counts an unreachable verification service as a failed check, not a server error', async () => {
      const offline = await buildTestApp(db(), {
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET_KEY: 'server-secret',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      });
      try {
        const response = await new TestBrowser(offline).post('/api/users/sign-up', form('offline@example.com', 'good-token'));
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('E_ROBOT_CHECK');
      } finally {
        await offline.close();
      }
    });
  });
});
