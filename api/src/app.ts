import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import { filesRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { siteRoutes } from './modules/site/routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { staticPlugin } from './static/static-plugin';
import { appVersion } from './version';

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Fastify logger settings; tests pass false. Defaults to the configured log level. */
  logger?: FastifyServerOptions['logger'];
}

/** The API plugins, all under /api. */
async function apiPlugin(app: App) {
  await app.register(healthRoutes);
  await app.register(filesRoutes);
  await app.register(siteRoutes);
}

/**
 * Builds the whole server (API, docs and static product) without listening, so main.ts and the
 * tests (app.inject) run the same thing.
 */
export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Only behind a load balancer may X-Forwarded-* be believed (else clients could spoof them).
    trustProxy: config.trustProxy,
    // Clients send JSON bodies with ids in the URL; a sane cap keeps bad input cheap.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Only reply.sendFile (with ETag and Last-Modified); routes choose roots and cache headers.
  await app.register(fastifyStatic, { serve: false });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nordhub API',
        description: 'The HTTP API of Nordhub, the job marketplace for Nordic startups.',
        version: appVersion,
      },
      tags: [
        { name: 'health', description: 'Service status' },
        { name: 'site', description: 'Site-wide configuration' },
        { name: 'files', description: 'Stored images and documents' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(apiPlugin, { prefix: '/api' });
  await app.register(staticPlugin, { config });
  return app;
}
