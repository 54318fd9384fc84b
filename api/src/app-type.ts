import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The Fastify instance with the zod type provider. It lives apart from app.ts so that a module can
 * name it without importing the file that imports every module.
 */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
