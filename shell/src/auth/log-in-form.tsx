import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, isApiClientError, useSignIn } from '@nordhub/api-client';
import { authTexts, errorCodes, logInFormSchema, type User } from '@nordhub/contracts';
import { Button, FormMessage, TextField } from '@nordhub/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { StyledForm, StyledLinkButton, StyledSwitchLine } from './form-parts';

type LogInInput = z.input<typeof logInFormSchema>;
type LogInOutput = z.output<typeof logInFormSchema>;

export type LogInFormProps = {
  defaultEmail?: string | null;
  /** 'Email address found, please log in': the e-mail is fixed. */
  fixedEmail?: string | null;
  /** Hides the way to sign up (disableSignUp). */
  signUpDisabled: boolean;
  onSignedIn: (user: User) => void;
  onGoSignUp: () => void;
  onGoForgotPassword: () => void;
};

export function LogInForm({ defaultEmail, fixedEmail, signUpDisabled, onSignedIn, onGoSignUp, onGoForgotPassword }: LogInFormProps) {
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LogInInput, unknown, LogInOutput>({
    resolver: zodResolver(logInFormSchema),
    defaultValues: { email: fixedEmail ?? defaultEmail ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await signIn.mutateAsync(fixedEmail ? { ...values, email: fixedEmail, exists: true } : values);
      onSignedIn(user);
    } catch (error) {
      // The product spec's error catalogue: a refused log-in reads 'Invalid email or password'; other failures
      // (too many attempts, no connection) say what happened.
      const refused = isApiClientError(error) && (error.code === errorCodes.E_INVALID_CREDENTIALS || error.status === 401);
      setFormError(refused ? authTexts.invalidLogIn : applyServerError(error, setError, ['email', 'password']));
    }
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label="Log in">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={!!fixedEmail}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
        Log in
      </Button>
      <StyledSwitchLine>
        <StyledLinkButton type="button" onClick={onGoForgotPassword}>
          Forgot password?
        </StyledLinkButton>
      </StyledSwitchLine>
      {signUpDisabled || fixedEmail ? null : (
        <StyledSwitchLine>
          No account yet?{' '}
          <StyledLinkButton type="button" onClick={onGoSignUp}>
            Sign up
          </StyledLinkButton>
        </StyledSwitchLine>
      )}
    </StyledForm>
  );
}
