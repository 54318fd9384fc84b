import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { ClientMetadata, Configuration } from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../../app-type';

export const devProviderPath = '/dev/oidc';

export interface DevOpenIdProviderOptions {
  /** Absolute URL of the provider as browsers reach it, e.g. http://localhost:4200/dev/oidc. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Signs the provider's own cookies; random per process is fine for development. */
  cookieKeys: string[];
  /** More OAuth clients, each with the resource (API) its access tokens are for, e.g. the applicant-tracking stand-in. */
  resourceClients?: DevResourceClient[];
}

/** A client whose tokens are for an API of its own (resource indicator) with these scopes, not for userinfo. */
export interface DevResourceClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** The API the tokens are for, e.g. urn:nordhub:dev-ats. */
  resource: string;
  /** Space-separated scopes of that API, e.g. 'jobs:read candidates:write'. */
  scope: string;
}

/** A login starting so makes the provider say it has not verified the address (email_verified false). */
export const devUnverifiedPrefix = 'unverified:';

/**
 * A person signing in at the local provider: the login typed on its page is the identity.
 * `ada.lovelace@example.com` (or just `ada.lovelace`) becomes Ada Lovelace with that e-mail,
 * verified by the provider; `unverified:ada.lovelace@example.com` is another identity with the
 * same address, which the provider has not verified.
 */
export function devAccountClaims(login: string) {
  const unverified = login.startsWith(devUnverifiedPrefix);
  const address = unverified ? login.slice(devUnverifiedPrefix.length) : login;
  const email = address.includes('@') ? address.toLowerCase() : `${address.toLowerCase()}@linkedin.localhost`;
  const words = email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter((word) => word !== '')
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return {
    sub: login,
    email,
    email_verified: !unverified,
    given_name: words[0] ?? 'Dev',
    family_name: words.slice(1).join(' ') || 'User',
    name: words.join(' ') || 'Dev User',
  };
}

/**
 * The project's own OpenID Connect provider (oidc-provider with its development login and
 * consent pages) standing in for LinkedIn in development and tests, so the professional-network
 * popup flow runs for real without the internet. Mounted in this process under /dev/oidc.
 */
export async function createDevOpenIdProvider(options: DevOpenIdProviderOptions, log: FastifyBaseLogger): Promise<Provider> {
  const client = (clientId: string, clientSecret: string, redirectUris: string[]): ClientMetadata => ({
    client_id: clientId,
    client_secret: clientSecret,
    redirect_uris: redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  });
  const resourceClients = options.resourceClients ?? [];
  const resourceOf = (clientId: string | undefined) => resourceClients.find((candidate) => candidate.clientId === clientId);
  const configuration: Configuration = {
    clients: [
      client(options.clientId, options.clientSecret, options.redirectUris),
      ...resourceClients.map((extra) => client(extra.clientId, extra.clientSecret, extra.redirectUris)),
    ],
    scopes: ['openid', ...new Set(resourceClients.flatMap((extra) => extra.scope.split(' ')))],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => devAccountClaims(sub),
    }),
    cookies: { keys: options.cookieKeys },
    // Like a provider that follows OAuth 2.1: every authorisation request carries a PKCE challenge.
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: true },
      // Tokens of a resource client are for its API with its scopes (the sign-in client keeps
      // userinfo tokens); the consent page grants what was asked.
      resourceIndicators: {
        enabled: resourceClients.length > 0,
        defaultResource: (_ctx, client) => resourceOf(client?.clientId)?.resource ?? undefined!,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource, client) => {
          const extra = resourceOf(client.clientId);
          if (!extra || extra.resource !== resource) throw new Error(`Unknown resource ${resource}`);
          return { scope: extra.scope, accessTokenFormat: 'opaque', audience: resource };
        },
      },
    },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
  };
  const provider = await withProviderNoticesLogged(log, async () => {
    // Loaded on the provider's first request: it is a large package most processes never use.
    const { default: OidcProvider } = await import('oidc-provider');
    return new OidcProvider(options.issuer, configuration);
  });
  // Only this process's HTTP is trusted; the dev provider never sits behind a proxy.
  provider.proxy = false;
  return provider;
}

/**
 * oidc-provider prints its notices (the Node version it prefers when loaded; in-memory adapter,
 * development keys and login pages when constructed) with console.warn. For this
 * development-only provider they are expected, so they go to the app's log at info level.
 */
async function withProviderNoticesLogged<T>(log: FastifyBaseLogger, construct: () => Promise<T>): Promise<T> {
  const { warn, info } = console;
  const route =
    (fallback: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (text.includes('oidc-provider')) log.info(`dev OpenID provider: ${text}`);
      else fallback(...args);
    };
  console.warn = route(warn);
  console.info = route(info);
  try {
    return await construct();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

/**
 * Hands every request under /dev/oidc to the provider before Fastify parses bodies (the
 * provider reads its own form posts), telling it where it is mounted via originalUrl.
 */
export function mountDevOpenIdProvider(app: App, issuer: string, createProvider: () => Promise<Provider>): () => Promise<Provider> {
  // The provider writes its endpoints from the request's host. Browsers reach it on the issuer's
  // host, the server on the loopback address (oauth-client.ts): both are given the issuer's URLs.
  const issuerHost = new URL(issuer).host;
  // Built at its first use, once for all.
  let built: Promise<Provider> | undefined;
  const provider = () => (built ??= createProvider());
  let handler: Promise<ReturnType<Provider['callback']>> | undefined;
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    if (url !== devProviderPath && !url.startsWith(`${devProviderPath}/`)) return;
    handler ??= provider().then((instance) => instance.callback());
    const handle = await handler;
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = url;
    raw.headers.host = issuerHost;
    raw.url = url.slice(devProviderPath.length) || '/';
    Promise.resolve(handle(raw, reply.raw as ServerResponse)).catch((error: unknown) => {
      request.log.error({ err: error }, 'the dev OpenID provider failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
      reply.raw.end('The development sign-in provider failed.');
    });
  });
  return provider;
}
