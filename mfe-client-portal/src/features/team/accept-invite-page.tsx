import styled from '@emotion/styled';
import { useAcceptProfileInvite, useProfileInvite } from '@nordhub/api-client';
import { type ProfileInvitePreview } from '@nordhub/contracts';
import { Avatar, Button, Container, FormMessage, PageBody, PageTitle, useDocumentTitle } from '@nordhub/design-system';
import { storedFilePath } from '@nordhub/domain';
import { useCurrentUser, useOpenAuthModal, useOpenSignIn, useSelectProfile, useShowToast } from '@nordhub/session';
import { useLocation, useNavigate } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

const StyledCard = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  padding: theme.space.xl,
  background: theme.colors.surface,
  borderRadius: theme.radii.lg,
}));

const StyledCompany = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));
const StyledText = styled.p({ margin: 0 });

function GuestActions({ invite }: { invite: ProfileInvitePreview }) {
  const openSignIn = useOpenSignIn();
  const openAuthModal = useOpenAuthModal();
  const { pathname } = useLocation();
  return (
    <>
      <StyledText>
        Log in with <strong>{invite.email}</strong> to accept. New to Nordhub? Sign up with that address first, then come back to this
        link.
      </StyledText>
      <StyledActions>
        <Button onClick={() => openSignIn(pathname)}>Log in to accept</Button>
        <Button variant="secondary" onClick={() => openAuthModal('signup', { email: invite.email })}>
          Sign up with {invite.email}
        </Button>
      </StyledActions>
    </>
  );
}

function SignedInActions({ inviteKey, invite }: { inviteKey: string; invite: ProfileInvitePreview }) {
  const user = useCurrentUser();
  const accept = useAcceptProfileInvite();
  const { select } = useSelectProfile();
  const navigate = useNavigate();
  const showToast = useShowToast();
  const otherAddress = user && user.email.toLowerCase() !== invite.email.toLowerCase();

  const onAccept = async () => {
    try {
      await accept.mutateAsync(inviteKey);
      const { type, key, name } = invite.profile;
      // The new startup or investor becomes the selected profile, so the portal and the header show it.
      await select({ type, key });
      showToast(`You now manage ${name}`, 'success');
      navigate(type === 'company' ? getHref('startup', { company: key }) : getHref('investor', { investor: key }));
    } catch {
      // The mutation's error is shown below.
    }
  };

  return (
    <>
      {otherAddress ? (
        <FormMessage tone="error">
          You are logged in as {user.email}, but the invitation was sent to {invite.email}. Log out and log in with that address to accept
          it.
        </FormMessage>
      ) : (
        <StyledActions>
          <Button onClick={onAccept} loading={accept.isPending}>
            Accept and manage {invite.profile.name}
          </Button>
        </StyledActions>
      )}
      {accept.isError ? <FormMessage tone="error">{accept.error.message}</FormMessage> : null}
    </>
  );
}

const titles = { company: 'Join a startup', investor: 'Join an investor' } as const;

/**
 * /client/invites/{inviteKey}: the page an invitation mail links to, for a startup's or an
 * investor's team. Outside the sign-in guard,
 * so a guest sees what the invitation is and can log in or sign up from here.
 */
export function AcceptInvitePage() {
  const inviteKey = useRouteParam('inviteKey');
  const user = useCurrentUser();
  const invite = useProfileInvite(inviteKey);
  // Until the invitation is loaded the page cannot tell a startup's team from an investor's.
  const title = invite.data ? titles[invite.data.profile.type] : 'Join a team';
  useDocumentTitle(title);

  return (
    <Container size="md">
      <PageBody>
        <PageTitle>{title}</PageTitle>
        {invite.isPending ? <p role="status">Opening the invitation…</p> : null}
        {invite.isError ? <FormMessage tone="error">{invite.error.message}</FormMessage> : null}
        {invite.data ? (
          <StyledCard aria-label="Invitation">
            <StyledCompany>
              <Avatar name={invite.data.profile.name} src={storedFilePath(invite.data.profile.logoImage)} size={48} />
              <StyledText>
                {invite.data.invitedBy ? `${invite.data.invitedBy} invited you` : 'You are invited'} to manage <strong>{invite.data.profile.name}</strong> on
                Nordhub.
              </StyledText>
            </StyledCompany>
            {user ? <SignedInActions inviteKey={inviteKey} invite={invite.data} /> : <GuestActions invite={invite.data} />}
          </StyledCard>
        ) : null}
      </PageBody>
    </Container>
  );
}
