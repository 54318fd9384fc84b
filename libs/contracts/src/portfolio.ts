import * as z from 'zod';
import { idSchema, textInput, websiteInputSchema } from './common';
import { companyRefSchema, investorRefSchema } from './refs';

/**
 * An investment of an investor or an investor of a company: either linked to a company or
 * investor profile (whose data it then shows; not editable) or a free name and website.
 */
export const portfolioEntrySchema = z.object({
  id: idSchema,
  company: companyRefSchema.nullable(),
  investor: investorRefSchema.nullable(),
  name: z.string(),
  website: z.string(),
  category: z.string().nullable(),
  logoImageUrl: z.string().nullable(),
  basicInfo: z.object({ intro: z.string() }),
});
export type PortfolioEntry = z.infer<typeof portfolioEntrySchema>;

/** Create or update a portfolio entry: link by key, or give a free name. */
export const portfolioEntryInputSchema = z
  .object({
    companyKey: z.string().nullable().optional(),
    investorKey: z.string().nullable().optional(),
    name: textInput(100, 'Name').optional(),
    website: websiteInputSchema.optional(),
    category: textInput(100, 'Category').nullable().optional(),
    logoImageUrl: z.string().nullable().optional(),
    intro: textInput(1000, 'Intro').optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.companyKey && entry.investorKey) {
      ctx.addIssue({ code: 'custom', path: ['investorKey'], message: 'Link either a company or an investor, not both' });
    }
    if (!entry.companyKey && !entry.investorKey && !entry.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Please enter a name' });
    }
  });
export type PortfolioEntryInput = z.input<typeof portfolioEntryInputSchema>;
