import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';

/** A temporary folder removed by the returned cleanup. */
export function tempDir(prefix = 'nordhub-test-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The real app on a test database. The environment is parsed like in production; the data and
 * static folders default to an empty temporary folder.
 */
export async function buildTestApp(db: Db, env: Record<string, string> = {}, root?: string): Promise<App> {
  const base = root ?? path.join(os.tmpdir(), 'nordhub-test-empty');
  const config = loadConfig({ DATA_DIR: base, STATIC_ROOT: base, LOG_LEVEL: 'silent', ...env });
  return buildApp({ config, db, logger: false });
}
