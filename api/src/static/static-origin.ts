import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { statSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import * as z from 'zod';
import { parseEnvironment } from '../config';
import { cacheControlFor, NO_CACHE, withoutEncodingExtension } from './cache-policy';

export interface StaticOriginOptions {
  /** The folder served at `/` (a build's dist: shell/dist or mfe-<name>/dist). */
  root: string;
  /**
   * Site origins allowed to read the files from script (CORS), e.g. `https://nordhub.example`;
   * `['*']` allows any site (needed when startups' careers domains load the same build).
   */
  allowedOrigins: string[];
  logger?: FastifyServerOptions['logger'];
}

// Preflights are rare (the shell fetches manifests with plain GETs) but cheap to answer right.
const PREFLIGHT_MAX_AGE_SECONDS = '86400';

/**
 * A static origin as a CDN would be: one build folder, the architecture's cache policy
 * (cache-policy.ts: hashed chunks immutable, manifests, entries and index.html revalidated),
 * ETag and Last-Modified, brotli or gzip as the client accepts (the build's precompressed
 * siblings where present), CORS for the site's origins, and
 * nothing else (no directory listings, no dot files, GET and HEAD only).
 * `node api/dist/static-origin.js` serves one (docs/deploy.md); test:scale runs one per build.
 */
export async function buildStaticOrigin({ root, allowedOrigins, logger = false }: StaticOriginOptions): Promise<FastifyInstance> {
  const anyOrigin = allowedOrigins.includes('*');
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/+$/, '').toLowerCase()));
  const app = Fastify({ logger });

  const cors = (request: FastifyRequest, reply: FastifyReply) => {
    if (anyOrigin) {
      reply.header('access-control-allow-origin', '*');
      return;
    }
    // The answer depends on the Origin header, so caches must keep one copy per origin.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && allowed.has(origin.toLowerCase())) reply.header('access-control-allow-origin', origin);
  };
  app.addHook('onRequest', async (request, reply) => {
    cors(request, reply);
    reply.header('x-content-type-options', 'nosniff');
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    // The build's .br and .gz siblings (quality 11, level 9) when the client accepts them; files
    // without one are compressed on the fly above.
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(withoutEncodingExtension(file)));
    },
  });

  app.options('/*', async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD')
      .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
      .send(),
  );
  // A missing file may appear with the next deploy: never cache its 404.
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Not found\n'));
  return app;
}

const isDirectory = (dir: string) => {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
};

const originEnvSchema = z.object({
  STATIC_ORIGIN_ROOT: z
    .string({ error: 'Name the build folder to serve, e.g. mfe-public/dist' })
    .min(1, 'Name the build folder to serve, e.g. mfe-public/dist')
    .transform((dir) => path.resolve(dir))
    .refine(isDirectory, 'No such folder'),
  STATIC_ORIGIN_CORS: z
    .string()
    .default('*')
    .transform((text) => text.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.union([z.literal('*'), z.url({ protocol: /^https?$/, error: 'Use * or site origins such as https://nordhub.example, comma-separated' })]))
        .min(1, 'Use * or site origins such as https://nordhub.example, comma-separated'),
    ),
  PORT: z.coerce.number({ error: 'Use a port number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
});

export interface StaticOriginConfig {
  root: string;
  allowedOrigins: string[];
  port: number;
  host: string;
}

/** The static origin's settings from the environment; throws naming each bad variable. */
export function loadStaticOriginConfig(env: NodeJS.ProcessEnv): StaticOriginConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const values = parseEnvironment(originEnvSchema, blankless);
  return { root: values.STATIC_ORIGIN_ROOT, allowedOrigins: values.STATIC_ORIGIN_CORS, port: values.PORT, host: values.HOST };
}
