import type { Db } from '../../../db/db';

/** Registers a platform on an investor's platform map. */
export const connectInvestorPlatform = (db: Db, investorId: string, platform: string) =>
  db.query(`UPDATE investors SET platform = platform || jsonb_build_object($2::text, true), updated_at = now() WHERE id = $1`, [investorId, platform]);
