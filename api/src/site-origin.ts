// The site's own origin, as the API writes it into links, feeds and OAuth return addresses. The
// Host header is the client's to write, so it is trusted only when it names a main host.
import { classifyHost } from '@nordhub/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The main site's origin as a careers host links to it: PUBLIC_URL when set, else the first main
 * host on the request's protocol and port (one server answers every host name).
 */
export function mainSiteUrl(config: { publicUrl: string | null | undefined; mainHosts: readonly string[] }, request: { protocol: string; host: string }): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const port = /:(\d+)$/.exec(request.host)?.[1];
  return `${request.protocol}://${config.mainHosts[0] ?? 'localhost'}${port ? `:${port}` : ''}`;
}

/**
 * Where e-mail links (reset, verification, invites), feeds and checkout return URLs point:
 * PUBLIC_URL when set, else the origin the request came to when that is a main host, else the
 * main site (mainSiteUrl). The Host header is the client's to write: a forged one ("evil.com", a
 * careers domain) must never put another site into a password-reset or invite link.
 */
export function siteOrigin(request: FastifyRequest): string {
  const { publicUrl, mainHosts, whiteLabelSuffixes } = request.server.config;
  if (publicUrl) return publicUrl;
  if (classifyHost(request.hostname, { main: mainHosts, whiteLabelSuffixes }) === 'main') return `${request.protocol}://${request.host}`;
  return mainSiteUrl(request.server.config, request);
}
