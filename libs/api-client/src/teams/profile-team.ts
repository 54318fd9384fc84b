import { type ProfileInvite, type ProfileInviteInput, type ProfileRole, type ProfileTeam, type TeamProfileType } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

/** A startup ('company') or an investor whose team it is, by its key. */
export interface TeamProfileRef {
  type: TeamProfileType;
  key: string;
}

const prefixes: Record<TeamProfileType, string> = { company: '/companies', investor: '/investors' };
const profilePath = ({ type, key }: TeamProfileRef) => `${prefixes[type]}/${encodeURIComponent(key)}`;

export const profileTeamPath = (profile: TeamProfileRef) => `${profilePath(profile)}/managers`;
export const profileInvitesPath = (profile: TeamProfileRef) => `${profilePath(profile)}/invites`;
export const profileManagerPath = (profile: TeamProfileRef, userId: string) => `${profileTeamPath(profile)}/${encodeURIComponent(userId)}`;
export const profileInvitePath = (profile: TeamProfileRef, inviteId: string) => `${profileInvitesPath(profile)}/${encodeURIComponent(inviteId)}`;

const teamKey = (profile: TeamProfileRef) => queryKeys.teams.team(profile.type, profile.key);

/** A profile's managers and open invitations (its managers and admins only). */
export async function getProfileTeam(profile: TeamProfileRef, { client = apiClient, signal }: RequestOptions = {}): Promise<ProfileTeam> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.profileTeamSchema), await client.get<unknown>(profileTeamPath(profile), { signal }));
}

export const profileTeamQueryOptions = (profile: TeamProfileRef, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: teamKey(profile), queryFn: ({ signal }) => getProfileTeam(profile, { client, signal }) });

export const useProfileTeam = (profile: TeamProfileRef) => useQuery(profileTeamQueryOptions(profile));

/** Mails a colleague the link to become a manager of the profile. */
export async function inviteProfileManager(
  profile: TeamProfileRef,
  input: ProfileInviteInput,
  { client = apiClient, signal }: RequestOptions = {},
): Promise<ProfileInvite> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.profileInviteSchema), await client.post<unknown>(profileInvitesPath(profile), input, { signal }));
}

/** Removes a manager (the server keeps the last one). */
export async function removeProfileManager(profile: TeamProfileRef, userId: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  await parseResponse(import('@nordhub/contracts').then((contracts) => contracts.okResponseSchema), await client.delete<unknown>(profileManagerPath(profile, userId), { signal }));
}

/** Makes a manager an owner or a member (owners only; the server keeps the last owner); answers the team. */
export async function changeProfileManagerRole(
  profile: TeamProfileRef,
  change: { userId: string; role: ProfileRole },
  { client = apiClient, signal }: RequestOptions = {},
): Promise<ProfileTeam> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.profileTeamSchema),
    await client.put<unknown>(profileManagerPath(profile, change.userId), { role: change.role }, { signal }),
  );
}

/** Withdraws an open invitation; its link stops working. */
export async function withdrawProfileInvite(profile: TeamProfileRef, inviteId: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  await parseResponse(import('@nordhub/contracts').then((contracts) => contracts.okResponseSchema), await client.delete<unknown>(profileInvitePath(profile, inviteId), { signal }));
}

export function useInviteProfileManager(profile: TeamProfileRef) {
  const queryClient = useQueryClient();
  return useMutation<ProfileInvite, ApiClientError, ProfileInviteInput>({
    mutationFn: (input) => inviteProfileManager(profile, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey(profile) }),
  });
}

export function useRemoveProfileManager(profile: TeamProfileRef) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: (userId) => removeProfileManager(profile, userId),
    // Removing oneself changes the user's profiles too (the portal's guard then lets go).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKey(profile) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.me() }),
      ]).then(() => undefined),
  });
}

export function useWithdrawProfileInvite(profile: TeamProfileRef) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: (inviteId) => withdrawProfileInvite(profile, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey(profile) }),
  });
}

export function useChangeProfileManagerRole(profile: TeamProfileRef) {
  const queryClient = useQueryClient();
  return useMutation<ProfileTeam, ApiClientError, { userId: string; role: ProfileRole }>({
    mutationFn: (change) => changeProfileManagerRole(profile, change),
    onSuccess: (team) => queryClient.setQueryData(teamKey(profile), team),
  });
}
