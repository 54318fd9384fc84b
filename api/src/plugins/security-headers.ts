import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isEmbeddablePage } from '@nordhub/domain';
import type { AppConfig } from '../config';
import { currentRuntimeConfig } from '../static/runtime-config';
import { globalPlugin } from './skip-override';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This response's Content-Security-Policy nonce: every <script> a server-written page inlines
     * carries `nonce="${request.cspNonce}"`, or the browser refuses to run it.
     */
    cspNonce: string;
  }
}

/** Every answer: browsers must not guess a type other than the one sent (no script from a text file). */
export const NO_SNIFF = 'nosniff';
/** Every answer: other sites see our origin, never a path (reset and invite links carry secrets). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Every answer: powerful features the product never uses stay off, for our pages and any frame in them. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
/** Production answers: https only for a year, subdomains (white-label hosts) included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** What an embeddable page lets frame it: any site. */
export const EMBEDDABLE_FRAME_ANCESTORS = 'frame-ancestors *';
/** What every other page lets frame it: only Nordhub's own pages. */
export const SAME_ORIGIN_FRAME_ANCESTORS = "frame-ancestors 'self'";

// reCAPTCHA, when configured, loads its script from these and shows its challenge in a frame.
const reCaptchaScripts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const reCaptchaFrames = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export interface PolicyInput {
  nonce: string;
  /** Origins other than this one that serve the product's code: SHELL_ASSETS_URL and remote manifests. */
  assetOrigins: readonly string[];
  /** The page may be framed by any site (the job-list widget). */
  embeddable: boolean;
  /** reCAPTCHA is the robot check (its script and frame are allowed). */
  reCaptcha: boolean;
}

/**
 * The Content-Security-Policy of an HTML answer. Scripts: this origin, the configured asset
 * origins, and inline scripts carrying this response's nonce; nothing else, no 'unsafe-inline',
 * no eval. The module-federation runtime and webpack add <script src> tags for remote entries and
 * chunks at run time: those load from the same allowed origins, so no 'strict-dynamic' (which
 * would trust whatever a trusted script adds, from anywhere). Styles allow 'unsafe-inline':
 * emotion writes <style> tags at run time, and so do the server's own pages and the API docs;
 * CSS runs no script (docs/security.md, "Protocol, headers and sessions", says why).
 */
export function contentSecurityPolicy({ nonce, assetOrigins, embeddable, reCaptcha }: PolicyInput): string {
  const list = (...sources: readonly string[]) => sources.filter((source) => source !== '').join(' ');
  const assets = assetOrigins.join(' ');
  return [
    "default-src 'self'",
    list('script-src', "'self'", `'nonce-${nonce}'`, assets, ...(reCaptcha ? reCaptchaScripts : [])),
    list('style-src', "'self'", "'unsafe-inline'", assets),
    // Profile pictures come from the professional network's image hosts (any https origin).
    list('img-src', "'self'", 'data:', 'blob:', 'https:', assets),
    list('font-src', "'self'", 'data:', assets),
    // The shell fetches each remote's mf-manifest.json from wherever the runtime config says.
    list('connect-src', "'self'", assets),
    list('frame-src', "'self'", ...(reCaptcha ? reCaptchaFrames : [])),
    "object-src 'none'",
    "base-uri 'self'",
    embeddable ? EMBEDDABLE_FRAME_ANCESTORS : SAME_ORIGIN_FRAME_ANCESTORS,
  ].join('; ');
}

/** The origin of an absolute http(s) URL; null for a path on this site (or anything else). */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origins that serve the product's code besides this one: the shell's static origin and every
 * remote's manifest origin, read from the same runtime config the browser gets (RUNTIME_CONFIG_FILE
 * is re-read when edited, as /runtime-config.json is). A broken file allows none: the shell reports it.
 */
export async function productAssetOrigins(config: AppConfig): Promise<string[]> {
  const origins = new Set<string>();
  const shell = config.shellAssetsUrl ? originOf(config.shellAssetsUrl) : null;
  if (shell) origins.add(shell);
  try {
    const runtime = await currentRuntimeConfig(config);
    for (const manifest of Object.values(runtime.remotes)) {
      const origin = originOf(manifest);
      if (origin) origins.add(origin);
    }
  } catch {
    // Left out: the page's own request for /runtime-config.json shows the operator's mistake.
  }
  return [...origins];
}

function isHtml(type: unknown): boolean {
  return typeof type === 'string' && type.startsWith('text/html');
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/**
 * The protocol headers of every answer, in one place: nosniff, Referrer-Policy and
 * Permissions-Policy always; Strict-Transport-Security in production; and on every HTML document
 * (the shell's pages, SEO-rendered pages, careers and white-label sites, the job-list widget, the
 * API docs, the mailbox, checkout and popup pages) the Content-Security-Policy above with a fresh
 * nonce, plus X-Frame-Options for older browsers. Only the embeddable pages (libs/domain
 * embeds.ts) may be framed by other sites; scripts and JSON are not documents and get no CSP.
 */
export const securityHeadersPlugin = globalPlugin(async (app) => {
  const config = app.config;
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    reply.header('x-content-type-options', NO_SNIFF);
    reply.header('referrer-policy', REFERRER_POLICY);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Browsers ignore it over plain http (RFC 6797), so it is safe behind any proxy set-up.
    if (config.production) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isHtml(reply.getHeader('content-type'))) return payload;
    const embeddable = isEmbeddablePage(pathnameOf(request));
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({
        nonce: request.cspNonce,
        assetOrigins: await productAssetOrigins(config),
        embeddable,
        reCaptcha: config.recaptcha !== null,
      }),
    );
    if (embeddable) reply.removeHeader('x-frame-options');
    else reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
});
