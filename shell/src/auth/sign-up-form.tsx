import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, isApiClientError, useSignUp } from '@nordhub/api-client';
import { errorCodes, signUpFormSchema, type User } from '@nordhub/contracts';
import { Button, FormMessage, NewPasswordField, TextField } from '@nordhub/design-system';
import { splitFullName } from '@nordhub/domain';
import { RobotCheckField } from '@nordhub/form-widgets';
import { type SignUpDefaults } from '@nordhub/session';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { StyledForm, StyledLinkButton, StyledRow, StyledSwitchLine } from './form-parts';

type SignUpInput = z.input<typeof signUpFormSchema>;
type SignUpOutput = z.output<typeof signUpFormSchema>;

export type SignUpFormProps = {
  defaults?: SignUpDefaults;
  onSignedUp: (user: User) => void;
  /** The server said an account with this e-mail exists. */
  onAccountExists: (email: string) => void;
  onGoSignIn: () => void;
};

const fieldNames = ['name.first', 'name.last', 'email', 'password', 'reCaptchaResponse'] as const;

export function SignUpForm({ defaults, onSignedUp, onAccountExists, onGoSignIn }: SignUpFormProps) {
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const [robotResetKey, setRobotResetKey] = useState(0);
  const name = splitFullName(defaults?.name);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUpOutput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name, email: defaults?.email ?? '', password: '', reCaptchaResponse: '' },
  });

  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await signUp.mutateAsync(values);
      onSignedUp(user);
    } catch (error) {
      if (isApiClientError(error) && error.code === errorCodes.E_ACCOUNT_EXISTS) {
        onAccountExists(values.email);
        return;
      }
      setFormError(applyServerError(error, setError, fieldNames));
    } finally {
      // A challenge counts once: every attempt needs a fresh robot check.
      setRobotResetKey((key) => key + 1);
    }
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label="Sign up with email">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <StyledRow>
        <TextField label="First name" autoComplete="given-name" error={errors.name?.first?.message} {...register('name.first')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.name?.last?.message} {...register('name.last')} />
      </StyledRow>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <NewPasswordField label="Password" password={password} error={errors.password?.message} {...register('password')} />
      <RobotCheckField
        resetKey={robotResetKey}
        error={errors.reCaptchaResponse?.message}
        onChange={(answer) => setValue('reCaptchaResponse', answer, { shouldValidate: answer !== '' })}
      />
      <Button type="submit" fullWidth loading={signUp.isPending} disabled={signUp.isPending}>
        Sign up
      </Button>
      <StyledSwitchLine>
        Already have an account?{' '}
        <StyledLinkButton type="button" onClick={onGoSignIn}>
          Log in
        </StyledLinkButton>
      </StyledSwitchLine>
    </StyledForm>
  );
}
