import { useCreateApplicant, useUpdateMe } from '@nordhub/api-client';
import { type ProfileView, type SelectedProfile, type User } from '@nordhub/contracts';
import { type AuthStep, profileId } from '@nordhub/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { platformAtom, selectedProfileAtom, userAtom } from './atoms';
import {
  authModalAtom,
  type ChooseRoleMode,
  dismissToastAtom,
  pendingTargetAtom,
  profileModalAtom,
  sessionStatusAtom,
  showToastAtom,
  type SignUpDefaults,
  toastsAtom,
} from './flow-atoms';
import { writeProfileCookie } from './profile-cookie';
import { selectedProfileView, usableProfileViews } from './profile-views';

export const useSessionStatus = () => useAtomValue(sessionStatusAtom);

/** Opens the authentication modal on a step ('signin', 'signup-landing', ...), optionally with sign-up defaults. */
export function useOpenAuthModal() {
  const setRequest = useSetAtom(authModalAtom);
  return useCallback((step: AuthStep = 'signup-landing', defaults?: SignUpDefaults) => setRequest({ step, defaults }), [setRequest]);
}

/**
 * Opens the log-in step with `to` kept as the page to go to after logging in, e.g. a guest who
 * clicks Save on a job comes back to that job.
 */
export function useOpenSignIn() {
  const openAuthModal = useOpenAuthModal();
  const setPendingTarget = useSetAtom(pendingTargetAtom);
  return useCallback(
    (to: string) => {
      setPendingTarget(to);
      openAuthModal('signin');
    },
    [openAuthModal, setPendingTarget],
  );
}

/**
 * Opens the sign-up landing step with `to` kept as the page to go to after signing in, e.g. a
 * startup's "Create your startup profile" sends a guest to sign up first and then to the portal.
 */
export function useOpenSignUp() {
  const openAuthModal = useOpenAuthModal();
  const setPendingTarget = useSetAtom(pendingTargetAtom);
  return useCallback(
    (to: string) => {
      setPendingTarget(to);
      openAuthModal('signup-landing');
    },
    [openAuthModal, setPendingTarget],
  );
}

/** Opens the switch-profile, connect-profile or choose-role modal. */
export function useOpenProfileModal() {
  const setRequest = useSetAtom(profileModalAtom);
  return useMemo(
    () => ({
      switchProfile: () => setRequest({ kind: 'switch-profile' }),
      connectProfile: () => setRequest({ kind: 'connect-profile' }),
      chooseRole: (mode: ChooseRoleMode, title?: string) => setRequest({ kind: 'choose-role', mode, title }),
    }),
    [setRequest],
  );
}

export const usePendingTarget = () => useAtomValue(pendingTargetAtom);

/** The profiles the user can act as on this platform (empty for a guest). */
export function useUsableProfiles(): ProfileView[] {
  const user = useAtomValue(userAtom);
  const platform = useAtomValue(platformAtom);
  return useMemo(() => (user ? usableProfileViews(user, platform) : []), [user, platform]);
}

/** The selected profile as a view (the plain user when none is selected); null for a guest. */
export function useSelectedProfileView(): ProfileView | null {
  const user = useAtomValue(userAtom);
  const platform = useAtomValue(platformAtom);
  const selected = useAtomValue(selectedProfileAtom);
  return useMemo(() => (user ? selectedProfileView(user, platform, selected) : null), [user, platform, selected]);
}

/**
 * Selects a profile. The choice is kept on the server (PUT users/me) only when `remember` is
 * set; otherwise in the `user.profile` cookie (the product spec's states and transitions).
 */
export function useSelectProfile() {
  const setSelected = useSetAtom(selectedProfileAtom);
  const updateMe = useUpdateMe();
  const { mutateAsync } = updateMe;
  const select = useCallback(
    async (profile: SelectedProfile, { remember = false }: { remember?: boolean } = {}) => {
      if (remember) await mutateAsync({ profile: profileId(profile) });
      else writeProfileCookie(profileId(profile));
      setSelected({ type: profile.type, key: profile.key });
    },
    [mutateAsync, setSelected],
  );
  return { select, isPending: updateMe.isPending, error: updateMe.error };
}

/** Creates the applicant profile (POST applicant) and selects it (the product spec's states and transitions). */
export function useCreateApplicantProfile() {
  const setSelected = useSetAtom(selectedProfileAtom);
  const createApplicant = useCreateApplicant();
  const { mutateAsync } = createApplicant;
  const create = useCallback(async (): Promise<User> => {
    const user = await mutateAsync();
    writeProfileCookie(profileId({ type: 'applicant', key: null }));
    setSelected({ type: 'applicant', key: null });
    return user;
  }, [mutateAsync, setSelected]);
  return { create, isPending: createApplicant.isPending, error: createApplicant.error };
}

export const useToasts = () => useAtomValue(toastsAtom);

/** Shows a toast in the shell's notification region. */
export function useShowToast() {
  const show = useSetAtom(showToastAtom);
  return useCallback(
    (message: string, tone: 'info' | 'success' | 'error' | 'warning' = 'info') => show({ message, tone }),
    [show],
  );
}
export const useDismissToast = () => useSetAtom(dismissToastAtom);
