import { ConfigError, loadConfig, type AppConfig } from '../config';
import { createDb } from '../db/create-db';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';

/** Config and the database it names, unmigrated (backup reads it as it is), or a clear message and exit code 1. */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<{ config: AppConfig; db: Db }> {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
  try {
    return { config, db: await createDb(config) };
  } catch (error) {
    const where = config.databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${config.pgliteDir}`;
    exitWith(`Cannot open ${where}: ${(error as Error).message}`);
  }
}

/**
 * Config and a migrated database for a command, or a clear message and exit code 1. `applied`
 * names the migrations this call ran (instances starting together share them out, each once).
 */
export async function openMigratedDatabase(env: NodeJS.ProcessEnv = process.env): Promise<{ config: AppConfig; db: Db; applied: string[] }> {
  const { config, db } = await openDatabase(env);
  const { applied } = await migrate(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  return { config, db, applied };
}

export function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

export function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `PGlite (${config.pgliteDir})`;
  const replica = config.databaseReadUrl ? `, read replica ${new URL(config.databaseReadUrl).host}` : '';
  return `PostgreSQL (${new URL(config.databaseUrl).host}${replica})`;
}
