import type { AppConfig } from './config';
import type { Db } from './db/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every module queries. */
    db: Db;
    /** The parsed environment. */
    config: AppConfig;
  }
}
