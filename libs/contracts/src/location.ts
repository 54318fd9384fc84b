import * as z from 'zod/mini';
import { isoCountryCodeSchema } from './enums';

/** A place; `country` is the display name, `countryCode` the ISO code when known. */
export const locationSchema = z.object({
  locality: z.nullable(z.string()),
  address: z.nullable(z.string()),
  country: z.nullable(z.string()),
  countryCode: z.nullable(isoCountryCodeSchema),
});
export type Location = z.infer<typeof locationSchema>;

/** Location as entered in forms; everything but the country code is free text. */
export const locationInputSchema = z.object({
  locality: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(120)))),
  address: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(300)))),
  country: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(120)))),
  countryCode: z.optional(z.nullable(isoCountryCodeSchema)),
});
export type LocationInput = z.infer<typeof locationInputSchema>;
