import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { OAuthClient, OAuthError } from './oauth-client';

/**
 * The ID token checks against a small provider of the test's own (discovery, JWKS, a token
 * endpoint answering the ID token the test wrote), on a port of 127.0.0.1 it opened itself.
 */
const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
function jwt(claims: Record<string, unknown>, key: KeyObject = signingKey.privateKey): string {
  const body = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'k1' }))}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
}

let server: Server;
let issuer: string;
let idToken = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const json = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (request.url === '/jwks') return json({ keys: [{ ...signingKey.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] });
    if (request.url === '/token') {
      request.resume();
      return request.on('end', () => json({ access_token: 'access', token_type: 'Bearer', expires_in: 60, id_token: idToken }));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function signIn(claims: (nonce: string) => Record<string, unknown>, key?: KeyObject) {
  const client = new OAuthClient({ clientId: 'nordhub', clientSecret: 'secret', server: { issuer }, loopbackOrigin: issuer });
  const { url, checks } = await client.startAuthorization({ redirectUri: 'http://app.example/callback', scope: 'openid', openId: true });
  const nonce = new URL(url).searchParams.get('nonce') ?? '';
  idToken = jwt(claims(nonce), key);
  return client.finishAuthorization(new URL(`http://app.example/callback?code=c1&state=${checks.state}`), checks);
}

const now = () => Math.floor(Date.now() / 1000);
const good = (nonce: string) => ({ iss: issuer, aud: 'nordhub', sub: 'ada', nonce, iat: now(), exp: now() + 300 });

describe('OAuthClient ID token checks', () => {
  it('accepts an ID token signed by the provider, for this client, with the flow nonce', async () => {
    const tokens = await signIn(good);
    expect(tokens.claims()).toMatchObject({ sub: 'ada', aud: 'nordhub' });
  });

  it.each([
    ['for another audience', (nonce: string) => ({ ...good(nonce), aud: 'another-app' })],
    ['from another issuer', (nonce: string) => ({ ...good(nonce), iss: 'https://evil.example' })],
    ['that has expired', (nonce: string) => ({ ...good(nonce), iat: now() - 7200, exp: now() - 3600 })],
    ['with another nonce', (nonce: string) => ({ ...good(nonce), nonce: `${nonce}x` })],
  ])('refuses an ID token %s', async (_name, claims) => {
    await expect(signIn(claims)).rejects.toEqual(expect.objectContaining({ name: 'OAuthError', rejected: true }));
  });

  it('refuses an ID token signed by a key that is not in the provider\'s JWKS', async () => {
    await expect(signIn(good, strangerKey.privateKey)).rejects.toBeInstanceOf(OAuthError);
  });
});
