import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEmail, changeEmailSchema, type User } from '@nordhub/contracts';
import { Button, TextField } from '@nordhub/design-system';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { AccountSection, SaveOutcomeMessage, StyledForm, useSaveMe } from './account-form-parts';

type EmailInput = z.input<typeof changeEmailSchema>;

export type EmailFormProps = { user: User };

export function EmailForm({ user }: EmailFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EmailInput, unknown, ChangeEmail>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: user.email },
  });
  const { save, isPending, outcome } = useSaveMe(setError, ['email']);

  const onSubmit = handleSubmit(async (values) => {
    // A new address must be verified again: the server mails a link and says it is unverified.
    const saved = await save(values, (updated) =>
      updated.isEmailVerified
        ? 'Your e-mail address is saved'
        : 'Your e-mail address is saved. Please confirm it with the link we sent to it.',
    );
    if (saved) reset({ email: saved.email });
  });

  return (
    <AccountSection title="E-mail">
      {(headingId) => (
        <StyledForm noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <SaveOutcomeMessage {...outcome} />
          <div>
            <Button type="submit" loading={isPending}>
              Save e-mail
            </Button>
          </div>
        </StyledForm>
      )}
    </AccountSection>
  );
}
