import * as z from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { companyRefSchema } from './refs';

/** A person who manages a company (spec section 6: a client manager). */
export const companyManagerSchema = z.object({
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  /** The signed-in user themself. */
  isYou: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type CompanyManager = z.infer<typeof companyManagerSchema>;

/** An invitation sent and not yet accepted. */
export const companyInviteSchema = z.object({
  id: idSchema,
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
export type CompanyInvite = z.infer<typeof companyInviteSchema>;

/** GET /companies/{key}/managers: the team page's data. */
export const companyTeamSchema = z.object({
  managers: z.array(companyManagerSchema),
  invites: z.array(companyInviteSchema),
});
export type CompanyTeam = z.infer<typeof companyTeamSchema>;

export const companyInviteMessages = {
  email: 'Please enter a valid email address',
  alreadyManager: 'This person already manages the startup',
  lastManager: 'A startup needs at least one manager: invite someone else before removing the last one',
  invalidInvite: 'This invitation is invalid, used or expired',
  wrongAccount: 'This invitation was sent to another e-mail address: log in with that address to accept it',
} as const;

/** POST /companies/{key}/invites. */
export const companyInviteInputSchema = z.object({
  email: z.email(companyInviteMessages.email).trim().max(100, 'Email must be at most 100 characters'),
});
export type CompanyInviteInput = z.input<typeof companyInviteInputSchema>;

/** GET /company-invites/{token}: what the accept page shows before accepting. */
export const companyInvitePreviewSchema = z.object({
  company: companyRefSchema,
  email: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: isoDateTimeSchema,
});
export type CompanyInvitePreview = z.infer<typeof companyInvitePreviewSchema>;
