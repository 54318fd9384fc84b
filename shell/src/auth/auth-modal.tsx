import styled from '@emotion/styled';
import { authTexts, type LinkedInIntent, type User } from '@nordhub/contracts';
import { useSiteConfiguration } from '@nordhub/api-client';
import { Button, FormMessage, Modal, Stack } from '@nordhub/design-system';
import { type AuthFlowEvent, type AuthStep, authFlowTransition, openAuthFlow } from '@nordhub/domain';
import { type AuthModalRequest } from '@nordhub/session';
import { useReducer } from 'react';
import { ForgotPasswordForm } from './forgot-password-form';
import { LogInForm } from './log-in-form';
import { SignUpForm } from './sign-up-form';
import { type LinkedInSignIn, useLinkedInSignIn } from './use-linkedin-sign-in';

export type AuthOutcome = 'signed-in' | 'signed-up';

export type AuthModalProps = {
  request: AuthModalRequest;
  signUpDisabled: boolean;
  /** The flow was cancelled (closed or hidden). */
  onClose: () => void;
  /** The user became logged in; the modal is done. */
  onSignedIn: (user: User, outcome: AuthOutcome) => void;
};

const titles: Record<AuthStep, string> = {
  'signup-landing': 'Join Nordhub',
  signup: 'Sign up with email',
  signin: 'Log in',
  'signup-forgot-password': 'Forgot your password?',
  'sign-exists': authTexts.accountExists,
};

const StyledLead = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

type LinkedInSectionProps = { linkedIn: LinkedInSignIn; intent: LinkedInIntent };

/** 'Continue with LinkedIn' and what came of it (no account yet, check your inbox, or the failure). */
function LinkedInSection({ linkedIn: { start, busy, notice }, intent }: LinkedInSectionProps) {
  return (
    <Stack gap="md">
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <Button fullWidth variant="secondary" onClick={() => start(intent)} disabled={busy} loading={busy}>
        Continue with LinkedIn
      </Button>
    </Stack>
  );
}

/**
 * The authentication modal (the product spec's screens and routes and states and transitions): the five steps, moved between by the
 * state machine of libs/domain. Loaded as its own chunk when first opened.
 */
export function AuthModal({ request, signUpDisabled, onClose, onSignedIn }: AuthModalProps) {
  const initialStep: AuthStep = signUpDisabled && request.step !== 'signin' && request.step !== 'signup-forgot-password' ? 'signin' : request.step;
  const [state, dispatch] = useReducer(
    (current: ReturnType<typeof openAuthFlow>, event: AuthFlowEvent) => authFlowTransition(current, event, { signUpDisabled }),
    openAuthFlow(initialStep, request.defaults?.email ?? null),
  );

  const signedIn = (user: User, outcome: AuthOutcome) => {
    dispatch({ type: 'signed-in' });
    onSignedIn(user, outcome);
  };
  const linkedIn = useLinkedInSignIn({ onSignedIn: signedIn });
  // Shown only when the API says LinkedIn (or its local stand-in) is set up.
  const linkedInSignIn = useSiteConfiguration().data?.linkedInSignIn === true;

  if (state.status !== 'open') return null;

  const close = () => {
    dispatch({ type: 'close' });
    onClose();
  };
  const finish = (outcome: AuthOutcome) => (user: User) => signedIn(user, outcome);
  const go = (event: AuthFlowEvent) => () => {
    // A LinkedIn message belongs to the step it was shown on.
    linkedIn.dismiss();
    dispatch(event);
  };

  return (
    <Modal open onClose={close} title={titles[state.step]}>
      {state.step === 'signup-landing' ? (
        <Stack gap="lg">
          <StyledLead>Find your next job at a Nordic startup, or hire and invest in one.</StyledLead>
          {signUpDisabled ? null : (
            <Button fullWidth onClick={go({ type: 'go-signup' })}>
              Sign up with email
            </Button>
          )}
          <Button fullWidth variant="secondary" onClick={go({ type: 'go-signin' })}>
            Log in
          </Button>
          {/* The sign-up side: a newcomer may get an account here (never while sign-up is disabled, which the server checks too). */}
          {linkedInSignIn ? <LinkedInSection linkedIn={linkedIn} intent={signUpDisabled ? 'sign-in' : 'sign-up'} /> : null}
        </Stack>
      ) : null}
      {state.step === 'signup' ? (
        <SignUpForm
          defaults={{ ...request.defaults, email: state.email ?? request.defaults?.email }}
          onSignedUp={finish('signed-up')}
          onAccountExists={(email) => dispatch({ type: 'account-exists', email })}
          onGoSignIn={go({ type: 'go-signin' })}
        />
      ) : null}
      {state.step === 'signin' || state.step === 'sign-exists' ? (
        <Stack gap="lg">
          <LogInForm
            key={state.step}
            defaultEmail={state.email}
            fixedEmail={state.step === 'sign-exists' ? state.email : null}
            signUpDisabled={signUpDisabled}
            onSignedIn={finish('signed-in')}
            onGoSignUp={go({ type: 'go-signup' })}
            onGoForgotPassword={go({ type: 'go-forgot-password' })}
          />
          {state.step === 'signin' && linkedInSignIn ? <LinkedInSection linkedIn={linkedIn} intent="sign-in" /> : null}
        </Stack>
      ) : null}
      {state.step === 'signup-forgot-password' ? (
        <ForgotPasswordForm defaultEmail={state.email} onBackToSignIn={go({ type: 'go-signin' })} />
      ) : null}
    </Modal>
  );
}
