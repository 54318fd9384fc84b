import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, useForgotPassword } from '@nordhub/api-client';
import { authTexts, forgotPasswordSchema } from '@nordhub/contracts';
import { Button, FormMessage, TextField } from '@nordhub/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { StyledForm, StyledLinkButton, StyledSwitchLine } from './form-parts';

type ForgotInput = z.input<typeof forgotPasswordSchema>;
type ForgotOutput = z.output<typeof forgotPasswordSchema>;

export type ForgotPasswordFormProps = {
  defaultEmail?: string | null;
  onBackToSignIn: () => void;
};

export function ForgotPasswordForm({ defaultEmail, onBackToSignIn }: ForgotPasswordFormProps) {
  const forgotPassword = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgotPassword.mutateAsync(values);
      setSent(true);
    } catch (error) {
      setFormError(applyServerError(error, setError, ['email']));
    }
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label="Forgot password">
      {/* The product spec's error catalogue: the same sentence whether or not the account exists. */}
      {sent ? <FormMessage tone="success">{authTexts.forgotPasswordSent}</FormMessage> : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" fullWidth loading={forgotPassword.isPending} disabled={forgotPassword.isPending}>
        Send reset link
      </Button>
      <StyledSwitchLine>
        <StyledLinkButton type="button" onClick={onBackToSignIn}>
          Back to log in
        </StyledLinkButton>
      </StyledSwitchLine>
    </StyledForm>
  );
}
