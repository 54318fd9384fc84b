import type { AppConfig } from './config';
import type { Db } from './db/db';
import type { FileStore } from './storage/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every module queries. */
    db: Db;
    /** The parsed environment. */
    config: AppConfig;
    /** Uploaded, seeded and rendered files (the local folder or an S3 bucket). */
    files: FileStore;
  }
}
