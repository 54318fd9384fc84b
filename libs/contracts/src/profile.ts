import * as z from 'zod';
import { platformMapSchema, platformSchema, profileTypeSchema } from './enums';

/** Which profile the user acts as; `key` is null for the applicant and plain-user profiles. */
export const selectedProfileSchema = z.object({
  type: profileTypeSchema,
  key: z.string().nullable(),
});
export type SelectedProfile = z.infer<typeof selectedProfileSchema>;

/** A profile as the header dropdown and the switcher show it. */
export const profileViewSchema = z.object({
  type: profileTypeSchema,
  key: z.string().nullable(),
  name: z.string(),
  link: z.string(),
  imageLink: z.string().nullable(),
  typeLabel: z.string(),
  additional: z.string().nullable(),
  description: z.string().nullable(),
  isDraft: z.boolean(),
  company: z.object({ linkedinId: z.string().nullable() }).nullable(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** POST companies/{key}/platform or investors/{key}/platform: connect it to a platform. */
export const platformPayloadSchema = z.object({
  platform: platformSchema,
});
export type PlatformPayload = z.infer<typeof platformPayloadSchema>;

/** Response of the platform call: the profile's updated platform map. */
export const platformResponseSchema = z.object({
  key: z.string(),
  platform: platformMapSchema,
});
export type PlatformResponse = z.infer<typeof platformResponseSchema>;
