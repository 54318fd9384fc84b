import * as z from 'zod/mini';
import { platformMapSchema, platformSchema, profileTypeSchema } from './enums';

/** Which profile the user acts as; `key` is null for the applicant and plain-user profiles. */
export const selectedProfileSchema = z.object({
  type: profileTypeSchema,
  key: z.nullable(z.string()),
});
export type SelectedProfile = z.infer<typeof selectedProfileSchema>;

/** A profile as the header dropdown and the switcher show it. */
export const profileViewSchema = z.object({
  type: profileTypeSchema,
  key: z.nullable(z.string()),
  name: z.string(),
  link: z.string(),
  imageLink: z.nullable(z.string()),
  typeLabel: z.string(),
  additional: z.nullable(z.string()),
  description: z.nullable(z.string()),
  isDraft: z.boolean(),
  company: z.nullable(z.object({ linkedinId: z.nullable(z.string()) })),
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
