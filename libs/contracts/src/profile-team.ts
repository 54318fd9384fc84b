import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { imageSchema } from './image';

/**
 * A profile's team (/client/startups/{key}/users and /client/investors/{key}/users): the people
 * who manage a startup or an investor, and invitations by e-mail. One shape for both profile types.
 */
export const teamProfileTypeSchema = z.enum(['company', 'investor']);
export type TeamProfileType = z.infer<typeof teamProfileTypeSchema>;

/** A profile as the product names it in texts ("the startup", "the investor"). */
export const teamProfileWords: Record<TeamProfileType, string> = { company: 'startup', investor: 'investor' };

/** A person who manages a profile (the product spec's roles and permissions: a client manager). */
/**
 * A manager's role: an owner may also remove owners and change roles; a member manages the
 * profile otherwise (jobs, applicants, settings, invitations, removing members).
 */
export const profileRoleSchema = z.enum(['owner', 'member']);
export type ProfileRole = z.infer<typeof profileRoleSchema>;

export const profileManagerSchema = z.object({
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  role: profileRoleSchema,
  /** The signed-in user themself. */
  isYou: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type ProfileManager = z.infer<typeof profileManagerSchema>;

/** An invitation sent and not yet accepted. */
export const profileInviteSchema = z.object({
  id: idSchema,
  email: z.string(),
  invitedBy: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
export type ProfileInvite = z.infer<typeof profileInviteSchema>;

/** GET /companies/{key}/managers and GET /investors/{key}/managers: the users page's data. */
export const profileTeamSchema = z.object({
  managers: z.array(profileManagerSchema),
  invites: z.array(profileInviteSchema),
  /** Whether the viewer may remove owners and change roles (an owner, or an admin). */
  viewerIsOwner: z.boolean(),
});
export type ProfileTeam = z.infer<typeof profileTeamSchema>;

/** The team's messages, naming the profile type where it matters. */
export const profileTeamMessages = (type: TeamProfileType) => {
  const word = teamProfileWords[type];
  const article = type === 'investor' ? 'An' : 'A';
  return {
    email: 'Please enter a valid email address',
    alreadyManager: `This person already manages the ${word}`,
    lastManager: `${article} ${word} needs at least one manager: invite someone else before removing the last one`,
    lastOwner: `${article} ${word} needs at least one owner: make another manager an owner first`,
    ownerOnlyRemove: 'Only an owner can remove an owner',
    ownerOnlyRole: 'Only an owner can change who is an owner',
    invalidInvite: 'This invitation is invalid, used or expired',
    wrongAccount: 'This invitation was sent to another e-mail address: log in with that address to accept it',
  } as const;
};

/** POST /companies/{key}/invites and POST /investors/{key}/invites. */
export const profileInviteInputSchema = z.object({
  email: z.email(profileTeamMessages('company').email).check(z.trim(), z.maxLength(100, 'Email must be at most 100 characters')),
});
export type ProfileInviteInput = z.input<typeof profileInviteInputSchema>;

/** PUT /companies/{key}/managers/{userId} and PUT /investors/{key}/managers/{userId}: make a manager an owner or a member. */
export const profileRoleInputSchema = z.object({ role: profileRoleSchema });
export type ProfileRoleInput = z.input<typeof profileRoleInputSchema>;

/** GET /invites/{inviteKey}: what the accept page shows before accepting. */
export const profileInvitePreviewSchema = z.object({
  profile: z.object({
    type: teamProfileTypeSchema,
    id: idSchema,
    key: z.string(),
    name: z.string(),
    logoImage: z.nullable(imageSchema),
  }),
  email: z.string(),
  invitedBy: z.nullable(z.string()),
  expiresAt: isoDateTimeSchema,
});
export type ProfileInvitePreview = z.infer<typeof profileInvitePreviewSchema>;
