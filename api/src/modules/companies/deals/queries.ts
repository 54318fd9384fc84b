import type { Db } from '../../../db/db';

export interface DealRow {
  id: string;
  key: string;
  type: string;
  title: string;
  summary: string;
  description: string;
  partner_name: string;
  image_path: string | null;
  partner_logo_path: string | null;
  document_file: unknown;
  redeem_url: string | null;
  created_at: Date;
  offer_id: string | null;
  offer_key: string | null;
  offer_name: string | null;
  offer_logo_path: string | null;
  claimed_at: Date | null;
  [column: string]: unknown;
}

/** Published deals with the startup ($1) 's claim. */
const DEAL_SELECT = `SELECT deal.*, offer.id AS offer_id, offer.key AS offer_key, offer.name AS offer_name, offer.logo_path AS offer_logo_path,
       claim.claimed_at
  FROM deals AS deal
  LEFT JOIN companies AS offer ON offer.id = deal.company_id
  LEFT JOIN deal_claims AS claim ON claim.deal_id = deal.id AND claim.company_id = $1
 WHERE deal.published`;

/** Published deals in the editors' order, with the claim of company `companyId` (null: none). */
export const listDeals = (db: Db, companyId: string | null) => db.query<DealRow>(`${DEAL_SELECT} ORDER BY deal.position, deal.created_at DESC`, [companyId]);

/** One published deal by key, with the claim of company `companyId` (null: none). */
export const findDeal = (db: Db, companyId: string | null, dealKey: string) => db.maybeOne<DealRow>(`${DEAL_SELECT} AND deal.key = $2`, [companyId, dealKey]);

/** Claiming again changes nothing. */
export async function insertClaim(db: Db, dealId: string, companyId: string, userId: string): Promise<void> {
  await db.query(`INSERT INTO deal_claims (deal_id, company_id, claimed_by) VALUES ($1, $2, $3) ON CONFLICT (deal_id, company_id) DO NOTHING`, [dealId, companyId, userId]);
}
