import type { RouteOptions } from 'fastify';
import type { App } from '../app-type';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';

jest.setTimeout(30_000);

/**
 * The routes that take a state-changing call without the X-XSRF-TOKEN header, and the secret
 * each one checks instead. A route marked `csrfExempt` that is not here fails the test.
 */
const exemptRoutes: Record<string, string> = {
  'POST /api/digest/unsubscribe/:settingsKey': "the subscription's random settings key in the path (RFC 8058 one-click, sent by mail apps without cookies)",
  'POST /api/digest/:settingsKey/unsubscribe': 'the same, at the address of mails sent before the one above',
  'POST /api/payments/local/:id/pay': "the checkout's random id in the path, like a payment provider's session URL (local checkout only)",
  'POST /api/payments/local/:id/cancel': "the checkout's random id in the path (local checkout only)",
  'POST /api/linkedin/link': "the mailed link-confirmation key in the query (stored as a hash, used once), and an Origin that is not this site's is refused",
  'POST /api/payments/stripe/webhook': 'the Stripe-Signature header, an HMAC of the body with STRIPE_WEBHOOK_SECRET (Stripe only)',
};

type Route = { method: string; url: string; exempt: boolean };

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Any value for each path parameter: the check comes before validation, so its shape does not matter. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, 'x1').replace(/\*$/, 'x1');

// Generated from the route list: every non-GET /api route of the app, as registered. The local
// checkout and Stripe exclude each other, so both set-ups are built. The check reads no table, so
// PGlite alone suffices (migrated: the exempt routes look their secret up).
describe('cross-site request forgery, on every state-changing /api route', () => {
  let database: TestDatabase;
  const setups: { name: string; env: Record<string, string> }[] = [
    { name: 'local checkout', env: { DIGEST_INTERVAL_MS: '0' } },
    { name: 'Stripe', env: { DIGEST_INTERVAL_MS: '0', STRIPE_SECRET_KEY: 'sk_test_csrf', STRIPE_WEBHOOK_SECRET: 'whsec_csrf' } },
  ];
  const apps: { name: string; app: App; routes: Route[] }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    for (const { name, env } of setups) {
      const routes: Route[] = [];
      const collect = (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (safeMethods.has(method) || !route.url.startsWith('/api/')) continue;
          routes.push({ method, url: route.url, exempt: (route.config as { csrfExempt?: boolean } | undefined)?.csrfExempt === true });
        }
      };
      apps.push({ name, routes, app: await buildTestApp(database.db, env, undefined, undefined, { onRoute: collect }) });
    }
  });
  afterAll(async () => {
    for (const { app } of apps) await app.close();
    await database.dispose();
  });

  it('refuses every one without the X-XSRF-TOKEN header (403 E_CSRF), except the exempt ones', async () => {
    let checked = 0;
    for (const { app, routes } of apps) {
      for (const route of routes.filter((item) => !item.exempt)) {
        // A browser that has the cookie (any earlier page gave it) but a forger cannot set the header.
        const response = await app.inject({ method: route.method as 'POST', url: concrete(route.url), cookies: { 'XSRF-TOKEN': 'known-to-the-browser' } });
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode, code: response.json().code }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
          code: 'E_CSRF',
        });
        checked += 1;
      }
    }
    // The API has dozens of such routes; an empty list would prove nothing.
    expect(checked).toBeGreaterThan(50);
  });

  it('exempts exactly the listed routes', () => {
    const exempt = new Set(apps.flatMap(({ routes }) => routes.filter((route) => route.exempt).map((route) => `${route.method} ${route.url}`)));
    expect([...exempt].sort()).toEqual(Object.keys(exemptRoutes).sort());
  });

  it('lets an exempt route change nothing without its own secret', async () => {
    const [local, stripe] = apps.map(({ app }) => app) as [App, App];
    const unsubscribe = await local.inject({ method: 'POST', url: '/api/digest/unsubscribe/not-a-real-key' });
    const pay = await local.inject({ method: 'POST', url: '/api/payments/local/00000000-0000-4000-8000-000000000000/pay' });
    const cancel = await local.inject({ method: 'POST', url: '/api/payments/local/00000000-0000-4000-8000-000000000000/cancel' });
    const webhook = await stripe.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect([unsubscribe.statusCode, pay.statusCode, cancel.statusCode, webhook.statusCode]).toEqual([404, 404, 404, 400]);
  });
});
