import { apiClient, queryKeys, useMe, useVerifyEmail } from '@nordhub/api-client';
import { authTexts } from '@nordhub/contracts';
import { isSameProfile, safeRedirectTarget } from '@nordhub/domain';
import {
  clearSessionAtom,
  pendingTargetAtom,
  profileToSelect,
  selectedProfileAtom,
  sessionStatusAtom,
  useCurrentUser,
  useOpenAuthModal,
  usePlatform,
  useSessionStatus,
  useShowToast,
  userAtom,
} from '@nordhub/session';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { endsSession, sessionExpiredMessage } from './session-expiry';
import { useClearUserData } from './use-end-session';

/**
 * userAtom follows users/me; a guest (null) clears the session atoms. When another person signs
 * in on this page, job answers are refetched: they carry the viewer's saved and interested flags.
 */
function useUserSync() {
  const me = useMe();
  const queryClient = useQueryClient();
  const viewer = useRef<string | null | undefined>(undefined);
  const setUser = useSetAtom(userAtom);
  const setStatus = useSetAtom(sessionStatusAtom);
  const clearUserData = useClearUserData();
  const clear = useEffectEvent(clearUserData);
  const clearSession = useSetAtom(clearSessionAtom);
  useEffect(() => {
    if (me.data === undefined) {
      // The product spec's error catalogue ignores a failed load of the current user: carry on as a guest.
      if (me.isError) setStatus('guest');
      return;
    }
    if (me.data === null) {
      // Signed out since (elsewhere, or the session ended): forget that user's data. A visitor who
      // was a guest from the start has none, and the page's answers on their way must stay (they
      // started at once, beside this one: removing them left the page loading for ever).
      if (typeof viewer.current === 'string') clear();
      else clearSession();
      viewer.current = null;
      return;
    }
    if (viewer.current !== undefined && viewer.current !== me.data.id) void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    viewer.current = me.data.id;
    setUser(me.data);
    setStatus('signed-in');
  }, [me.data, me.isError, setUser, setStatus, clearSession, queryClient]);
}

/** Keeps a usable profile selected: the only one, else the current, stored or cookie choice. */
function useProfileSelection() {
  const user = useCurrentUser();
  const platform = usePlatform();
  const store = useStore();
  useEffect(() => {
    if (!user) return;
    const current = store.get(selectedProfileAtom);
    const next = profileToSelect(user, platform, current, document.cookie);
    if (!isSameProfile(next, current) && !(next === null && current === null)) store.set(selectedProfileAtom, next);
  }, [user, platform, store]);
}

/** A 403 (not E_CSRF): a signed-in user is logged out and sent to /; for a guest the data is cleared. */
function useSessionExpiry() {
  const store = useStore();
  const navigate = useNavigate();
  const showToast = useShowToast();
  const clearUserData = useClearUserData();
  const onForbidden = useEffectEvent(() => {
    const wasSignedIn = store.get(userAtom) !== null;
    clearUserData();
    if (wasSignedIn) {
      showToast(sessionExpiredMessage, 'warning');
      navigate('/', { replace: true });
    }
  });
  useEffect(() => {
    const stop = apiClient.onError((error) => {
      if (endsSession(error)) onForbidden();
    });
    return () => {
      stop();
    };
  }, []);
}

const verificationParam = 'email-verification-key';

/** `?email-verification-key=` at start-up: verify (failures ignored), drop the query, say so. */
function useEmailVerificationAtStart() {
  const location = useLocation();
  const navigate = useNavigate();
  const verifyEmail = useVerifyEmail();
  const showToast = useShowToast();
  const started = useRef(false);
  const run = useEffectEvent(() => {
    const params = new URLSearchParams(location.search);
    const key = params.get(verificationParam);
    // The verify-email page verifies its own key and shows the outcome on the page.
    if (!key || started.current || location.pathname === paths.verifyEmail) return;
    started.current = true;
    params.delete(verificationParam);
    const search = params.toString();
    verifyEmail
      .mutateAsync({ emailVerificationKey: key })
      .then(
        () => showToast(authTexts.emailVerified, 'success'),
        () => undefined,
      )
      .finally(() => navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true }));
  });
  useEffect(() => run(), []);
}

/** `?to=` on load: a guest gets the sign-in modal; a signed-in user goes straight there. */
function useToQuery() {
  const status = useSessionStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const openAuthModal = useOpenAuthModal();
  const setPendingTarget = useSetAtom(pendingTargetAtom);
  const handled = useRef(false);
  const run = useEffectEvent(() => {
    if (handled.current || status === 'unknown') return;
    handled.current = true;
    const to = new URLSearchParams(location.search).get('to');
    if (!to) return;
    if (status === 'guest') {
      setPendingTarget(to);
      openAuthModal('signin');
    } else {
      navigate(safeRedirectTarget(to) ?? '/', { replace: true });
    }
  });
  useEffect(() => run(), [status]);
}

/** The session rules of the product spec's states and transitions, mounted once in the main layout. Renders nothing. */
export function SessionKeeper() {
  useUserSync();
  useProfileSelection();
  useSessionExpiry();
  useEmailVerificationAtStart();
  useToQuery();
  return null;
}
