import { type AuthFlowEvent, type AuthFlowState, type AuthStep, authFlowTransition, openAuthFlow } from './auth-flow';

const open = (step: AuthStep, email: string | null = null): AuthFlowState => ({ status: 'open', step, email });

describe('openAuthFlow', () => {
  it('starts on the sign-up landing by default', () => {
    expect(openAuthFlow()).toEqual(open('signup-landing'));
  });
  it('starts on the given step with an e-mail', () => {
    expect(openAuthFlow('signin', 'a@b.se')).toEqual(open('signin', 'a@b.se'));
  });
});

describe('authFlowTransition', () => {
  const allowed: Array<[AuthStep, AuthFlowEvent, AuthFlowState]> = [
    ['signup-landing', { type: 'go-signup', email: 'a@b.se' }, open('signup', 'a@b.se')],
    ['signup-landing', { type: 'go-signup' }, open('signup')],
    ['signup-landing', { type: 'go-signin' }, open('signin')],
    ['signup', { type: 'go-signin' }, open('signin')],
    ['signup', { type: 'account-exists', email: 'found@b.se' }, open('sign-exists', 'found@b.se')],
    ['signin', { type: 'go-signup' }, open('signup')],
    ['signin', { type: 'go-forgot-password' }, open('signup-forgot-password')],
    ['signup-forgot-password', { type: 'go-signin' }, open('signin')],
    ['sign-exists', { type: 'go-forgot-password' }, open('signup-forgot-password')],
  ];
  it.each(allowed)('from %s, %j gives the next step', (step, event, next) => {
    expect(authFlowTransition(open(step), event)).toEqual(next);
  });

  it('keeps the e-mail known so far when moving between steps', () => {
    expect(authFlowTransition(open('signin', 'kept@b.se'), { type: 'go-forgot-password' })).toEqual(
      open('signup-forgot-password', 'kept@b.se'),
    );
    expect(authFlowTransition(open('signup-landing', 'kept@b.se'), { type: 'go-signup' })).toEqual(open('signup', 'kept@b.se'));
  });

  const refused: Array<[AuthStep, AuthFlowEvent]> = [
    ['signup-landing', { type: 'go-forgot-password' }],
    ['signup-landing', { type: 'account-exists', email: 'x@y.se' }],
    ['signup', { type: 'go-forgot-password' }],
    ['signup', { type: 'go-signup' }],
    ['signin', { type: 'account-exists', email: 'x@y.se' }],
    ['signin', { type: 'go-signin' }],
    ['signup-forgot-password', { type: 'go-signup' }],
    ['signup-forgot-password', { type: 'account-exists', email: 'x@y.se' }],
    ['sign-exists', { type: 'go-signup' }],
    ['sign-exists', { type: 'go-signin' }],
  ];
  it.each(refused)('from %s, %j is not a transition and changes nothing', (step, event) => {
    const state = open(step, 'a@b.se');
    expect(authFlowTransition(state, event)).toBe(state);
  });

  it.each(['signup-landing', 'signup', 'signin', 'signup-forgot-password', 'sign-exists'] as const)(
    'from %s, becoming logged in reports success and closing cancels',
    (step) => {
      expect(authFlowTransition(open(step), { type: 'signed-in' })).toEqual({ status: 'success' });
      expect(authFlowTransition(open(step), { type: 'close' })).toEqual({ status: 'cancelled' });
    },
  );

  it('ignores every event once the flow has ended', () => {
    const done: AuthFlowState = { status: 'success' };
    const cancelled: AuthFlowState = { status: 'cancelled' };
    expect(authFlowTransition(done, { type: 'go-signin' })).toBe(done);
    expect(authFlowTransition(cancelled, { type: 'signed-in' })).toBe(cancelled);
  });

  it('refuses the way into sign-up when sign-up is disabled', () => {
    const landing = open('signup-landing');
    const signin = open('signin');
    expect(authFlowTransition(landing, { type: 'go-signup' }, { signUpDisabled: true })).toBe(landing);
    expect(authFlowTransition(signin, { type: 'go-signup' }, { signUpDisabled: true })).toBe(signin);
    expect(authFlowTransition(landing, { type: 'go-signin' }, { signUpDisabled: true })).toEqual(open('signin'));
  });
});
