import { useConnectProfilePlatform } from '@nordhub/api-client';
import { type ProfileView } from '@nordhub/contracts';
import { Button, FormMessage, Modal, Stack } from '@nordhub/design-system';
import { safeRedirectTarget, unconnectedProfiles } from '@nordhub/domain';
import {
  pendingTargetAtom,
  toProfileView,
  useCreateApplicantProfile,
  useCurrentUser,
  useOpenProfileModal,
  usePlatform,
  useSelectProfile,
} from '@nordhub/session';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProfileOption, StyledOptionList } from './profile-option';

export type ConnectProfileModalProps = { onClose: () => void };

/**
 * Connect profile (the product spec's states and transitions): an existing profile not yet on this platform is registered
 * on it and then selected; 'Create a new profile' opens the role chooser.
 */
export function ConnectProfileModal({ onClose }: ConnectProfileModalProps) {
  const user = useCurrentUser();
  const platform = usePlatform();
  const connect = useConnectProfilePlatform();
  const applicant = useCreateApplicantProfile();
  const { select } = useSelectProfile();
  const modals = useOpenProfileModal();
  const [pendingTarget, setPendingTarget] = useAtom(pendingTargetAtom);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const busy = connect.isPending || applicant.isPending;

  const profiles = user ? unconnectedProfiles(user, platform).map((profile) => toProfileView(user, profile)) : [];

  const choose = async (profile: ProfileView) => {
    setError(null);
    try {
      if (profile.type === 'applicant') {
        await applicant.create();
      } else if ((profile.type === 'company' || profile.type === 'investor') && profile.key) {
        await connect.mutateAsync({ type: profile.type, key: profile.key, platform });
        await select(profile);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The profile could not be connected.');
      return;
    }
    setPendingTarget(null);
    onClose();
    navigate(safeRedirectTarget(pendingTarget) ?? profile.link);
  };

  return (
    <Modal open onClose={onClose} title="Connect a profile">
      <Stack gap="lg">
        <p>Choose one of your profiles to use it here too, or create a new one.</p>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <StyledOptionList aria-label="Profiles to connect">
          {profiles.map((profile) => (
            <li key={`${profile.type}:${profile.key ?? ''}`}>
              <ProfileOption profile={profile} disabled={busy} onChoose={() => void choose(profile)} />
            </li>
          ))}
        </StyledOptionList>
        <Button variant="secondary" fullWidth onClick={() => modals.chooseRole('profile')} disabled={busy}>
          Create a new profile
        </Button>
      </Stack>
    </Modal>
  );
}
