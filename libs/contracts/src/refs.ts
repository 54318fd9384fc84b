import * as z from 'zod/mini';
import { idSchema, requiredText, textInput, websiteInputSchema } from './common';
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

/** A person as a profile form sends one (a startup's team, an investor's key people): one set of limits for both. */
export const personInputSchema = z.object({
  name: requiredText(100, 'Name', 'Please enter a name'),
  title: z.optional(z.nullable(textInput(100, 'Title'))),
  image: z.optional(z.nullable(imageSchema)),
  linkedinUrl: z.optional(z.nullable(websiteInputSchema)),
});
export type PersonInput = z.input<typeof personInputSchema>;

/** A profile's people (team or key people), at most 50. */
export const peopleInputSchema = z.array(personInputSchema).check(z.maxLength(50));
