import type { Db } from '../../../db/db';

export interface PartnerRow {
  id: string;
  key: string;
  name: string;
  website: string;
  logo_path: string | null;
  category: string | null;
  description: string;
  [column: string]: unknown;
}

/** The partners page's text (pages row 'partners'), if written. */
export const partnersPageText = (db: Db) => db.maybeOne<{ body_text: string }>(`SELECT body_text FROM pages WHERE key = 'partners'`);

/** Every partner in the editors' order. */
export const listPartners = (db: Db) => db.query<PartnerRow>('SELECT * FROM partners ORDER BY position, name, id');

export const findPartner = (db: Db, key: string) => db.maybeOne<PartnerRow>('SELECT * FROM partners WHERE key = $1', [key]);
