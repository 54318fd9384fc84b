import { normalizeHostname } from '@nordhub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import { forbidden } from '../http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A development tool (mailbox, local checkout): answers loopback sockets only (plugins/dev-tools.ts). */
    devTool?: boolean;
  }
}

export const devToolsRefusedMessage =
  'The development tools (sign-in provider, mailbox, local checkout) answer only on this computer: open the site at http://localhost. To open them to the network, set DEV_TOOLS_ALLOW_REMOTE=true.';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: the socket's peer is this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * A name that cannot have been rebound by someone else's DNS: localhost and its subdomains, a
 * loopback address, or a host this site is configured under. A page on evil.example whose name
 * is rebound to 127.0.0.1 still sends Host: evil.example, and is refused.
 */
function isLocalHostName(request: FastifyRequest): boolean {
  const host = normalizeHostname(request.headers.host ?? '');
  if (host === '') return false;
  if (host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host)) return true;
  const { mainHosts, publicUrl } = request.server.config;
  return mainHosts.some((name) => normalizeHostname(name) === host) || (publicUrl !== undefined && normalizeHostname(new URL(publicUrl).host) === host);
}

/**
 * Whether this request may use the development tools: DEV_TOOLS_ALLOW_REMOTE, or a socket whose
 * peer is loopback (never request.ip or X-Forwarded-For, which a client writes) under a local name.
 */
export function devToolsReachable(request: FastifyRequest): boolean {
  if (request.server.config.devToolsAllowRemote) return true;
  return isLoopbackAddress(request.raw.socket.remoteAddress) && isLocalHostName(request);
}

/**
 * Refuses the development tools (routes with `config.devTool`, and requests under
 * `routelessPrefixes`, answered by a tool of its own without a route: the local OpenID provider's
 * /dev/oidc) to every caller but this machine, with 403. Call on the root app before the provider
 * is mounted: its hook answers /dev/oidc itself, so this one must run first.
 */
export function addDevToolsGuard(app: FastifyInstance, routelessPrefixes: string[]): void {
  const isDevToolRequest = (request: FastifyRequest) =>
    request.routeOptions.config?.devTool === true || routelessPrefixes.some((prefix) => (request.raw.url ?? '').startsWith(prefix));
  app.addHook('onRequest', async (request) => {
    if (isDevToolRequest(request) && !devToolsReachable(request)) throw forbidden(devToolsRefusedMessage);
  });
}
