import styled from '@emotion/styled';
import { digestMailQueryOptions, useSignOut } from '@nordhub/api-client';
import { type ProfileView } from '@nordhub/contracts';
import { Avatar, DropdownMenu, type DropdownMenuItem } from '@nordhub/design-system';
import { useCurrentUser, useOpenProfileModal } from '@nordhub/session';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getHref } from '../paths';
import { useClearUserData } from '../session/use-end-session';
import { profileMenuLinks } from './navigation';

const StyledTrigger = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  fontWeight: theme.typography.fontWeights.medium,
}));

const StyledSummary = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md }));
const StyledSummaryText = styled.div({ display: 'flex', flexDirection: 'column' });
const StyledName = styled.span(({ theme }) => ({ fontWeight: theme.typography.fontWeights.semibold }));
const StyledMuted = styled.span(({ theme }) => ({ fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));

export type ProfileMenuProps = {
  profile: ProfileView;
  /** More than one usable profile: 'Switch profile' is offered. */
  canSwitch: boolean;
};

/**
 * The header's profile dropdown (the product spec's screens and routes): 'My dashboard' (or the name without a profile),
 * the summary, 'Switch profile', the profile's own items, 'My Account' and 'Log out'.
 */
export function ProfileMenu({ profile, canSwitch }: ProfileMenuProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const clearUserData = useClearUserData();
  const modals = useOpenProfileModal();
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();
  const email = currentUser?.email ?? null;
  const hasProfile = profile.type !== 'user';

  /**
   * 'Email notifications' opens the job digest's settings, which live under the digest's settings
   * key: asked for when chosen (GET digest/mail/{email}); without a digest (or the key), the
   * item's own link, where a seeker subscribes.
   */
  const openDigestSettings = (fallback: string) => {
    const lookup = email ? queryClient.fetchQuery(digestMailQueryOptions(email)) : Promise.resolve({ settingsKey: null });
    lookup.then(
      ({ settingsKey }) => navigate(settingsKey ? `${getHref('profileSettings')}/${encodeURIComponent(settingsKey)}` : fallback),
      () => navigate(fallback),
    );
  };

  const logOut = () => {
    // The product spec's states and transitions: sign out, clear data and the selected profile, go to /.
    signOut.mutate(undefined, {
      onSettled: () => {
        clearUserData();
        navigate(getHref('home'));
      },
    });
  };

  const items: DropdownMenuItem[] = [
    { id: 'dashboard', label: hasProfile ? 'My dashboard' : profile.name, href: profile.link },
    ...(canSwitch ? [{ id: 'switch', label: 'Switch profile', onSelect: modals.switchProfile }] : []),
    ...profileMenuLinks(profile).map((link) =>
      link.id === 'notifications' ? { id: link.id, label: link.label, onSelect: () => openDigestSettings(link.href) } : link,
    ),
    // Admins reach the queue of jobs waiting for review from any profile.
    ...(currentUser?.isAdmin ? [{ id: 'job-review', label: 'Job review', href: getHref('jobReview') }] : []),
    { id: 'account', label: 'My Account', href: getHref('settings') },
    { id: 'logout', label: 'Log out', onSelect: logOut },
  ];

  return (
    <DropdownMenu
      triggerPrefix="Account menu:"
      trigger={
        <StyledTrigger>
          <Avatar name={profile.name} src={profile.imageLink} />
          {profile.name}
        </StyledTrigger>
      }
      header={
        <StyledSummary>
          <Avatar name={profile.name} src={profile.imageLink} size={48} />
          <StyledSummaryText>
            <StyledName>{profile.name}</StyledName>
            <StyledMuted>{profile.typeLabel}</StyledMuted>
            {profile.additional ? <StyledMuted>{profile.additional}</StyledMuted> : null}
          </StyledSummaryText>
        </StyledSummary>
      }
      items={items}
      onNavigate={(href) => navigate(href)}
    />
  );
}
