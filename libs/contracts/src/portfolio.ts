import * as z from 'zod/mini';
import { idSchema, textInput, websiteInputSchema } from './common';
import { companyRefSchema, investorRefSchema } from './refs';

/**
 * An investment of an investor or an investor of a company: either linked to a company or
 * investor profile (whose data it then shows; not editable) or a free name and website.
 */
export const portfolioEntrySchema = z.object({
  id: idSchema,
  company: z.nullable(companyRefSchema),
  investor: z.nullable(investorRefSchema),
  name: z.string(),
  website: z.string(),
  category: z.nullable(z.string()),
  logoImageUrl: z.nullable(z.string()),
  basicInfo: z.object({ intro: z.string() }),
});
export type PortfolioEntry = z.infer<typeof portfolioEntrySchema>;

/** Create or update a portfolio entry: link by key, or give a free name. */
export const portfolioEntryInputSchema = z.object({
    companyKey: z.optional(z.nullable(z.string())),
    investorKey: z.optional(z.nullable(z.string())),
    name: z.optional(textInput(100, 'Name')),
    website: z.optional(websiteInputSchema),
    category: z.optional(z.nullable(textInput(100, 'Category'))),
    logoImageUrl: z.optional(z.nullable(z.string())),
    intro: z.optional(textInput(1000, 'Intro')),
  }).check(z.superRefine((entry, ctx) => {
    if (entry.companyKey && entry.investorKey) {
      ctx.addIssue({ code: 'custom', path: ['investorKey'], message: 'Link either a company or an investor, not both' });
    }
    if (!entry.companyKey && !entry.investorKey && !entry.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Please enter a name' });
    }
  }));
export type PortfolioEntryInput = z.input<typeof portfolioEntryInputSchema>;
