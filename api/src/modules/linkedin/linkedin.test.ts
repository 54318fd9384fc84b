import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createServer } from 'node:net';
import type { App } from '../../app';
import { createDevOpenIdProvider, devAccountClaims, devProviderPath, mountDevOpenIdProvider } from './dev-provider';
import { fetchIdentity, LinkedInError, type LinkedInSettings } from './linkedin-client';
import { linkedInPopupRoutes } from './routes';

/** The issuer URL includes the port, so it is chosen before the app is built. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A tiny cookie jar, so the test walks the popup's redirects like a browser. */
class Browser {
  private cookies = new Map<string, string>();

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

const formAction = (html: string, base: string) => new URL(/<form[^>]*action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'), base).toString();

describe('professional-network sign-in against the local OpenID provider', () => {
  let app: App;
  let origin: string;
  let settings: LinkedInSettings;

  beforeAll(async () => {
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(fastifyCookie);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const provider = createDevOpenIdProvider({
      issuer: `${origin}${devProviderPath}`,
      clientId: 'nordhub',
      clientSecret: 'dev-secret',
      redirectUris: [`${origin}/api/linkedin/callback`],
      cookieKeys: ['test-key'],
    });
    mountDevOpenIdProvider(app, () => provider);
    settings = {
      kind: 'dev',
      clientId: 'nordhub',
      clientSecret: 'dev-secret',
      authorizationUrl: `${origin}${devProviderPath}/auth`,
      tokenUrl: `${origin}${devProviderPath}/token`,
      userInfoUrl: `${origin}${devProviderPath}/me`,
      scope: 'openid profile email',
    };
    await app.register(linkedInPopupRoutes, { prefix: '/api', settings });
    await app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(() => app.close());

  it('signs a person in through the login and consent pages and hands the popup an access token', async () => {
    const browser = new Browser();
    const login = await browser.follow(`${origin}/api/linkedin/start`);
    const loginPage = await login.response.text();
    expect(loginPage).toContain('name="login"');

    const consent = await browser.follow(formAction(loginPage, login.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: 'ada.lovelace@example.com', password: 'any' }),
    });
    const consentPage = await consent.response.text();
    const done = await browser.follow(formAction(consentPage, consent.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'consent' }),
    });

    expect(done.url).toContain('/api/linkedin/callback');
    const page = await done.response.text();
    const message = JSON.parse(/var message = (\{.*\});/.exec(page)![1]!) as { accessToken: string; expiresAt: number };
    expect(message.accessToken).toEqual(expect.any(String));
    expect(message.expiresAt).toBeGreaterThan(Date.now());

    await expect(fetchIdentity(settings, message.accessToken)).resolves.toEqual({
      sub: 'ada.lovelace@example.com',
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('tells the opener the sign-in was cancelled when the person says no', async () => {
    const browser = new Browser();
    const { response } = await browser.follow(`${origin}/api/linkedin/callback?error=user_cancelled_login&state=x`);
    const page = await response.text();
    expect(page).toContain('"error":"access_denied"');
    expect(page).toContain('The LinkedIn sign-in was cancelled.');
  });

  it('refuses a callback whose state does not match the one the popup started with', async () => {
    const browser = new Browser();
    await browser.go(`${origin}/api/linkedin/start`);
    const { response } = await browser.follow(`${origin}/api/linkedin/callback?code=abc&state=forged`);
    expect(await response.text()).toContain('This LinkedIn sign-in link has expired. Please start again.');
  });

  it('rejects an access token the provider does not know', async () => {
    await expect(fetchIdentity(settings, 'not-a-token')).rejects.toEqual(expect.any(LinkedInError));
  });

  it('derives a readable name from the login typed at the local provider', () => {
    expect(devAccountClaims('jon.snow')).toMatchObject({ email: 'jon.snow@linkedin.localhost', given_name: 'Jon', family_name: 'Snow' });
  });
});
