/**
 * The authentication modal as a state machine (the product spec's states and transitions, "Auth flow steps"). The step
 * names match `authFlowStepSchema` of contracts.
 */
export type AuthStep = 'signup-landing' | 'signup' | 'signin' | 'signup-forgot-password' | 'sign-exists';

export type AuthFlowState =
  | {
      status: 'open';
      step: AuthStep;
      /** Pre-fills the e-mail field; on 'sign-exists' it is the fixed e-mail the server found. */
      email: string | null;
    }
  | { status: 'success' }
  | { status: 'cancelled' };

export type AuthFlowEvent =
  /** From the landing, optionally with the e-mail typed there. */
  | { type: 'go-signup'; email?: string | null }
  | { type: 'go-signin' }
  | { type: 'go-forgot-password' }
  /** The server answered E_ACCOUNT_EXISTS to a sign-up. */
  | { type: 'account-exists'; email: string }
  /** The user became logged in (sign-in, sign-up, professional network). */
  | { type: 'signed-in' }
  /** Closing or hiding the modal. */
  | { type: 'close' };

export type AuthFlowOptions = {
  /** disableSignUp of the runtime config: no way into the sign-up step. */
  signUpDisabled?: boolean;
};

/** Which event is allowed in which step; anything else leaves the state unchanged. */
const allowedEvents: Record<AuthStep, ReadonlyArray<AuthFlowEvent['type']>> = {
  'signup-landing': ['go-signup', 'go-signin'],
  signup: ['go-signin', 'account-exists'],
  signin: ['go-signup', 'go-forgot-password'],
  'signup-forgot-password': ['go-signin'],
  // A log-in form: forgetting the password there is as likely as on the ordinary one.
  'sign-exists': ['go-forgot-password'],
};

export function openAuthFlow(step: AuthStep = 'signup-landing', email: string | null = null): AuthFlowState {
  return { status: 'open', step, email };
}

export function authFlowTransition(state: AuthFlowState, event: AuthFlowEvent, options: AuthFlowOptions = {}): AuthFlowState {
  if (state.status !== 'open') return state;
  if (event.type === 'close') return { status: 'cancelled' };
  // Becoming logged in ends the flow from any step (e.g. a professional-network popup on the landing).
  if (event.type === 'signed-in') return { status: 'success' };
  if (!allowedEvents[state.step].includes(event.type)) return state;

  switch (event.type) {
    case 'go-signup':
      if (options.signUpDisabled) return state;
      return { status: 'open', step: 'signup', email: event.email ?? state.email };
    case 'go-signin':
      return { status: 'open', step: 'signin', email: state.email };
    case 'go-forgot-password':
      return { status: 'open', step: 'signup-forgot-password', email: state.email };
    case 'account-exists':
      return { status: 'open', step: 'sign-exists', email: event.email };
  }
}
