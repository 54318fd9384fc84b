import { createServer } from 'node:net';
import { buildTestApp } from './test-app';

/**
 * Real-HTTP helpers for the OAuth popups (LinkedIn sign-in, applicant tracking) against the
 * local OpenID provider: a running app, and a cookie jar that walks redirects like a browser.
 */

/** The issuer URL includes the port, so it is chosen before the app is built. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A tiny cookie jar, so the test walks the popup's redirects like a browser. */
export class Browser {
  private cookies = new Map<string, string>();

  cookie(host: string, name: string): string | undefined {
    return this.cookies.get(`${host}|${name}`);
  }

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const host = new URL(url).host;
    const jar = [...this.cookies].filter(([key]) => key.startsWith(`${host}|`)).map(([key, value]) => `${key.split('|')[1]}=${value}`);
    if (jar.length) headers.set('cookie', jar.join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(`${host}|${name}`);
      else this.cookies.set(`${host}|${name}`, value);
    }
    return response;
  }

  /** Follows redirects until a page answers. */
  async follow(url: string, init: RequestInit = {}): Promise<{ url: string; response: Response }> {
    let current = url;
    let response = await this.go(current, init);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 10; hops += 1) {
      current = new URL(response.headers.get('location')!, current).toString();
      response = await this.go(current);
    }
    return { url: current, response };
  }
}

export const formAction = (html: string, base: string) => new URL(/<form[^>]*action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'), base).toString();

/** A running app (real HTTP: the popup and the code exchange go over the network). */
export async function startApp(db: Parameters<typeof buildTestApp>[0], env: Record<string, string> = {}) {
  const port = await freePort();
  const app = await buildTestApp(db, { PORT: String(port), MAIN_HOSTS: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${port}` };
}


/** Signs the browser in on `origin` (the CSRF cookie first, then its header, like axios). */
export async function signInBrowser(browser: Browser, origin: string, email: string, password: string): Promise<void> {
  await browser.go(`${origin}/api/health`);
  const response = await browser.go(`${origin}/api/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': browser.cookie(new URL(origin).host, 'XSRF-TOKEN') ?? '' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in as ${email} failed: ${response.status}`);
}

/** At the provider's login page: logs in as `login`, then consents (or aborts); returns the callback page. */
export async function loginAndConsent(browser: Browser, start: { url: string; response: Response }, login: string, consent = true) {
  const loginPage = await start.response.text();
  const atConsent = await browser.follow(formAction(loginPage, start.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
  });
  const consentPage = await atConsent.response.text();
  if (!consent) {
    const abort = /href="([^"]*\/abort)"/.exec(consentPage)![1]!;
    return browser.follow(new URL(abort.replace(/&amp;/g, '&'), atConsent.url).toString());
  }
  return browser.follow(formAction(consentPage, atConsent.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'consent' }),
  });
}

/** The message a callback page posts to its opener. */
export const popupMessage = (page: string) => JSON.parse(/var message = (\{.*\});/.exec(page)![1]!) as Record<string, unknown>;
