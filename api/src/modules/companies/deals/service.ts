import { dealTypeSchema, fileSchema, type CompanyDeal, type PublicDeal } from '@nordhub/contracts';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { findDeal, insertClaim, listDeals, type DealRow } from './queries';

// Stored values read leniently (a value the contracts no longer allow falls back), built once.
const storedDealType = z.catch(dealTypeSchema, 'EXTENDED');
const storedDocument = z.nullable(fileSchema).catch(null);

const image = (path: string | null) => (path ? { path } : null);

/** What a deal gives (redeem link, document) shows only once the startup claimed it. */
const toDeal = (row: DealRow): CompanyDeal => {
  const claimed = row.claimed_at !== null;
  return {
    id: row.id,
    key: row.key,
    type: storedDealType.parse(row.type),
    title: row.title,
    summary: row.summary,
    description: row.description,
    partnerName: row.partner_name,
    image: image(row.image_path),
    partnerLogo: image(row.partner_logo_path),
    documentFile: claimed ? storedDocument.parse(row.document_file ?? null) : null,
    redeemUrl: claimed ? row.redeem_url : null,
    url: `/deals/${encodeURIComponent(row.key)}`,
    company: row.offer_id ? { id: row.offer_id, key: row.offer_key ?? '', name: row.offer_name ?? '', logoImage: image(row.offer_logo_path) } : null,
    createdAt: row.created_at.toISOString(),
    claimedAt: row.claimed_at?.toISOString() ?? null,
  };
};

/** The public summary of a deal: never its description, redeem link or document. */
const toPublicDeal = (row: DealRow): PublicDeal => {
  const { description: _description, redeemUrl: _redeemUrl, documentFile: _documentFile, claimedAt: _claimedAt, ...summary } = toDeal(row);
  return summary;
};

/** Every published deal's public summary. */
export async function publicDeals(db: Db): Promise<PublicDeal[]> {
  return (await listDeals(db, null)).map(toPublicDeal);
}

/** One published deal's public summary, or null. */
export async function publicDeal(db: Db, key: string): Promise<PublicDeal | null> {
  const row = await findDeal(db, null, key);
  return row ? toPublicDeal(row) : null;
}

/** Every published deal with company `companyId`'s claim. */
export async function companyDeals(db: Db, companyId: string): Promise<CompanyDeal[]> {
  return (await listDeals(db, companyId)).map(toDeal);
}

/** One published deal with company `companyId`'s claim, or null. */
export async function companyDeal(db: Db, companyId: string, dealKey: string): Promise<CompanyDeal | null> {
  const row = await findDeal(db, companyId, dealKey);
  return row ? toDeal(row) : null;
}

/** Claims the deal for the company (again: no change); null when there is no such deal. */
export async function claimDeal(db: Db, companyId: string, userId: string, dealKey: string): Promise<CompanyDeal | null> {
  const deal = await findDeal(db, companyId, dealKey);
  if (!deal) return null;
  await insertClaim(db, deal.id, companyId, userId);
  return companyDeal(db, companyId, dealKey);
}
