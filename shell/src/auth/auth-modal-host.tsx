import { authModalAtom, pendingTargetAtom, useRuntimeConfig } from '@nordhub/session';
import { useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useAfterSignIn } from '../profiles/use-after-sign-in';

// Its own chunk: the forms, the schemas' resolver and the robot check load on first open only.
const LazyAuthModal = lazy(() => import('./auth-modal').then((module) => ({ default: module.AuthModal })));

/** Renders the authentication modal whenever the session asks for it (header, `?to=`, a remote). */
export function AuthModalHost() {
  const [request, setRequest] = useAtom(authModalAtom);
  const setPendingTarget = useSetAtom(pendingTargetAtom);
  const config = useRuntimeConfig();
  const afterSignIn = useAfterSignIn();
  if (!request) return null;

  return (
    <Suspense fallback={null}>
      <LazyAuthModal
        key={request.step}
        request={request}
        signUpDisabled={config?.disableSignUp ?? false}
        onClose={() => {
          setRequest(null);
          setPendingTarget(null);
        }}
        onSignedIn={(user) => {
          setRequest(null);
          afterSignIn(user);
        }}
      />
    </Suspense>
  );
}
