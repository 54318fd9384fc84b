import * as client from 'openid-client';

/** Where an OAuth client's provider is and who the client is there. */
export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
  /** An OpenID provider found by discovery from its issuer, or a plain OAuth 2 server's endpoints. */
  server: { issuer: string } | { authorizationUrl: string; tokenUrl: string };
  /**
   * Development only: the origin the server reaches the provider on (the loopback address, as
   * `localhost` may resolve to ::1 while this process listens on IPv4) in place of the issuer's
   * own origin; plain http is then allowed.
   */
  loopbackOrigin?: string | null;
}

/** What a started flow must keep on the server until its callback. */
export interface AuthorizationChecks {
  state: string;
  codeVerifier: string;
  /** The ID token's expected nonce; null for a plain OAuth 2 flow (no ID token). */
  nonce: string | null;
}

export class OAuthError extends Error {
  override name = 'OAuthError';
  constructor(
    message: string,
    /** True when the provider or the checks refused the answer (not authorised), false when it failed. */
    readonly rejected: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const issuerOrigin = (settings: OAuthClientSettings) =>
  new URL('issuer' in settings.server ? settings.server.issuer : settings.server.tokenUrl).origin;

/**
 * A fetch that sends the issuer's own origin to the loopback origin. With `listeningPort`, the
 * port is the one this process listens on right now: a server that does not listen (tests on
 * app.inject) cannot reach its own provider, and no other process on that port is asked.
 */
function loopbackFetch(from: string, to: string, listeningPort: (() => number | null) | undefined): client.CustomFetch {
  return (url, options) => {
    if (!url.startsWith(`${from}/`)) return fetch(url, options as RequestInit);
    let origin = to;
    if (listeningPort) {
      const port = listeningPort();
      if (port === null) return Promise.reject(new Error('This server does not listen, so it cannot reach its own development provider'));
      origin = `${new URL(to).protocol}//${new URL(to).hostname}:${port}`;
    }
    // The options are fetch's own (openid-client's type is wider than the DOM lib's RequestInit).
    return fetch(`${origin}${url.slice(from.length)}`, options as RequestInit);
  };
}

/**
 * An OAuth 2 / OpenID Connect client on `openid-client`: the authorisation code flow with PKCE
 * (S256), state and, for OpenID Connect, a nonce; ID tokens are verified against the provider's
 * JWKS (signature), issuer, audience, expiry and nonce. The provider is discovered on first use
 * (the development provider runs in this very process, so it answers only once it listens).
 */
export class OAuthClient {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(
    private readonly settings: OAuthClientSettings,
    /** Development: the port this process listens on now, or null (see loopbackFetch). */
    private readonly listeningPort?: () => number | null,
  ) {}

  private async configure(): Promise<client.Configuration> {
    const { settings } = this;
    const auth = client.ClientSecretPost(settings.clientSecret);
    const loopback = settings.loopbackOrigin ?? null;
    const execute = loopback ? [client.allowInsecureRequests] : [];
    let configuration: client.Configuration;
    if ('issuer' in settings.server) {
      configuration = await client.discovery(new URL(settings.server.issuer), settings.clientId, settings.clientSecret, auth, {
        execute,
        ...(loopback ? { [client.customFetch]: loopbackFetch(issuerOrigin(settings), loopback, this.listeningPort) } : {}),
        timeout: 10,
      });
      // The ID token's signature is checked against the provider's keys, not taken on trust
      // because it came over TLS from the token endpoint.
      client.enableNonRepudiationChecks(configuration);
    } else {
      configuration = new client.Configuration(
        { issuer: issuerOrigin(settings), authorization_endpoint: settings.server.authorizationUrl, token_endpoint: settings.server.tokenUrl },
        settings.clientId,
        settings.clientSecret,
        auth,
      );
      for (const step of execute) step(configuration);
      if (loopback) configuration[client.customFetch] = loopbackFetch(issuerOrigin(settings), loopback, this.listeningPort);
    }
    return configuration;
  }

  /** The provider's configuration, discovered once (a failed discovery is tried again next time). */
  private config(): Promise<client.Configuration> {
    if (!this.configuration) {
      this.configuration = this.configure();
      this.configuration.catch(() => {
        this.configuration = null;
      });
    }
    return this.configuration;
  }

  /** The URL to send the popup to, and the checks to keep on the server for the callback. */
  async startAuthorization(options: { redirectUri: string; scope: string; openId: boolean }): Promise<{ url: string; checks: AuthorizationChecks }> {
    let config: client.Configuration;
    try {
      config = await this.config();
    } catch (cause) {
      throw new OAuthError('The provider could not be reached', false, { cause });
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const checks: AuthorizationChecks = { state: client.randomState(), codeVerifier, nonce: options.openId ? client.randomNonce() : null };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: options.redirectUri,
      scope: options.scope,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      ...(checks.nonce ? { nonce: checks.nonce } : {}),
    });
    return { url: url.toString(), checks };
  }

  /**
   * Checks the callback (state, issuer) and exchanges its code with the PKCE verifier; with a
   * nonce, the ID token must be there and pass every check. `callbackUrl` is the callback as the
   * provider addressed it (the registered redirect URI plus the query).
   */
  async finishAuthorization(callbackUrl: URL, checks: AuthorizationChecks) {
    const config = await this.config().catch((cause: unknown) => {
      throw new OAuthError('The provider could not be reached', false, { cause });
    });
    try {
      return await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(checks.nonce ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      });
    } catch (cause) {
      throw new OAuthError('The authorisation answer was refused', isRefusal(cause), { cause });
    }
  }

  /**
   * A request to the provider's API with an access token this client was issued (openid-client's
   * fetchProtectedResource: the Bearer header, and in development the loopback address).
   */
  async protectedRequest(accessToken: string, url: string, method: string, body: string, headers: Record<string, string>): Promise<Response> {
    const config = await this.config();
    return client.fetchProtectedResource(config, accessToken, new URL(url), method, body, new Headers(headers));
  }

  /** The OpenID Connect userinfo of an access token this client was issued, for the ID token's subject. */
  async userInfo(accessToken: string, subject: string) {
    try {
      return await client.fetchUserInfo(await this.config(), accessToken, subject);
    } catch (cause) {
      throw new OAuthError('The userinfo endpoint failed', isRefusal(cause), { cause });
    }
  }
}

/** A refusal (bad code, state, token, ID token) rather than an outage. */
function isRefusal(cause: unknown): boolean {
  if (cause instanceof client.AuthorizationResponseError || cause instanceof client.ResponseBodyError) return true;
  if (cause instanceof client.WWWAuthenticateChallengeError) return true;
  // openid-client's own checks (state, nonce, issuer, audience, signature, expiry) raise ClientError-like errors with codes.
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('OAUTH_') && code !== 'OAUTH_HTTP_REQUEST_FORBIDDEN' && code !== 'OAUTH_TIMEOUT';
}
