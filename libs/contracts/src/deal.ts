import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { dealTypeSchema } from './enums';
import { fileSchema, imageSchema } from './image';
import { companyRefSchema } from './refs';

/** A deal for startups: EXTENDED shows details and a redeem link, DOWNLOAD offers a document. */
export const dealSchema = z.object({
  id: idSchema,
  key: z.string(),
  type: dealTypeSchema,
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  partnerName: z.string(),
  image: z.nullable(imageSchema),
  partnerLogo: z.nullable(imageSchema),
  documentFile: z.nullable(fileSchema),
  redeemUrl: z.nullable(z.string()),
  /** The deal's page, /deals/{key}. */
  url: z.string(),
  /** The startup that offers it, if any. */
  company: z.nullable(companyRefSchema),
  createdAt: isoDateTimeSchema,
});
export type Deal = z.infer<typeof dealSchema>;

/** A deal as a startup's manager sees it in the portal: whether the startup claimed it. */
export const companyDealSchema = z.extend(dealSchema, {
  /** When this startup claimed it; null if not yet. The redeem link and document show once claimed. */
  claimedAt: z.nullable(isoDateTimeSchema),
});
export type CompanyDeal = z.infer<typeof companyDealSchema>;

/**
 * A deal as anyone may see it (GET /deals, GET /deals/{key}): the summary without what it gives.
 * The description, redeem link and document reach only a startup's managers, through
 * GET /companies/{key}/deals/{deal} (redeem link and document once the startup claimed it).
 */
export const publicDealSchema = z.omit(dealSchema, { description: true, redeemUrl: true, documentFile: true });
export type PublicDeal = z.infer<typeof publicDealSchema>;
