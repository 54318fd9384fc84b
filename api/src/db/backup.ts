import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDatabaseEmpty } from '../seed/seed';
import type { Db } from './db';
import { loadMigrations, migrate, type Migration } from './migrate';

/**
 * Logical backup and restore of the whole database through the Db layer, the same for PGlite and
 * the PostgreSQL server (docs/deploy.md, "Backup and restore"). Why not pg_dump: a fresh machine
 * running the embedded database has no PostgreSQL binaries, and a pg_dump older than the server
 * refuses to run; one JS format also moves data between the two kinds (PGlite to a server).
 *
 * The file is JSON Lines (gzipped by the CLI): a header, then per table its columns and its rows
 * in chunks, then an end line with the row counts (a truncated file is refused). Each row is
 * `to_jsonb(row)`; restore turns it back with `jsonb_populate_recordset`, so every column keeps
 * its exact type (timestamps to the microsecond, numeric, arrays, jsonb) without a type map here.
 */
export const backupFormat = 'nordhub-backup';
export const backupVersion = 1;
const CHUNK_ROWS = 500;
// Bookkeeping that `migrate` writes itself; the header lists the applied versions instead.
const MIGRATIONS_TABLE = 'schema_migrations';

/** The lines of a backup file; rows are written and read as PostgreSQL's own JSON text (below). */
export type BackupLine =
  | { format: typeof backupFormat; version: number; createdAt: string; database: Db['kind']; migrations: string[] }
  | { table: string; columns: string[] }
  | { file: string; data: string }
  | { end: true; tables: Record<string, number>; files: number };
// A rows line is `{"rows":[...]}` with the array exactly as PostgreSQL wrote it: never parsed in
// JavaScript, whose numbers would drop numeric digits (11.7340 would come back as 11.734).
const ROWS_PREFIX = '{"rows":';

export interface BackupSummary {
  tables: Record<string, number>;
  files: number;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The data tables of the current schema, parents before children (foreign keys). */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> $1
        ORDER BY c.relname`,
      [MIGRATIONS_TABLE],
    )
  ).map((row) => row.name);
  const edges = await db.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND ch.relname <> pa.relname`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent) || !parents.has(parent)));
    // A cycle of foreign keys between tables would need deferred constraints; the schema has none.
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle between ${tables.filter((table) => !placed.has(table)).join(', ')}`);
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/** Stored columns of a table (generated ones are computed again on insert). */
async function columnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = (quote_ident(current_schema()) || '.' || quote_ident($1))::regclass
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [table],
  );
  return rows.map((row) => row.name);
}

/** Files of the local file store, keys relative to `dir`; hidden entries (the image cache, temporary files) are left out. */
function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(dir, key);
    return entry.isFile() ? [key] : [];
  });
}

/**
 * Writes every table (and, given `uploadsDir`, the local file store's files) as backup lines.
 * One REPEATABLE READ transaction: a consistent snapshot while the server keeps serving.
 */
export async function backupDatabase(
  db: Db,
  write: (line: string) => void | Promise<void>,
  options: { uploadsDir?: string } = {},
): Promise<BackupSummary> {
  const summary: BackupSummary = { tables: {}, files: 0 };
  await db.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = (await tx.query<{ version: string }>(`SELECT version FROM ${MIGRATIONS_TABLE} ORDER BY version`)).map((row) => row.version);
    await write(JSON.stringify({ format: backupFormat, version: backupVersion, createdAt: new Date().toISOString(), database: db.kind, migrations } satisfies BackupLine));
    for (const table of await tablesInDependencyOrder(tx)) {
      const columns = await columnsOf(tx, table);
      await write(JSON.stringify({ table, columns } satisfies BackupLine));
      // A cursor reads big tables in chunks without OFFSET scans (both drivers keep it on the transaction's connection).
      await tx.exec(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${quote(table)} t`);
      let count = 0;
      for (;;) {
        const chunk = await tx.query<{ row: string }>(`FETCH ${CHUNK_ROWS} FROM backup_rows`);
        if (chunk.length === 0) break;
        count += chunk.length;
        await write(`${ROWS_PREFIX}[${chunk.map(({ row }) => row).join(',')}]}`);
      }
      await tx.exec('CLOSE backup_rows');
      summary.tables[table] = count;
    }
  });
  if (options.uploadsDir) {
    for (const key of listFiles(options.uploadsDir)) {
      await write(JSON.stringify({ file: key, data: readFileSync(path.join(options.uploadsDir, key)).toString('base64') } satisfies BackupLine));
      summary.files += 1;
    }
  }
  await write(JSON.stringify({ end: true, ...summary } satisfies BackupLine));
  return summary;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Restores a backup into `db`: migrates it to the backup's migrations, loads every table in one
 * transaction (all or nothing), then applies the migrations the backup predates. Refuses a
 * database that already has users or companies unless `replace` is set (its rows are then
 * replaced). Files go into `uploadsDir` when given.
 */
export async function restoreDatabase(
  db: Db,
  lines: AsyncIterable<string>,
  options: { uploadsDir?: string; replace?: boolean; migrations?: Migration[] } = {},
): Promise<BackupSummary & { migrated: string[] }> {
  const iterator = lines[Symbol.asyncIterator]();
  type Line = BackupLine | { rowsJson: string; count: number };
  const next = async (): Promise<Line> => {
    const { value, done } = await iterator.next();
    if (done) throw new BackupError('The backup file ends early (no end line): it is incomplete');
    if (value.startsWith(ROWS_PREFIX)) {
      const rowsJson = value.slice(ROWS_PREFIX.length, -1);
      return { rowsJson, count: (JSON.parse(rowsJson) as unknown[]).length };
    }
    try {
      return JSON.parse(value) as BackupLine;
    } catch {
      throw new BackupError('The backup file has a damaged line');
    }
  };
  const header = await next();
  if (!('format' in header) || header.format !== backupFormat) throw new BackupError('This is not a Nordhub backup file');
  if (header.version !== backupVersion) throw new BackupError(`Backup format version ${header.version} is not supported (this version reads ${backupVersion})`);
  const known = options.migrations ?? loadMigrations();
  const knownVersions = new Set(known.map((migration) => migration.version));
  const unknown = header.migrations.filter((version) => !knownVersions.has(version));
  if (unknown.length > 0) throw new BackupError(`The backup is from a newer version (migrations ${unknown.join(', ')} are unknown here): restore it with that version`);

  // The schema as it was when the backup was taken; later migrations run after the data is in.
  const taken = new Set(header.migrations);
  await migrate(db, known.filter((migration) => taken.has(migration.version)));
  if (!options.replace && !(await isDatabaseEmpty(db))) {
    throw new BackupError('The target database already has data (users or companies): restore into an empty database, or pass --replace to overwrite it');
  }

  const summary: BackupSummary = { tables: {}, files: 0 };
  const files: { key: string; data: Buffer }[] = [];
  await db.transaction(async (tx) => {
    const tables = await tablesInDependencyOrder(tx);
    // Rows the migrations put in (reference data) are replaced by the backup's.
    if (tables.length > 0) await tx.exec(`TRUNCATE ${tables.map(quote).join(', ')} CASCADE`);
    // The schema's own triggers fill derived tables (job_listings, suggestions) and stamp columns;
    // the backup holds their results already, so they are off while it loads (foreign keys stay
    // checked: DISABLE TRIGGER USER leaves constraint triggers on). Transactional, like the rest.
    for (const name of tables) await tx.exec(`ALTER TABLE ${quote(name)} DISABLE TRIGGER USER`);
    let table: string | null = null;
    let columns: string[] = [];
    for (;;) {
      const line = await next();
      if ('end' in line) {
        for (const [name, count] of Object.entries(line.tables)) {
          if ((summary.tables[name] ?? 0) !== count) throw new BackupError(`The backup of ${name} holds ${summary.tables[name] ?? 0} rows, its end line says ${count}: the file is damaged`);
        }
        if (files.length !== line.files) throw new BackupError(`The backup holds ${files.length} files, its end line says ${line.files}: the file is damaged`);
        for (const name of tables) await tx.exec(`ALTER TABLE ${quote(name)} ENABLE TRIGGER USER`);
        break;
      }
      if ('table' in line) {
        if (!tables.includes(line.table)) throw new BackupError(`The backup has a table ${line.table} that this database does not`);
        table = line.table;
        columns = line.columns;
        summary.tables[table] = 0;
      } else if ('rowsJson' in line) {
        if (!table) throw new BackupError('The backup has rows before any table');
        const list = columns.map(quote).join(', ');
        await tx.query(`INSERT INTO ${quote(table)} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb)`, [line.rowsJson]);
        summary.tables[table] = (summary.tables[table] ?? 0) + line.count;
      } else if ('file' in line) {
        files.push({ key: line.file, data: Buffer.from(line.data, 'base64') });
      }
    }
  });
  // Files last: the database is in, and a file with no row pointing at it harms nothing.
  if (options.uploadsDir) {
    for (const { key, data } of files) {
      const base = path.resolve(options.uploadsDir);
      const target = path.resolve(base, ...key.split('/'));
      if (!target.startsWith(base + path.sep)) throw new BackupError(`The backup names a file outside the uploads folder: ${key}`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, data);
      summary.files += 1;
    }
  }
  const { applied } = await migrate(db, known);
  return { ...summary, migrated: applied };
}
