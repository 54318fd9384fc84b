import type { Db } from '../../../db/db';
import { PUBLIC_COMPANY_SQL } from '../../companies/companies';

export interface StartupRow {
  key: string;
  updated_at: Date;
  [column: string]: unknown;
}

/** Every startup with a public page (the companies directory's rule: all but drafts). */
export function publicStartups(db: Db): Promise<StartupRow[]> {
  return db.query<StartupRow>(`SELECT c.key, c.updated_at FROM companies AS c WHERE ${PUBLIC_COMPANY_SQL} ORDER BY c.key`);
}
