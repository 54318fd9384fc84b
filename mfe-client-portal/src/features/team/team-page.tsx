import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyServerError,
  type TeamProfileRef,
  useChangeProfileManagerRole,
  useInviteProfileManager,
  useProfileTeam,
  useRemoveProfileManager,
  useWithdrawProfileInvite,
} from '@nordhub/api-client';
import { type ProfileInviteInput, profileInviteInputSchema, type ProfileManager, teamProfileWords, type TeamProfileType } from '@nordhub/contracts';
import { Badge, Button, Container, FormMessage, ListRow, PageBody, PageTitle, PlainList, SectionTitle, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { formatDate } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useRouteParam } from '../../route-params';

type InviteOutput = z.output<typeof profileInviteInputSchema>;

const StyledWho = styled.div({ flex: 1, minWidth: 0 });
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledName = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.typography.fontWeights.semibold }));

const StyledInviteForm = styled.form(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: theme.space.md,
  '& > :first-of-type': { flex: '1 1 18rem' },
}));

function InviteForm({ profile }: { profile: TeamProfileRef }) {
  const invite = useInviteProfileManager(profile);
  const showToast = useShowToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileInviteInput, unknown, InviteOutput>({ resolver: zodResolver(profileInviteInputSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (input) => {
    if (invite.isPending) return;
    setFormError(null);
    try {
      await invite.mutateAsync(input);
      showToast(`Invitation sent to ${input.email}`, 'success');
      reset();
    } catch (error) {
      setFormError(applyServerError(error, setError, ['email']));
    }
  });

  return (
    <StyledInviteForm noValidate onSubmit={onSubmit} aria-label="Invite a colleague">
      <TextField label="Colleague's email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <Button type="submit" loading={invite.isPending}>
        Send invitation
      </Button>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
    </StyledInviteForm>
  );
}

interface ManagerRowProps {
  profile: TeamProfileRef;
  manager: ProfileManager;
  /** What the viewer may do to this manager (the server decides again). */
  canRemove: boolean;
  canChangeRole: boolean;
  /** Why the row offers less, e.g. "The last owner stays". */
  note: string | null;
}

function ManagerRow({ profile, manager, canRemove, canChangeRole, note }: ManagerRowProps) {
  const remove = useRemoveProfileManager(profile);
  const changeRole = useChangeProfileManagerRole(profile);
  const showToast = useShowToast();
  // Removing asks once more in place (a second button), so a stray click changes nothing.
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const who = manager.name || manager.email;
  const onRemove = () => {
    setError(null);
    remove.mutate(manager.userId, {
      onSuccess: () => showToast(`${who} no longer manages the ${teamProfileWords[profile.type]}`, 'success'),
      onError: (failure) => {
        setConfirming(false);
        setError(failure.message);
      },
    });
  };
  const nextRole = manager.role === 'owner' ? 'member' : 'owner';
  const onChangeRole = () => {
    setError(null);
    changeRole.mutate(
      { userId: manager.userId, role: nextRole },
      {
        onSuccess: () => showToast(nextRole === 'owner' ? `${who} is now an owner` : `${who} is now a manager without owner rights`, 'success'),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <ListRow>
      <StyledWho>
        <StyledName>
          {who} {manager.isYou ? <Badge>You</Badge> : null}
        </StyledName>
        <StyledMuted>
          {manager.email} · {manager.role === 'owner' ? 'Owner' : 'Manager'} since {formatDate(manager.createdAt)}
        </StyledMuted>
        {note ? <StyledMuted>{note}</StyledMuted> : null}
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      </StyledWho>
      {canChangeRole && !confirming ? (
        <Button variant="ghost" size="sm" onClick={onChangeRole} loading={changeRole.isPending} aria-label={nextRole === 'owner' ? `Make ${who} an owner` : `Make ${who} a manager without owner rights`}>
          {nextRole === 'owner' ? 'Make owner' : 'Remove owner rights'}
        </Button>
      ) : null}
      {canRemove && !confirming ? (
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} aria-label={manager.isYou ? 'Leave' : `Remove ${who}`}>
          {manager.isYou ? 'Leave' : 'Remove'}
        </Button>
      ) : null}
      {canRemove && confirming ? (
        <>
          <Button variant="danger" size="sm" onClick={onRemove} loading={remove.isPending}>
            {manager.isYou ? 'Yes, remove me' : `Yes, remove ${who}`}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </>
      ) : null}
    </ListRow>
  );
}

/**
 * What the viewer may do to `manager` (the server's rules, so the page offers nothing it would
 * refuse): anyone removes a member, only an owner removes an owner or changes roles, and the last
 * manager and the last owner stay.
 */
function managerActions(manager: ProfileManager, managers: ProfileManager[], viewerIsOwner: boolean) {
  const owners = managers.filter((candidate) => candidate.role === 'owner').length;
  const lastOwner = manager.role === 'owner' && owners <= 1;
  const canRemove = managers.length > 1 && !lastOwner && (manager.role === 'member' || viewerIsOwner);
  const canChangeRole = viewerIsOwner && !lastOwner;
  const note = lastOwner && managers.length > 1 ? 'The last owner stays: make someone else an owner first' : null;
  return { canRemove, canChangeRole, note };
}

// What each profile type's users page says; the rest of the page is the same for both.
const pageTexts: Record<TeamProfileType, { param: string; title: string; intro: string }> = {
  company: {
    param: 'company',
    title: 'Startup users',
    intro: 'Everyone listed here manages the startup: its profile, jobs, applicants and settings.',
  },
  investor: {
    param: 'investor',
    title: 'Investor users',
    intro: 'Everyone listed here manages the investor: its profile, portfolio and settings.',
  },
};

/**
 * The users page of a startup (/client/startups/{company}/users) or an investor
 * (/client/investors/{investor}/users): who manages the profile, invitations by e-mail, removal.
 */
export function ProfileTeamPage({ profileType }: { profileType: TeamProfileType }) {
  const texts = pageTexts[profileType];
  const profile: TeamProfileRef = { type: profileType, key: useRouteParam(texts.param) };
  useDocumentTitle(texts.title);
  const team = useProfileTeam(profile);
  const withdraw = useWithdrawProfileInvite(profile);
  const managers = team.data?.managers ?? [];
  const invites = team.data?.invites ?? [];
  const viewerIsOwner = team.data?.viewerIsOwner ?? false;

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>{texts.title}</PageTitle>
        <StyledMuted>{texts.intro}</StyledMuted>
        <section aria-labelledby="team-invite">
          <SectionTitle id="team-invite">Invite a colleague</SectionTitle>
          <StyledMuted>We e-mail them a link. They accept it signed in with that address (signing up first if they are new).</StyledMuted>
          <InviteForm profile={profile} />
        </section>
        <section aria-labelledby="team-managers">
          <SectionTitle id="team-managers">Managers</SectionTitle>
          {team.data && !viewerIsOwner ? <StyledMuted>Only an owner can remove an owner or change who is an owner.</StyledMuted> : null}
          {team.isPending ? <Skeleton label="Loading the team…" shape="cards" /> : null}
          {team.isError ? <FormMessage tone="error">{team.error.message}</FormMessage> : null}
          <PlainList aria-label="Managers">
            {managers.map((manager) => (
              <li key={manager.userId}>
                <ManagerRow profile={profile} manager={manager} {...managerActions(manager, managers, viewerIsOwner)} />
              </li>
            ))}
          </PlainList>
        </section>
        {invites.length ? (
          <section aria-labelledby="team-invites">
            <SectionTitle id="team-invites">Pending invitations</SectionTitle>
            <PlainList aria-label="Pending invitations">
              {invites.map((invite) => (
                <li key={invite.id}>
                  <ListRow>
                    <StyledWho>
                      <StyledName>{invite.email}</StyledName>
                      <StyledMuted>
                        Invited {invite.invitedBy ? `by ${invite.invitedBy} ` : ''}on {formatDate(invite.createdAt)} · link works until {formatDate(invite.expiresAt)}
                      </StyledMuted>
                    </StyledWho>
                    <Button variant="ghost" size="sm" onClick={() => withdraw.mutate(invite.id)} aria-label={`Withdraw the invitation to ${invite.email}`}>
                      Withdraw
                    </Button>
                  </ListRow>
                </li>
              ))}
            </PlainList>
          </section>
        ) : null}
      </PageBody>
    </Container>
  );
}

/** The routes' pages (lazy routes take components without props). */
export const StartupUsersPage = () => <ProfileTeamPage profileType="company" />;
export const InvestorUsersPage = () => <ProfileTeamPage profileType="investor" />;
