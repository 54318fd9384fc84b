import type Provider from 'oidc-provider';
import type { FastifyPluginAsync } from 'fastify';

export const devAtsCandidatesPath = '/dev/ats/candidates';

/** A candidate as the local applicant-tracking stand-in keeps it. */
export interface DevAtsCandidate {
  receivedAt: string;
  clientId: string;
  body: unknown;
}

/**
 * The local OpenID provider's applicant-tracking API: POST a candidate with an access token the
 * provider issued for the applicant-tracking resource with `candidates:write` (401 otherwise);
 * GET lists what it received (newest first), so development and tests see the round trip. Kept
 * in memory: the stand-in forgets on restart, like a sandbox account.
 */
export const devAtsRoutes: FastifyPluginAsync<{ provider: () => Promise<Provider>; resource: string }> = async (app, { provider, resource }) => {
  const received: DevAtsCandidate[] = [];
  app.post(devAtsCandidatesPath, { config: { devTool: true }, schema: { hide: true }, bodyLimit: 15 * 1024 * 1024 }, async (request, reply) => {
    const value = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = value ? await (await provider()).AccessToken.find(value) : undefined;
    const audience = token?.aud;
    const forResource = Array.isArray(audience) ? audience.includes(resource) : audience === resource;
    if (!token || token.isExpired || !forResource || !String(token.scope ?? '').split(' ').includes('candidates:write')) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return reply.code(401).send({ error: 'invalid_token' });
    }
    const candidate: DevAtsCandidate = { receivedAt: new Date().toISOString(), clientId: token.clientId ?? '', body: request.body };
    received.unshift(candidate);
    received.splice(100);
    return reply.code(201).send({ id: `dev-candidate-${received.length}` });
  });
  app.get(devAtsCandidatesPath, { config: { devTool: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return received;
  });
};
