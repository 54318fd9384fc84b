import { randomBytes } from 'node:crypto';
import * as z from 'zod';

/** Where the professional-network sign-in goes: LinkedIn in production, the dev provider otherwise. */
export interface LinkedInSettings {
  kind: 'linkedin' | 'dev';
  clientId: string;
  clientSecret: string;
  /** Browser-facing authorisation endpoint. */
  authorizationUrl: string;
  /** Server-to-server endpoints. */
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

export const linkedInEndpoints = {
  authorizationUrl: 'https://www.linkedin.com/oauth/v2/authorization',
  tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
  userInfoUrl: 'https://api.linkedin.com/v2/userinfo',
} as const;

export class LinkedInError extends Error {
  override name = 'LinkedInError';
  constructor(
    message: string,
    /** True when the provider refused the token or code (the person is not authorised). */
    readonly rejected: boolean,
  ) {
    super(message);
  }
}

export const newOAuthState = () => randomBytes(24).toString('base64url');

export function authorizationRedirect(settings: Pick<LinkedInSettings, 'authorizationUrl' | 'clientId' | 'scope'>, redirectUri: string, state: string): string {
  const url = new URL(settings.authorizationUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    scope: settings.scope,
    state,
  }).toString();
  return url.toString();
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
  scope: z.string().optional(),
});

/** What an OAuth code exchange needs (LinkedIn's or the applicant-tracking provider's). */
export type TokenEndpoint = Pick<LinkedInSettings, 'clientId' | 'clientSecret' | 'tokenUrl'>;

/**
 * Exchanges the authorisation code (server side: the client secret never reaches a browser).
 * `scope` is what the provider granted, when it says.
 */
export async function exchangeCodeWithScope(settings: TokenEndpoint, code: string, redirectUri: string) {
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    }),
  });
  if (!response.ok) throw new LinkedInError(`The token endpoint answered ${response.status}`, response.status < 500);
  const parsed = tokenResponseSchema.safeParse(await response.json());
  if (!parsed.success) throw new LinkedInError('The token endpoint sent no usable access token', false);
  return { accessToken: parsed.data.access_token, expiresAt: Date.now() + parsed.data.expires_in * 1000, scope: parsed.data.scope ?? null };
}

/** The professional-network exchange: the access token and its expiry. */
export async function exchangeCode(settings: TokenEndpoint, code: string, redirectUri: string) {
  const { accessToken, expiresAt } = await exchangeCodeWithScope(settings, code, redirectUri);
  return { accessToken, expiresAt };
}

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
export type LinkedInIdentity = {
  sub: string;
  email: string | null;
  firstName: string;
  lastName: string;
};

/** Who the access token belongs to (OpenID Connect userinfo). */
export async function fetchIdentity(settings: LinkedInSettings, accessToken: string): Promise<LinkedInIdentity> {
  const response = await fetch(settings.userInfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (response.status === 401 || response.status === 403 || response.status === 400) {
    throw new LinkedInError('The professional network did not accept the access token', true);
  }
  if (!response.ok) throw new LinkedInError(`The userinfo endpoint answered ${response.status}`, false);
  const parsed = userInfoSchema.safeParse(await response.json());
  if (!parsed.success) throw new LinkedInError('The userinfo endpoint sent no usable identity', false);
  const { sub, email, given_name, family_name, name } = parsed.data;
  const [first = '', ...rest] = (name ?? '').split(' ');
  return {
    sub,
    email: email?.toLowerCase() ?? null,
    firstName: (given_name ?? first).slice(0, 50),
    lastName: (family_name ?? rest.join(' ')).slice(0, 50),
  };
}
