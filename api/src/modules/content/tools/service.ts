import type { Tool } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { findTool, listTools, type ToolRow } from './queries';

const toTool = (row: ToolRow): Tool => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  website: row.website,
  logo: row.logo_path ? { path: row.logo_path } : null,
  category: row.category,
});

/** The tools list as the page shows it; `category` keeps one category. */
export async function toolsList(db: Db, category?: string): Promise<Tool[]> {
  return (await listTools(db, category)).map(toTool);
}

/** One tool by key, or null. */
export async function toolByKey(db: Db, key: string): Promise<Tool | null> {
  const row = await findTool(db, key);
  return row ? toTool(row) : null;
}
