import { useFollowStartup } from '@nordhub/api-client';
import { Button } from '@nordhub/design-system';
import { useOpenSignIn, useSessionStatus, useShowToast } from '@nordhub/session';
import { useLocation } from 'react-router-dom';

export type FollowButtonProps = {
  startup: { key: string; name: string; followed: boolean };
  size?: 'sm' | 'md';
};

/**
 * Follow / Following toggle (aria-pressed). The flag changes at once and goes back with a toast
 * when the server says no. A guest gets the log-in modal and comes back to this page.
 */
export function FollowButton({ startup, size = 'sm' }: FollowButtonProps) {
  const status = useSessionStatus();
  const openSignIn = useOpenSignIn();
  const location = useLocation();
  const showToast = useShowToast();
  const { mutate } = useFollowStartup();

  const toggle = () => {
    // Until users/me has answered, a click could be a signed-in user's: wait rather than ask to log in.
    if (status === 'unknown') return;
    if (status !== 'signed-in') {
      openSignIn(`${location.pathname}${location.search}`);
      return;
    }
    const action = startup.followed ? 'unfollow' : 'follow';
    mutate(
      { key: startup.key, action },
      {
        onError: (error) =>
          showToast(`${action === 'follow' ? `${startup.name} could not be followed.` : `${startup.name} could not be unfollowed.`} ${error.message}`, 'error'),
      },
    );
  };

  return (
    <Button
      size={size}
      variant={startup.followed ? 'primary' : 'secondary'}
      aria-pressed={startup.followed}
      aria-label={`Follow ${startup.name}`}
      onClick={toggle}
    >
      {startup.followed ? 'Following' : 'Follow'}
    </Button>
  );
}
