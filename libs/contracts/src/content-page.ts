import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

/**
 * The content pages kept in the database (table `pages`) and served by GET /pages/{key}. The
 * partners page has its own shape (GET pages/partners, partner.ts).
 */
export const contentPageKeys = [
  'about',
  'terms',
  'privacy-policy',
  'community-program',
  'scout',
  'scout-terms',
  'headhunter',
  'headhunter-terms',
] as const;
export const contentPageKeySchema = z.enum(contentPageKeys);
export type ContentPageKey = z.infer<typeof contentPageKeySchema>;

/** The pages of the scout/headhunter product: they exist only while the headhunter product is on. */
export const headhunterPageKeys: readonly ContentPageKey[] = ['scout', 'scout-terms', 'headhunter', 'headhunter-terms'];

/** A titled part of a content page; its text is rich text (libs/domain rich-text.ts), never HTML. */
export const contentPageSectionSchema = z.object({
  title: z.string(),
  bodyText: z.string(),
});
export type ContentPageSection = z.infer<typeof contentPageSectionSchema>;

/** GET /pages/{key}: a page's title, its introduction and its sections, as rich text. */
export const contentPageSchema = z.object({
  key: contentPageKeySchema,
  title: z.string(),
  bodyText: z.string(),
  sections: z.array(contentPageSectionSchema),
  updatedAt: isoDateTimeSchema,
});
export type ContentPage = z.infer<typeof contentPageSchema>;
