import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, isApiClientError, useConfirmEmailChange, useResetPassword, useVerifyEmail } from '@nordhub/api-client';
import { authErrorMessages, authTexts, errorCodes, type ResetPasswordForm, resetPasswordFormSchema } from '@nordhub/contracts';
import { Button, FormMessage, NewPasswordField, TextField } from '@nordhub/design-system';
import { useCurrentUser, useOpenAuthModal, useShowToast } from '@nordhub/session';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type * as z from 'zod/mini';
import { getHref } from '../../paths';
import { AccountPageLayout } from './account-page-layout';

type ResetOutput = z.output<typeof resetPasswordFormSchema>;

const StyledForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
}));

const StyledLead = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
}));

/** A missing or expired key: say so and offer a new link (the auth modal's forgot-password step). */
function InvalidResetLink({ message }: { message: string }) {
  const openAuthModal = useOpenAuthModal();
  return (
    <>
      <FormMessage tone="error">{message}</FormMessage>
      <div>
        <Button onClick={() => openAuthModal('signup-forgot-password')}>Send me a new link</Button>
      </div>
    </>
  );
}

/** /client/reset-password?resetKey=...: sets a new password; the server signs the user in. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const resetKey = searchParams.get('resetKey');
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const showToast = useShowToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ResetPasswordForm, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    if (!resetKey || resetPassword.isPending) return;
    setFormError(null);
    try {
      // useResetPassword writes the returned user into the me cache, so the header shows them signed in.
      await resetPassword.mutateAsync({ password: newPassword, resetKey });
      showToast('Your new password is saved and you are logged in', 'success');
      navigate(getHref('home'));
    } catch (error) {
      if (isApiClientError(error) && (error.code === errorCodes.E_INVALID_TOKEN || error.fieldMessage('resetKey'))) {
        setKeyError(error.message);
        return;
      }
      setFormError(applyServerError(error, setError, ['password']));
    }
  });

  if (!resetKey) {
    return (
      <AccountPageLayout title="Reset password">
        <InvalidResetLink message={authErrorMessages.invalidResetToken} />
      </AccountPageLayout>
    );
  }

  return (
    <AccountPageLayout title="Reset password">
      {keyError ? (
        <InvalidResetLink message={keyError} />
      ) : (
        <StyledForm noValidate onSubmit={onSubmit} aria-label="Reset password">
          <StyledLead>Choose a new password for your account.</StyledLead>
          <NewPasswordField label="New password" password={password} error={errors.password?.message} {...register('password')} />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
          <div>
            <Button type="submit" loading={resetPassword.isPending}>
              Set new password
            </Button>
          </div>
        </StyledForm>
      )}
    </AccountPageLayout>
  );
}

// Links from the API carry `email-verification-key`; older links `emailVerificationKey`.
const keyParams = ['emailVerificationKey', 'email-verification-key'] as const;

/** /client/verify-email: verifies the link's key, or says where the link was sent. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const key = keyParams.map((name) => searchParams.get(name)).find(Boolean) ?? null;
  return <AccountPageLayout title="Verify your email">{key ? <VerifyKey verificationKey={key} /> : <LinkSent />}</AccountPageLayout>;
}

function VerifyKey({ verificationKey }: { verificationKey: string }) {
  const verifyEmail = useVerifyEmail();
  const started = useRef<string | null>(null);
  // A key is used once: StrictMode's second effect run must not send it again.
  const run = useEffectEvent(() => {
    if (started.current === verificationKey) return;
    started.current = verificationKey;
    verifyEmail.mutate({ emailVerificationKey: verificationKey });
  });
  useEffect(() => run(), [verificationKey]);

  if (verifyEmail.isSuccess) return <FormMessage tone="success">{authTexts.emailVerified}</FormMessage>;
  if (verifyEmail.isError) return <FormMessage tone="error">{verifyEmail.error.message}</FormMessage>;
  return <p role="status">Verifying your email address…</p>;
}

function LinkSent() {
  const user = useCurrentUser();
  if (user?.isEmailVerified) return <FormMessage tone="success">{authTexts.emailVerified}</FormMessage>;
  return (
    <p>
      We have sent a verification link to {user ? <strong>{user.email}</strong> : 'your e-mail address'}. Open the link in
      that e-mail to verify your address.
    </p>
  );
}

/**
 * /client/confirm-email-change?emailChangeKey=...: the link mailed to the new address of an
 * e-mail change; opening it makes that address the account's (no sign-in needed, none started).
 */
export function ConfirmEmailChangePage() {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('emailChangeKey');
  return (
    <AccountPageLayout title="Confirm your new email">
      {key ? <ConfirmEmailChangeKey changeKey={key} /> : <FormMessage tone="error">{authErrorMessages.invalidEmailChangeToken}</FormMessage>}
    </AccountPageLayout>
  );
}

function ConfirmEmailChangeKey({ changeKey }: { changeKey: string }) {
  const confirm = useConfirmEmailChange();
  const started = useRef<string | null>(null);
  // A key is used once: StrictMode's second effect run must not send it again.
  const run = useEffectEvent(() => {
    if (started.current === changeKey) return;
    started.current = changeKey;
    confirm.mutate({ emailChangeKey: changeKey });
  });
  useEffect(() => run(), [changeKey]);

  if (confirm.isSuccess) {
    return (
      <FormMessage tone="success">
        {authTexts.emailChanged} (<strong>{confirm.data.email}</strong>)
      </FormMessage>
    );
  }
  if (confirm.isError) return <FormMessage tone="error">{confirm.error.message}</FormMessage>;
  return <p role="status">Confirming your new email address…</p>;
}
