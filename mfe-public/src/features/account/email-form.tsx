import { zodResolver } from '@hookform/resolvers/zod';
import { authErrorMessages, changeEmailSchema, emailInputSchema, type User } from '@nordhub/contracts';
import { TextField } from '@nordhub/design-system';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { AccountForm, useSaveMe } from './account-form-parts';

export type EmailFormProps = { user: User };

/** The address, and the current password only once the address differs from the account's. */
function emailFormSchema(currentEmail: string) {
  return z
    .object({ email: emailInputSchema, currentPassword: z.string() })
    .check(
      z.superRefine((values, ctx) => {
        if (values.email.toLowerCase() === currentEmail.toLowerCase()) return;
        const password = changeEmailSchema.shape.currentPassword.safeParse(values.currentPassword);
        if (!password.success) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: authErrorMessages.emailChangeNeedsPassword });
      }),
    );
}
type EmailInput = z.input<ReturnType<typeof emailFormSchema>>;
type EmailValues = z.output<ReturnType<typeof emailFormSchema>>;

/**
 * A new address needs the current password and changes only when the link mailed to it is
 * opened (/client/confirm-email-change); until then the account keeps, and signs in with, the old one.
 */
export function EmailForm({ user }: EmailFormProps) {
  const schema = useMemo(() => emailFormSchema(user.email), [user.email]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<EmailInput, unknown, EmailValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: user.email, currentPassword: '' },
  });
  const { save, isPending, outcome, setOutcome } = useSaveMe(setError, ['email', 'currentPassword']);
  const typed = useWatch({ control, name: 'email' });
  const changing = typed.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    if (values.email.toLowerCase() === user.email.toLowerCase()) {
      setOutcome({ notice: 'This is already your e-mail address', error: null });
      return;
    }
    const saved = await save({ email: values.email, currentPassword: values.currentPassword }, (updated) =>
      updated.email.toLowerCase() === values.email.toLowerCase()
        ? 'Your e-mail address is saved'
        : `We have sent a link to ${values.email}. Open it to change your e-mail address; until then you sign in with ${updated.email}.`,
    );
    // The password is not kept on screen once it has done its job.
    if (saved) reset({ email: saved.email, currentPassword: '' });
  });

  return (
    <AccountForm title="E-mail" submitLabel="Save e-mail" onSubmit={onSubmit} isPending={isPending} outcome={outcome}>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      {changing ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
    </AccountForm>
  );
}
