import { randomBytes } from 'node:crypto';
import { devProviderPath, type DevOpenIdProviderOptions } from './dev-provider';
import { linkedInEndpoints, type LinkedInSettings } from './linkedin-client';

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
      settings: { kind: 'linkedin', clientId: config.linkedInClientId, clientSecret: config.linkedInClientSecret, ...linkedInEndpoints, scope },
      devProvider: null,
    };
  }
  if (config.production) return null;

  const publicOrigin = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  // The server reaches itself on the loopback address whatever the public name is.
  const selfOrigin = `http://127.0.0.1:${config.port}`;
  const origins = new Set([publicOrigin, ...config.mainHosts.map((host) => `http://${host}:${config.port}`)]);
  const clientSecret = randomBytes(24).toString('base64url');
  return {
    settings: {
      kind: 'dev',
      clientId: 'nordhub-dev',
      clientSecret,
      authorizationUrl: `${publicOrigin}${devProviderPath}/auth`,
      tokenUrl: `${selfOrigin}${devProviderPath}/token`,
      userInfoUrl: `${selfOrigin}${devProviderPath}/me`,
      scope,
    },
    devProvider: {
      issuer: `${publicOrigin}${devProviderPath}`,
      clientId: 'nordhub-dev',
      clientSecret,
      redirectUris: [...origins].map((origin) => `${origin}/api/linkedin/callback`),
      cookieKeys: [randomBytes(24).toString('base64url')],
    },
  };
}
