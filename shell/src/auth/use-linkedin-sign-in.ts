import { defaultErrorMessages, meQueryOptions, openLinkedInPopup } from '@nordhub/api-client';
import { authTexts, type LinkedInIntent, type User } from '@nordhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthOutcome } from './auth-modal';

export type UseLinkedInSignInOptions = {
  onSignedIn: (user: User, outcome: AuthOutcome) => void;
};

/** What the LinkedIn section says: why it failed or that there is no account (error), or to check the inbox. */
export type LinkedInNotice = { text: string; tone: 'error' | 'success' };

export type LinkedInSignIn = {
  /** Opens the popup; 'sign-up' (the sign-up side) may create an account, 'sign-in' may not. */
  start: (intent: LinkedInIntent) => void;
  /** The popup is open or the session is being read. */
  busy: boolean;
  notice: LinkedInNotice | null;
  dismiss: () => void;
};

/**
 * 'Continue with LinkedIn' (the product spec's states and transitions, validation rules and error catalogue). The server signs the person in inside
 * the popup (it shares this page's cookies) and the popup says only what happened; on success
 * the session is read again, like after any sign-in. A cancelled or closed popup is not
 * authorised and changes nothing.
 */
export function useLinkedInSignIn({ onSignedIn }: UseLinkedInSignInOptions): LinkedInSignIn {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<LinkedInNotice | null>(null);
  // Closing the modal cancels the flow, so a popup answering afterwards must not move anything.
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

  const run = useCallback(
    async (intent: LinkedInIntent) => {
      const result = await openLinkedInPopup(intent);
      if (!result || !mounted.current) return;
      if (result.outcome === 'no-account') return setNotice({ text: authTexts.noAccountYet, tone: 'error' });
      if (result.outcome === 'confirm-by-email') return setNotice({ text: result.message, tone: 'success' });
      // The session cookie came with the popup's page: read who is signed in now.
      const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      if (!mounted.current) return;
      if (user) signedIn.current(user, result.outcome === 'signed-up' ? 'signed-up' : 'signed-in');
      else setNotice({ text: defaultErrorMessages.generic, tone: 'error' });
    },
    [queryClient],
  );

  const start = useCallback(
    (intent: LinkedInIntent) => {
      // A second click while the popup is open would replace it with a new, unrelated flow.
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setNotice(null);
      run(intent)
        .catch((error: unknown) => {
          if (mounted.current) setNotice({ text: error instanceof Error ? error.message : defaultErrorMessages.generic, tone: 'error' });
        })
        .finally(() => {
          running.current = false;
          if (mounted.current) setBusy(false);
        });
    },
    [run],
  );

  const dismiss = useCallback(() => setNotice(null), []);

  return { start, busy, notice, dismiss };
}
