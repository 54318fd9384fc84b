import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEmail, changeEmailSchema, type User } from '@nordhub/contracts';
import { TextField } from '@nordhub/design-system';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { AccountForm, useSaveMe } from './account-form-parts';

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
    <AccountForm title="E-mail" submitLabel="Save e-mail" onSubmit={onSubmit} isPending={isPending} outcome={outcome}>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
    </AccountForm>
  );
}
