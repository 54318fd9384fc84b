import * as z from 'zod/mini';
import { idSchema } from './common';
import { imageSchema } from './image';

/** A company as other entities show it (a job's company, a portfolio link). */
export const companyRefSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  logoImage: z.nullable(imageSchema),
});
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** An investor as other entities show it. */
export const investorRefSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  logoImage: z.nullable(imageSchema),
});
export type InvestorRef = z.infer<typeof investorRefSchema>;

/** A person on a team or among an investor's key people. */
export const personSchema = z.object({
  name: z.string(),
  title: z.nullable(z.string()),
  image: z.nullable(imageSchema),
  linkedinUrl: z.nullable(z.string()),
});
export type Person = z.infer<typeof personSchema>;
