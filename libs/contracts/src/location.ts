import * as z from 'zod';
import { isoCountryCodeSchema } from './enums';

/** A place; `country` is the display name, `countryCode` the ISO code when known. */
export const locationSchema = z.object({
  locality: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: isoCountryCodeSchema.nullable(),
});
export type Location = z.infer<typeof locationSchema>;

/** Location as entered in forms; everything but the country code is free text. */
export const locationInputSchema = z.object({
  locality: z.string().trim().max(120).nullable().optional(),
  address: z.string().trim().max(300).nullable().optional(),
  country: z.string().trim().max(120).nullable().optional(),
  countryCode: isoCountryCodeSchema.nullable().optional(),
});
export type LocationInput = z.infer<typeof locationInputSchema>;
