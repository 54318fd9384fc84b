import { Button, Modal, Stack } from '@nordhub/design-system';
import { type ChooseRoleMode } from '@nordhub/session';
import { useNavigate } from 'react-router-dom';

export const defaultChooseRoleTitle = 'Let us know who you are';

type RoleOption = { label: string; to: string };

/** The product spec's screens and routes: sign-up mode offers all three; the other mode only startup and investor. */
export function roleOptions(mode: ChooseRoleMode): RoleOption[] {
  const business: RoleOption[] = [
    { label: "I'm a startup", to: '/startups/join' },
    { label: "I'm an investor", to: '/investors/join' },
  ];
  return mode === 'sign-up' ? [{ label: "I'm looking for jobs", to: '/client/applicant?create=1' }, ...business] : business;
}

export type ChooseRoleModalProps = {
  mode: ChooseRoleMode;
  title?: string;
  onClose: () => void;
};

/** Choose role: not closable by Escape or the backdrop; 'Not now' is the explicit way out. */
export function ChooseRoleModal({ mode, title = defaultChooseRoleTitle, onClose }: ChooseRoleModalProps) {
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Modal open dismissible={false} onClose={onClose} title={title}>
      <Stack gap="md">
        {roleOptions(mode).map((option) => (
          <Button key={option.to} fullWidth variant="secondary" onClick={() => go(option.to)}>
            {option.label}
          </Button>
        ))}
        <Button variant="ghost" fullWidth onClick={onClose}>
          Not now
        </Button>
      </Stack>
    </Modal>
  );
}
