import type { AppConfig } from '../config';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb } from './postgres-db';

/** The database the configuration asks for: a server when DATABASE_URL is set, else PGlite. */
export function createDb(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir' | 'databasePoolSize'>): Promise<Db> {
  return config.databaseUrl
    ? createPostgresDb({ connectionString: config.databaseUrl, max: config.databasePoolSize })
    : createPgliteDb({ dataDir: config.pgliteDir });
}

/**
 * The read replica's pool when DATABASE_READ_URL is set (config guarantees DATABASE_URL is too),
 * else null: the app then reads everything from the primary. Read-only, so a write routed here by
 * mistake fails instead of landing on the wrong server.
 */
export async function createReadDb(config: Pick<AppConfig, 'databaseReadUrl' | 'databasePoolSize'>): Promise<Db | null> {
  return config.databaseReadUrl ? createPostgresDb({ connectionString: config.databaseReadUrl, readOnly: true, max: config.databasePoolSize }) : null;
}
