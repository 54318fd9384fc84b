import type { Db } from '../../../db/db';

export interface ToolRow {
  id: string;
  key: string;
  name: string;
  description: string;
  website: string;
  logo_path: string | null;
  category: string | null;
  [column: string]: unknown;
}

/** The tools in the editors' order, or those of one category. */
export const listTools = (db: Db, category?: string) =>
  category
    ? db.query<ToolRow>('SELECT * FROM tools WHERE category = $1 ORDER BY position, name, id', [category])
    : db.query<ToolRow>('SELECT * FROM tools ORDER BY position, name, id');

export const findTool = (db: Db, key: string) => db.maybeOne<ToolRow>('SELECT * FROM tools WHERE key = $1', [key]);
