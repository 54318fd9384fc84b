import type { Partner, PartnersPage } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { findPartner, listPartners, partnersPageText, type PartnerRow } from './queries';

const toPartner = (row: PartnerRow): Partner => ({
  id: row.id,
  key: row.key,
  name: row.name,
  website: row.website,
  logo: row.logo_path ? { path: row.logo_path } : null,
  category: row.category,
  description: row.description,
});

/** The partners page: its text and every partner in the editors' order. */
export async function partnersPage(db: Db): Promise<PartnersPage> {
  const [page, rows] = await Promise.all([partnersPageText(db), listPartners(db)]);
  // No page row yet means no text, not a missing page: the partners are still worth showing.
  return { page: { partners: rows.map(toPartner), content: { bodyText: page?.body_text ?? '' } } };
}

/** One partner by key, or null. */
export async function partnerByKey(db: Db, key: string): Promise<Partner | null> {
  const row = await findPartner(db, key);
  return row ? toPartner(row) : null;
}
