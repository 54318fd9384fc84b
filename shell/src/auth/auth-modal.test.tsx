import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { makeUser, makeUserCompany, makeUserInvestor, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { authModalAtom, type AuthModalRequest } from '@nordhub/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { ProfileModalsHost } from '../profiles/profile-modals-host';
import { currentLocation, renderInShell, testRuntimeConfig } from '../testing/render-shell';
import { easyRobotCheck } from '@nordhub/session/testing';
import { AuthModalHost } from './auth-modal-host';

const api = setUpTestApi();
// Typing whole forms and solving the proof of work takes seconds on a busy machine.
jest.setTimeout(20_000);

const robotCheck = easyRobotCheck();
const robotCheckRoute = robotCheck.route;
beforeAll(() => robotCheck.installWebCrypto());

const invalidCredentials = { status: 401, body: { statusCode: 401, code: 'E_INVALID_CREDENTIALS', message: 'Invalid email or password' } };

type OpenModalOptions = { disableSignUp?: boolean; linkedInSignIn?: boolean };

async function openModal(request: AuthModalRequest, routes: TestRoutes = {}, options: OpenModalOptions = {}) {
  robotCheck.reset();
  const siteConfiguration = { ...siteConfigurationFixture, linkedInSignIn: options.linkedInSignIn ?? true };
  const calls = api.serve({
    'GET /api/robot-check': robotCheckRoute,
    'GET /api/site/configuration-cached': { status: 200, body: siteConfiguration },
    ...routes,
  });
  const view = await renderInShell(
    <>
      <AuthModalHost />
      <ProfileModalsHost />
    </>,
    { user: null, runtimeConfig: { ...testRuntimeConfig, disableSignUp: options.disableSignUp ?? false } },
  );
  act(() => view.store.set(authModalAtom, request));
  await screen.findByRole('dialog');
  return { ...view, calls };
}

const dialog = () => screen.getByRole('dialog');
const dialogTitle = () => within(dialog()).getByRole('heading', { level: 2 }).textContent;

describe('the authentication modal', () => {
  it('starts on the sign-up landing, which leads to sign-up with email and to log in', async () => {
    const { user } = await openModal({ step: 'signup-landing' });
    expect(dialogTitle()).toBe('Join Nordhub');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up with email' }));
    expect(dialogTitle()).toBe('Sign up with email');
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    expect(dialogTitle()).toBe('Log in');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    expect(dialogTitle()).toBe('Sign up with email');
  });

  it('shows the sign-up validation messages of the spec word for word', async () => {
    const { user, calls } = await openModal({ step: 'signup' });
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Please enter your email address',
      'Please enter a valid password',
      'Please verify you are not a robot',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog()).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog()).getByLabelText('Password'), 'weakpass');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    expect(within(dialog()).getByText('Please enter a valid password')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('pre-fills the e-mail and splits the default name at the space', async () => {
    await openModal({ step: 'signup', defaults: { email: 'anna@example.com', name: 'Anna Maria Berg' } });
    expect(within(dialog()).getByLabelText('First name')).toHaveValue('Anna');
    expect(within(dialog()).getByLabelText('Last name')).toHaveValue('Maria Berg');
    expect(within(dialog()).getByLabelText('Email')).toHaveValue('anna@example.com');
  });

  it('solves the robot check, sends it as reCaptchaResponse, and on E_ACCOUNT_EXISTS asks to log in with the e-mail fixed', async () => {
    const { user, calls } = await openModal(
      { step: 'signup', defaults: { name: 'Anna Berg' } },
      {
        'POST /api/users/sign-up': { status: 409, body: { statusCode: 409, code: 'E_ACCOUNT_EXISTS', message: 'exists' } },
        'POST /api/users/sign-in': { status: 200, body: makeUser() },
      },
    );
    await user.type(within(dialog()).getByLabelText('Email'), 'anna@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'Secret#123');
    await waitFor(() => expect(within(dialog()).getByRole('checkbox', { name: "I'm not a robot" })).toBeEnabled());
    await user.click(within(dialog()).getByRole('checkbox', { name: "I'm not a robot" }));
    expect(await within(dialog()).findByText('Verified')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(dialogTitle()).toBe('Email address found, please log in'));
    const signUp = calls.find((call) => call.url === '/api/users/sign-up');
    const sent = signUp?.body as { reCaptchaResponse: string; name: unknown; email: string };
    expect(sent.name).toEqual({ first: 'Anna', last: 'Berg' });
    expect(sent.email).toBe('anna@example.com');
    // A request left over from the previous test may have taken an earlier challenge number.
    const payload = JSON.parse(atob(sent.reCaptchaResponse)) as { salt: string; signature: string };
    const served = payload.salt.replace(/^salt-(\d+)\?.*$/, '$1');
    expect(payload).toEqual({
      algorithm: 'SHA-256',
      challenge: createHash('sha256').update(`salt-${served}?expires=99999999997`).digest('hex'),
      number: 7,
      salt: `salt-${served}?expires=9999999999`,
      signature: `sig-${served}`,
    });

    const email = within(dialog()).getByLabelText('Email');
    expect(email).toHaveValue('anna@example.com');
    expect(email).toHaveAttribute('readonly');
    await user.type(within(dialog()).getByLabelText('Password'), 'Secret#123');
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email address found, please log in' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/users/sign-in')?.body).toEqual({
      email: 'anna@example.com',
      password: 'Secret#123',
      exists: true,
    });
  });

  it('resets the robot check with a fresh challenge after a failed attempt and shows the server message', async () => {
    const { user, calls } = await openModal(
      { step: 'signup', defaults: { name: 'Anna Berg', email: 'anna@example.com' } },
      {
        'POST /api/users/sign-up': {
          status: 400,
          body: {
            statusCode: 400,
            code: 'E_ROBOT_CHECK',
            message: 'Please verify you are not a robot',
            fields: [{ path: 'reCaptchaResponse', message: 'Please verify you are not a robot' }],
          },
        },
      },
    );
    await user.type(within(dialog()).getByLabelText('Password'), 'Secret#123');
    const robot = await within(dialog()).findByRole('checkbox', { name: "I'm not a robot" });
    await waitFor(() => expect(robot).toBeEnabled());
    await user.click(robot);
    await within(dialog()).findByText('Verified');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    expect(await within(dialog()).findByText('Please verify you are not a robot')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/robot-check')).toHaveLength(2));
    expect(within(dialog()).getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(within(dialog()).queryByText('Verified')).not.toBeInTheDocument();
  });

  it("says 'Invalid email or password' when the log-in is refused, and blocks a second submit while one runs", async () => {
    const { user } = await openModal({ step: 'signin' }, { 'POST /api/users/sign-in': { ...invalidCredentials, delayMs: 150 } });
    await user.type(within(dialog()).getByLabelText('Email'), 'anna@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Log in' })).toBeDisabled());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(within(dialog()).getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('asks for the password on log-in with its own message', async () => {
    const { user } = await openModal({ step: 'signin' });
    await user.type(within(dialog()).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog()).findByText('Please enter your password')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter your email address')).toBeInTheDocument();
  });

  it('shows the fixed forgot-password sentence and leads back to log in', async () => {
    const { user, calls } = await openModal(
      { step: 'signin' },
      { 'POST /api/users/forgot-password': { status: 200, body: { message: 'whatever the server says' } } },
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot password?' }));
    expect(dialogTitle()).toBe('Forgot your password?');
    await user.type(within(dialog()).getByLabelText('Email'), 'nobody@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      "If there's a user connected to this email address, we've sent an email with instructions for resetting your password.",
    );
    expect(calls.at(-1)).toMatchObject({ url: '/api/users/forgot-password', body: { email: 'nobody@example.com' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Back to log in' }));
    expect(dialogTitle()).toBe('Log in');
  });

  it('hides every way to sign up when sign-up is disabled', async () => {
    const { user } = await openModal({ step: 'signup-landing' }, {}, { disableSignUp: true });
    expect(dialogTitle()).toBe('Log in');
    expect(within(dialog()).queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot password?' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Back to log in' }));
    expect(within(dialog()).queryByRole('button', { name: /sign up/i })).not.toBeInTheDocument();
  });

  it('is cancelled by Escape', async () => {
    const { user } = await openModal({ step: 'signin' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('after sign-in', () => {
  async function logIn(signedIn: ReturnType<typeof makeUser>) {
    const view = await openModal({ step: 'signin' }, { 'POST /api/users/sign-in': { status: 200, body: signedIn } });
    await view.user.type(within(dialog()).getByLabelText('Email'), 'anna@example.com');
    await view.user.type(within(dialog()).getByLabelText('Password'), 'Secret#123');
    await view.user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    return view;
  }

  it('goes to the only profile link', async () => {
    await logIn(makeUser({ companies: [makeUserCompany()] }));
    await waitFor(() => expect(currentLocation()).toBe('/client/startups/acme'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the switch-profile modal with several profiles and none chosen', async () => {
    await logIn(makeUser({ companies: [makeUserCompany()], investors: [makeUserInvestor()] }));
    expect(await screen.findByRole('dialog', { name: 'Choose profile' })).toBeInTheDocument();
  });

  it('opens the connect-profile modal for a profile not on this platform', async () => {
    await logIn(makeUser({ companies: [makeUserCompany({ platform: { impact: true } })] }));
    expect(await screen.findByRole('dialog', { name: 'Connect a profile' })).toBeInTheDocument();
  });

  it('opens the choose-role modal without profiles', async () => {
    await logIn(makeUser());
    expect(await screen.findByRole('dialog', { name: 'Let us know who you are' })).toBeInTheDocument();
  });
});

describe('continue with LinkedIn', () => {
  type FakePopup = { closed: boolean; close: () => void };
  const sessionRoute = 'GET /api/session';
  const linkedInButton = () => within(dialog()).findByRole('button', { name: 'Continue with LinkedIn' });

  /** jsdom has no popups: window.open hands back a stand-in whose `closed` the test controls. */
  const openPopup = (): FakePopup => {
    const popup = { closed: false, close: () => (popup.closed = true) };
    return popup;
  };
  function fakePopup(popup: FakePopup | null = openPopup()) {
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    return { open, popup };
  }
  afterEach(() => jest.restoreAllMocks());

  /** What the callback page posts to its opener, from the page's own origin. */
  const answerFromPopup = (data: unknown) =>
    // Async: the hook's state changes in the promise callbacks after the message, inside act too.
    act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
      await Promise.resolve();
    });
  const outcome = (value: string, message = '') => ({ source: 'nordhub-linkedin', outcome: value, message });

  it('starts from the sign-up side with the sign-up intent; once the popup says signed in, reads the session and goes on like any sign-in', async () => {
    const { open } = fakePopup();
    const { user, calls } = await openModal(
      { step: 'signup-landing' },
      { [sessionRoute]: { status: 200, body: { user: makeUser({ companies: [makeUserCompany()] }) } } },
    );
    await user.click(await linkedInButton());
    expect(open).toHaveBeenCalledWith('/api/linkedin/start?intent=sign-up', 'nordhub-linkedin', expect.stringContaining('width=800,height=650'));
    expect(await linkedInButton()).toBeDisabled();

    await answerFromPopup(outcome('signed-up', 'Your Nordhub account is created and you are signed in.'));
    await waitFor(() => expect(currentLocation()).toBe('/client/startups/acme'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No token to hand over: nothing is posted, the session is read.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(calls.some((call) => call.url === '/api/session')).toBe(true);
  });

  it('starts from the log-in side with the sign-in intent', async () => {
    const { open } = fakePopup();
    const { user } = await openModal({ step: 'signin' }, { [sessionRoute]: { status: 200, body: { user: makeUser() } } });
    await user.click(await linkedInButton());
    expect(open).toHaveBeenCalledWith('/api/linkedin/start?intent=sign-in', 'nordhub-linkedin', expect.any(String));
    await answerFromPopup(outcome('signed-in'));
    expect(await screen.findByRole('dialog', { name: 'Let us know who you are' })).toBeInTheDocument();
  });

  it('does nothing when the LinkedIn sign-in is cancelled or the popup closed, except make the button usable again', async () => {
    const { popup } = fakePopup();
    const { user, calls } = await openModal({ step: 'signin' });
    await user.click(await linkedInButton());
    await answerFromPopup({ source: 'nordhub-linkedin', error: 'access_denied', description: 'The LinkedIn sign-in was cancelled.' });
    await waitFor(async () => expect(await linkedInButton()).toBeEnabled());

    await user.click(await linkedInButton());
    if (popup) popup.closed = true;
    await waitFor(async () => expect(await linkedInButton()).toBeEnabled());

    expect(dialogTitle()).toBe('Log in');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("says 'You do not have an account yet, please signup first.' when there is no account, and asks for the sign-in intent while sign-up is disabled", async () => {
    const { open } = fakePopup();
    const { user } = await openModal({ step: 'signup-landing' }, {}, { disableSignUp: true });
    expect(dialogTitle()).toBe('Log in');
    await user.click(await linkedInButton());
    expect(open).toHaveBeenCalledWith('/api/linkedin/start?intent=sign-in', 'nordhub-linkedin', expect.any(String));
    await answerFromPopup(outcome('no-account', 'You do not have an account yet, please signup first.'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/^You do not have an account yet, please signup first\.$/);
    expect(await linkedInButton()).toBeEnabled();
    expect(dialog()).toBeInTheDocument();
  });

  it('tells the person to check their inbox when the account must confirm the link by e-mail', async () => {
    fakePopup();
    const { user } = await openModal({ step: 'signin' });
    await user.click(await linkedInButton());
    await answerFromPopup(outcome('confirm-by-email', 'A Nordhub account already uses this e-mail address. Please check your inbox.'));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Please check your inbox.');
    expect(dialogTitle()).toBe('Log in');
  });

  it('shows why it failed: a blocked popup, or the message of the popup', async () => {
    fakePopup(null);
    const { user } = await openModal({ step: 'signin' });
    await user.click(await linkedInButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Please allow pop-ups for this site to sign in with LinkedIn.');

    jest.restoreAllMocks();
    fakePopup();
    await user.click(await linkedInButton());
    await answerFromPopup({ source: 'nordhub-linkedin', error: 'failed', description: 'LinkedIn could not sign you in. Please try again.' });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('LinkedIn could not sign you in. Please try again.');
    expect(dialogTitle()).toBe('Log in');
  });

  it('is not offered when LinkedIn sign-in is not configured', async () => {
    const { user, queryClient } = await openModal({ step: 'signup-landing' }, {}, { linkedInSignIn: false });
    // Only a loaded configuration makes the absence of the button mean anything.
    await waitFor(() => expect(queryClient.getQueryState(siteConfigurationQueryOptions().queryKey)?.status).toBe('success'));
    expect(within(dialog()).queryByRole('button', { name: 'Continue with LinkedIn' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    expect(dialogTitle()).toBe('Log in');
    expect(within(dialog()).queryByRole('button', { name: 'Continue with LinkedIn' })).not.toBeInTheDocument();
  });
});
