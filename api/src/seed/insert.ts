import type { Db } from '../db/db';

export interface Column {
  name: string;
  /** SQL type to cast the parameter to, e.g. "jsonb", "text[]", "timestamptz". */
  cast?: string;
}

// PostgreSQL allows 65535 parameters per statement; stay well below.
const MAX_PARAMS = 30_000;

/**
 * Inserts rows with multi-row INSERT statements (far faster than one statement per row).
 * Values are parameters; JSON values must already be JSON text (cast "jsonb").
 */
export async function insertRows(db: Db, table: string, columns: readonly Column[], rows: readonly (readonly unknown[])[]) {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const columnList = columns.map((column) => column.name).join(', ');
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
      const placeholders = row.map((value, index) => {
        params.push(value);
        const cast = columns[index]?.cast;
        return cast ? `$${params.length}::${cast}` : `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columnList}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** Rows as objects: the column list comes from the first row's keys. */
export async function insertObjects(
  db: Db,
  table: string,
  rows: readonly Record<string, unknown>[],
  casts: Record<string, string> = {},
) {
  const first = rows[0];
  if (!first) return;
  const names = Object.keys(first);
  const columns = names.map((name) => (casts[name] ? { name, cast: casts[name] } : { name }));
  await insertRows(
    db,
    table,
    columns,
    rows.map((row) => names.map((name) => row[name])),
  );
}
