import { type ProfileView } from '@nordhub/contracts';
import { Checkbox, FormMessage, Modal, Stack } from '@nordhub/design-system';
import { safeRedirectTarget } from '@nordhub/domain';
import { pendingTargetAtom, useSelectProfile, useUsableProfiles } from '@nordhub/session';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProfileOption, StyledOptionList } from './profile-option';

export type SwitchProfileModalProps = { onClose: () => void };

/**
 * Choose profile (the product spec's states and transitions): only the profiles usable on this platform; the choice is
 * kept on the server only with 'Remember my choice', otherwise in the user.profile cookie.
 */
export function SwitchProfileModal({ onClose }: SwitchProfileModalProps) {
  const profiles = useUsableProfiles();
  const { select, isPending } = useSelectProfile();
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pendingTarget, setPendingTarget] = useAtom(pendingTargetAtom);
  const navigate = useNavigate();

  const choose = async (profile: ProfileView) => {
    setError(null);
    try {
      await select(profile, { remember });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your choice could not be saved.');
      return;
    }
    setPendingTarget(null);
    onClose();
    navigate(safeRedirectTarget(pendingTarget) ?? profile.link);
  };

  return (
    <Modal open onClose={onClose} title="Choose profile">
      <Stack gap="lg">
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <StyledOptionList aria-label="Your profiles">
          {profiles.map((profile) => (
            <li key={`${profile.type}:${profile.key ?? ''}`}>
              <ProfileOption profile={profile} disabled={isPending} onChoose={() => void choose(profile)} />
            </li>
          ))}
        </StyledOptionList>
        <Checkbox label="Remember my choice" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      </Stack>
    </Modal>
  );
}
