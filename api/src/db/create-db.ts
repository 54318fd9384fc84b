import type { AppConfig } from '../config';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb } from './postgres-db';

/** The database the configuration asks for: a server when DATABASE_URL is set, else PGlite. */
export function createDb(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<Db> {
  return config.databaseUrl
    ? createPostgresDb({ connectionString: config.databaseUrl })
    : createPgliteDb({ dataDir: config.pgliteDir });
}
