import { randomBytes } from 'node:crypto';
import { devProviderPath, type DevOpenIdProviderOptions } from './dev-provider';
import type { OAuthClientSettings } from './oauth-client';

/** Where the professional-network sign-in goes: LinkedIn in production, the dev provider otherwise. */
export interface LinkedInSettings {
  kind: 'linkedin' | 'dev';
  clientId: string;
  clientSecret: string;
  /** The OpenID provider's issuer; its discovery document is under /.well-known/openid-configuration. */
  issuer: string;
  /** Development: the loopback origin the server reaches the provider on (see OAuthClientSettings). */
  loopbackOrigin: string | null;
  scope: string;
}

/** LinkedIn's OpenID Connect issuer (discovery at https://www.linkedin.com/oauth/.well-known/openid-configuration). */
export const linkedInIssuer = 'https://www.linkedin.com/oauth';

export const oauthClientSettings = (settings: LinkedInSettings): OAuthClientSettings => ({
  clientId: settings.clientId,
  clientSecret: settings.clientSecret,
  server: { issuer: settings.issuer },
  loopbackOrigin: settings.loopbackOrigin,
});

export interface LinkedInConfig {
  port: number;
  mainHosts: string[];
  /** The site's public origin when known (PUBLIC_URL). */
  publicUrl: string | undefined;
  linkedInClientId: string | undefined;
  linkedInClientSecret: string | undefined;
  /** The dev provider stands in for LinkedIn unless this is production. */
  production: boolean;
}

export type LinkedInSetup = { settings: LinkedInSettings; devProvider: DevOpenIdProviderOptions | null } | null;

const scope = 'openid profile email';

/**
 * LinkedIn itself when its keys are configured; otherwise, outside production, the project's
 * local OpenID provider; otherwise none (the sign-in answers that it is not configured).
 */
export function linkedInSetup(config: LinkedInConfig): LinkedInSetup {
  if (config.linkedInClientId && config.linkedInClientSecret) {
    return {
      settings: { kind: 'linkedin', clientId: config.linkedInClientId, clientSecret: config.linkedInClientSecret, issuer: linkedInIssuer, loopbackOrigin: null, scope },
      devProvider: null,
    };
  }
  if (config.production) return null;

  const publicOrigin = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  const origins = new Set([publicOrigin, ...config.mainHosts.map((host) => `http://${host}:${config.port}`)]);
  const clientSecret = randomBytes(24).toString('base64url');
  const issuer = `${publicOrigin}${devProviderPath}`;
  return {
    settings: {
      kind: 'dev',
      clientId: 'nordhub-dev',
      clientSecret,
      issuer,
      // The server reaches itself on the loopback address whatever the public name is.
      loopbackOrigin: `http://127.0.0.1:${config.port}`,
      scope,
    },
    devProvider: {
      issuer,
      clientId: 'nordhub-dev',
      clientSecret,
      redirectUris: [...origins].map((origin) => `${origin}/api/linkedin/callback`),
      cookieKeys: [randomBytes(24).toString('base64url')],
    },
  };
}
