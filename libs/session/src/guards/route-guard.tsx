import { type User } from '@nordhub/contracts';
import { type GuardDecision } from '@nordhub/domain';
import { RouteProgressBar } from '@nordhub/design-system';
import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { pendingTargetAtom } from '../flow-atoms';
import { useCurrentUser } from '../hooks';
import { useOpenAuthModal, useSessionStatus } from '../session-hooks';

/** A pure rule of `@nordhub/domain` bound to its params: the user (null: guest) and the wanted path. */
export type GuardRule = (user: User | null, wanted: string) => GuardDecision;

/** 'pending' until users/me has answered; a guard must not decide on a user it does not know yet. */
export type GuardState = 'pending' | GuardDecision;

export type GuardResult = {
  state: GuardState;
  /** The full path asked for (pathname + search), the `to` of a sign-in redirect. */
  wanted: string;
  /** True when the decision was taken for a guest. */
  guest: boolean;
};

/** Runs a guard rule against the session and the current location. */
export function useGuard(rule: GuardRule): GuardResult {
  const status = useSessionStatus();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const wanted = `${pathname}${search}`;
  if (status === 'unknown') return { state: 'pending', wanted, guest: false };
  const signedIn = status === 'signed-in' ? user : null;
  return { state: rule(signedIn, wanted), wanted, guest: signedIn === null };
}

/**
 * A guest sent to `/?to=` gets the sign-in modal, with the wanted path kept for after sign-in.
 * The shell reads `?to=` only on page load, which has passed by the time a guard redirects. Not
 * when the session just ended here (log out, 403): the product spec's states and transitions sends that user to plain /,
 * so the returned flag tells the guard to do the same.
 */
function useSignInPrompt({ state, wanted, guest }: GuardResult): { sessionEnded: boolean } {
  const openAuthModal = useOpenAuthModal();
  const setPendingTarget = useSetAtom(pendingTargetAtom);
  // Remembered across renders by setting state while rendering (React's pattern for values
  // derived from earlier renders): true once this guard has seen a signed-in user.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (!wasSignedIn && !guest && state !== 'pending') setWasSignedIn(true);
  const prompt = guest && state !== 'pending' && state !== 'allow';
  useEffect(() => {
    if (!prompt || wasSignedIn) return;
    setPendingTarget(wanted);
    openAuthModal('signin');
  }, [prompt, wasSignedIn, wanted, setPendingTarget, openAuthModal]);
  return { sessionEnded: prompt && wasSignedIn };
}

export type RouteGuardProps = {
  rule: GuardRule;
  /** What the guard protects; omitted, the guard is a layout route and renders its `<Outlet />`. */
  children?: ReactNode;
};

/**
 * Goes to `to` (replacing the entry) once the app runs, as react-router's `<Navigate replace>` does;
 * unlike it, quietly nothing in a server's drawing (a StaticRouter), which a signed-in visitor
 * the guard turns away gets: the browser's first render draws the same nothing, then goes.
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** Shows its content when the rule allows, waits while the session is unknown, redirects otherwise. */
export function RouteGuard({ rule, children }: RouteGuardProps) {
  const result = useGuard(rule);
  const { sessionEnded } = useSignInPrompt(result);
  const { state } = result;
  if (state === 'pending') return <RouteProgressBar active label="Checking your session" />;
  if (state !== 'allow') return <Redirect to={sessionEnded ? '/' : state.redirect} />;
  return children === undefined ? <Outlet /> : <>{children}</>;
}
