import { profileModalAtom } from '@nordhub/session';
import { useAtom } from 'jotai';
import { ChooseRoleModal } from './choose-role-modal';
import { ConnectProfileModal } from './connect-profile-modal';
import { SwitchProfileModal } from './switch-profile-modal';

/** Shows the profile modal that the session asked for (after sign-in, the header, or a remote). */
export function ProfileModalsHost() {
  const [request, setRequest] = useAtom(profileModalAtom);
  if (!request) return null;
  const close = () => setRequest(null);
  if (request.kind === 'switch-profile') return <SwitchProfileModal onClose={close} />;
  if (request.kind === 'connect-profile') return <ConnectProfileModal onClose={close} />;
  return <ChooseRoleModal key={request.mode} mode={request.mode} title={request.title} onClose={close} />;
}
