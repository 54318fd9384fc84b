import { cachedMe } from '@nordhub/api-client';
import { makeUser, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type User } from '@nordhub/contracts';
import { authModalAtom, toastsAtom } from '@nordhub/session';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor } from '@testing-library/react';
import { type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ConfirmEmailChangePage, ResetPasswordPage, VerifyEmailPage } from './account-pages';

const api = setUpTestApi();

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname}</output>;
}

function renderAt(path: string, page: ReactElement, routes: TestRoutes = {}, user: User | null = null) {
  const calls = api.serve(routes);
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/client/*" element={page} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { user },
  );
  return { ...view, calls };
}

const location = () => screen.getByRole('status', { name: 'Current location' }).textContent;
const invalidKey = {
  status: 400,
  body: { statusCode: 400, code: 'E_INVALID_TOKEN', message: 'This reset link is invalid or has expired' },
};

describe('the reset-password page', () => {
  it('sets the new password, signs the user in and goes home with a toast', async () => {
    const anna = makeUser();
    const { user, calls, queryClient, store } = renderAt('/client/reset-password?resetKey=k1', <ResetPasswordPage />, {
      'POST /api/users/reset-password': { status: 200, body: anna },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Brand-new-2026!');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/A special character \(met\)/);
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-new-2026!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/users/reset-password', body: { password: 'Brand-new-2026!', resetKey: 'k1' } }]);
    expect(cachedMe(queryClient)).toEqual(anna);
    expect(store.get(toastsAtom)).toEqual([
      expect.objectContaining({ message: 'Your new password is saved and you are logged in', tone: 'success' }),
    ]);
  });

  it('checks the password rule and the confirmation before sending', async () => {
    const { user, calls } = renderAt('/client/reset-password?resetKey=k1', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'weakpass');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Please enter a valid password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match');
    expect(calls).toEqual([]);
  });

  it("shows the server's message for an expired key and offers a new link", async () => {
    const { user, store } = renderAt('/client/reset-password?resetKey=old', <ResetPasswordPage />, {
      'POST /api/users/reset-password': invalidKey,
    });
    await user.type(screen.getByLabelText('New password'), 'Brand-new-2026!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-new-2026!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signup-forgot-password' });
    expect(location()).toBe('/client/reset-password');
  });

  it('says a link without a key is invalid', () => {
    renderAt('/client/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
  });
});

describe('the verify-email page', () => {
  it.each(['emailVerificationKey', 'email-verification-key'])('verifies the key of ?%s once and says so', async (param) => {
    const { calls, queryClient } = renderAt(`/client/verify-email?${param}=v1`, <VerifyEmailPage />, {
      'POST /api/users/verify-email': { status: 200, body: makeUser({ isEmailVerified: true }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Your email address is verified')).toHaveAttribute('role', 'status'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/users/verify-email', body: { emailVerificationKey: 'v1' } }]);
    expect(cachedMe(queryClient)?.isEmailVerified).toBe(true);
  });

  it("shows the server's message for a bad key", async () => {
    renderAt('/client/verify-email?emailVerificationKey=old', <VerifyEmailPage />, {
      'POST /api/users/verify-email': {
        status: 400,
        body: { statusCode: 400, code: 'E_INVALID_TOKEN', message: 'This verification link is invalid or has expired' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired');
  });

  it('without a key, says where the link was sent', () => {
    const { calls } = renderAt('/client/verify-email', <VerifyEmailPage />, {}, makeUser({ isEmailVerified: false }));
    expect(screen.getByText(/We have sent a verification link to/)).toHaveTextContent('anna@example.com');
    expect(calls).toEqual([]);
  });
});

describe('the confirm-email-change page', () => {
  it('confirms the key once and shows the new address', async () => {
    const { calls } = renderAt('/client/confirm-email-change?emailChangeKey=c1', <ConfirmEmailChangePage />, {
      'POST /api/users/confirm-email-change': { status: 200, body: { email: 'astrid.new@example.com' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Your email address is changed/)).toHaveTextContent('astrid.new@example.com'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/api/users/confirm-email-change', body: { emailChangeKey: 'c1' } }]);
  });

  it("shows the server's message for a used or expired key", async () => {
    renderAt('/client/confirm-email-change?emailChangeKey=old', <ConfirmEmailChangePage />, {
      'POST /api/users/confirm-email-change': {
        status: 400,
        body: { statusCode: 400, code: 'E_INVALID_TOKEN', message: 'This confirmation link is invalid or has expired' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired');
  });
});
