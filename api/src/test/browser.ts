import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import type { App } from '../app-type';
import { csrfCookieName, csrfHeaderName } from '@nordhub/contracts';
import { sessionCookieName } from '../plugins/session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface BrowserRequest {
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
  /** Send the X-XSRF-TOKEN header on a state-changing request (default true, like axios). */
  csrf?: boolean;
}

/**
 * A browser stand-in for app.inject: keeps cookies between requests (the session and the
 * XSRF-TOKEN) and, like axios, copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on POST, PUT,
 * PATCH and DELETE. One instance is one browser; `ip` lets tests act from different addresses.
 */
export class TestBrowser {
  constructor(
    private readonly app: App,
    readonly ip = '127.0.0.1',
    readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (same cookies, same address) reaching another instance of the API. */
  via(other: App): TestBrowser {
    return new TestBrowser(other, this.ip, this.cookies);
  }

  get csrfToken(): string | undefined {
    return this.cookies.get(csrfCookieName);
  }

  get sessionToken(): string | undefined {
    return this.cookies.get(sessionCookieName);
  }

  async request(method: Method, url: string, options: BrowserRequest = {}): Promise<LightMyRequestResponse> {
    const unsafe = method !== 'GET';
    // A real page has loaded (and so received the CSRF cookie) before it can post.
    if (unsafe && (options.csrf ?? true) && !this.csrfToken) await this.request('GET', '/api/health');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (unsafe && (options.csrf ?? true) && this.csrfToken) headers[csrfHeaderName] = this.csrfToken;
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: BrowserRequest) {
    return this.request('GET', url, options);
  }

  post(url: string, payload?: BrowserRequest['payload'], options?: BrowserRequest) {
    return this.request('POST', url, { ...options, ...(payload !== undefined ? { payload } : {}) });
  }

  put(url: string, payload?: BrowserRequest['payload'], options?: BrowserRequest) {
    return this.request('PUT', url, { ...options, ...(payload !== undefined ? { payload } : {}) });
  }

  /** Signs in with e-mail and password; throws with the answer when that fails. */
  async signIn(email: string, password: string) {
    const response = await this.post('/api/users/sign-in', { email, password });
    if (response.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
    return response;
  }

  /** Fetches an ALTCHA challenge and solves it like the browser widget: the reCaptchaResponse to send. */
  async solveRobotCheck(): Promise<string> {
    const check = (await this.get('/api/robot-check')).json() as {
      provider: string;
      challenge: { algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number };
    };
    if (check.provider !== 'altcha') throw new Error(`The robot check is ${check.provider}, not ALTCHA`);
    const { challenge, salt, algorithm, signature, maxnumber } = check.challenge;
    const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
    if (!solution) throw new Error('The ALTCHA challenge could not be solved');
    return Buffer.from(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature })).toString('base64');
  }
}

/** Environment for test apps: small ALTCHA work so sign-up tests stay fast. */
export const accountsTestEnv = { ALTCHA_MAX_NUMBER: '2000' } as const;

/**
 * One signed-in browser per account for a test file (sign-ins are rate limited, so each account
 * signs in once). `app` is read on first use, after the suite's beforeAll has built it.
 */
export function signedInBrowsers(app: () => App, password: string) {
  const browsers = new Map<string, TestBrowser>();
  return async (email: string): Promise<TestBrowser> => {
    let browser = browsers.get(email);
    if (!browser) {
      browser = new TestBrowser(app());
      await browser.signIn(email, password);
      browsers.set(email, browser);
    }
    return browser;
  };
}

/** A 400 answer's field errors as { path: message } (the API's error shape, contracts' apiErrorSchema). */
export const fieldErrorsOf = (body: { fields?: { path: string; message: string }[] }): Record<string, string> =>
  Object.fromEntries((body.fields ?? []).map((field) => [field.path, field.message]));
