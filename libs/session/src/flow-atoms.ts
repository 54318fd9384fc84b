import { type AuthStep } from '@nordhub/domain';
import { atom } from 'jotai';

/** Where the signed-in state comes from: unknown until users/me first answers. */
export type SessionStatus = 'unknown' | 'guest' | 'signed-in';
export const sessionStatusAtom = atom<SessionStatus>('unknown');

/** Values the sign-up form starts with (the product spec's validation rules: e-mail, and a name split at the space). */
export type SignUpDefaults = { email?: string | null; name?: string | null };

/** A request to show the authentication modal; the shell renders it (any remote may ask). */
export type AuthModalRequest = {
  step: AuthStep;
  defaults?: SignUpDefaults;
};
export const authModalAtom = atom<AuthModalRequest | null>(null);

/** Choose role: 'sign-up' offers job seeker, startup and investor; 'profile' only startup and investor. */
export type ChooseRoleMode = 'sign-up' | 'profile';

/** Which profile modal the shell shows. */
export type ProfileModalRequest =
  | { kind: 'switch-profile' }
  | { kind: 'connect-profile' }
  | { kind: 'choose-role'; mode: ChooseRoleMode; title?: string };
export const profileModalAtom = atom<ProfileModalRequest | null>(null);

/** The `to` destination waiting for the sign-in to finish (from the `?to=` query). */
export const pendingTargetAtom = atom<string | null>(null);

export type ToastMessage = { id: number; message: string; tone: 'info' | 'success' | 'error' | 'warning' };
export const toastsAtom = atom<ToastMessage[]>([]);

let nextToastId = 1;
export const showToastAtom = atom(null, (get, set, toast: Omit<ToastMessage, 'id'>) => {
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextToastId++ }]);
});
export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});
