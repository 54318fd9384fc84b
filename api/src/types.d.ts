import type { AppConfig } from './config';
import type { Db } from './db/db';
import type { FileStore } from './storage/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every module queries. */
    db: Db;
    /**
     * The read replica (DATABASE_READ_URL), else `db`: only for reads that may lag the primary by
     * the replication delay (search, feeds, sitemaps), never for a read right after the user's own
     * write (docs/api.md, "Several API instances").
     */
    readDb: Db;
    /** The parsed environment. */
    config: AppConfig;
    /** Uploaded, seeded and rendered files (the local folder or an S3 bucket). */
    files: FileStore;
  }
}
