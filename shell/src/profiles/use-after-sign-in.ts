import { type User } from '@nordhub/contracts';
import { decideAfterSignIn, parseProfileId } from '@nordhub/domain';
import {
  pendingTargetAtom,
  readProfileCookie,
  selectedProfileAtom,
  useOpenProfileModal,
  usePlatform,
  useSelectedProfile,
} from '@nordhub/session';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * What happens once the user is logged in (the product spec's states and transitions, "After sign-in"): the pure decision
 * of libs/domain, carried out (select and go, or open the profile modal it names).
 */
export function useAfterSignIn() {
  const platform = usePlatform();
  const current = useSelectedProfile();
  const setSelected = useSetAtom(selectedProfileAtom);
  const [pendingTarget, setPendingTarget] = useAtom(pendingTargetAtom);
  const modals = useOpenProfileModal();
  const navigate = useNavigate();

  return useCallback(
    (user: User) => {
      const decision = decideAfterSignIn({
        owner: user,
        platform,
        current,
        stored: parseProfileId(user.profile),
        cookie: parseProfileId(readProfileCookie()),
        to: pendingTarget,
      });
      if (decision.kind === 'go') {
        setSelected(decision.profile);
        setPendingTarget(null);
        navigate(decision.to);
      } else if (decision.kind === 'switch-profile') {
        modals.switchProfile();
      } else if (decision.kind === 'connect-profile') {
        modals.connectProfile();
      } else {
        modals.chooseRole('sign-up');
      }
    },
    [platform, current, pendingTarget, setSelected, setPendingTarget, modals, navigate],
  );
}
