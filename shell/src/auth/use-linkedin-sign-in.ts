import { defaultErrorMessages, openLinkedInPopup, useAuthorizeWithLinkedIn } from '@nordhub/api-client';
import { authTexts, type User } from '@nordhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthOutcome } from './auth-modal';

export type UseLinkedInSignInOptions = {
  /** disableSignUp: an unknown LinkedIn member is not registered but told to sign up first. */
  signUpDisabled: boolean;
  onSignedIn: (user: User, outcome: AuthOutcome) => void;
};

export type LinkedInSignIn = {
  start: () => void;
  /** The popup is open or the authorisation request runs. */
  busy: boolean;
  /** What to tell the person: no account yet, or why it failed. */
  message: string | null;
  dismiss: () => void;
};

/**
 * 'Continue with LinkedIn' (spec sections 4, 5 and 8): popup, then authorize-with-linkedin.
 * A cancelled or closed popup is not authorised and changes nothing.
 */
export function useLinkedInSignIn({ signUpDisabled, onSignedIn }: UseLinkedInSignInOptions): LinkedInSignIn {
  const { mutateAsync: authorize } = useAuthorizeWithLinkedIn();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // Closing the modal cancels the flow, so a popup answering afterwards must not sign anyone in.
  const mounted = useRef(true);
  const running = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The latest callback, without restarting a flow that is under way when the parent re-renders.
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  });

  const run = useCallback(async () => {
    const authorisation = await openLinkedInPopup();
    if (!authorisation || !mounted.current) return;
    const { user, created } = await authorize({ accessToken: authorisation.accessToken, allowRegistration: !signUpDisabled });
    if (!mounted.current) return;
    if (user) signedIn.current(user, created ? 'signed-up' : 'signed-in');
    else setMessage(authTexts.noAccountYet);
  }, [authorize, signUpDisabled]);

  const start = useCallback(() => {
    // A second click while the popup is open would replace it with a new, unrelated flow.
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setMessage(null);
    run()
      .catch((error: unknown) => {
        if (mounted.current) setMessage(error instanceof Error ? error.message : defaultErrorMessages.generic);
      })
      .finally(() => {
        running.current = false;
        if (mounted.current) setBusy(false);
      });
  }, [run]);

  const dismiss = useCallback(() => setMessage(null), []);

  return { start, busy, message, dismiss };
}
