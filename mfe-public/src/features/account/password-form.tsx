import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePassword, changePasswordSchema } from '@nordhub/contracts';
import { NewPasswordField, TextField } from '@nordhub/design-system';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { AccountForm, useSaveMe } from './account-form-parts';

type PasswordInput = z.input<typeof changePasswordSchema>;

const emptyPasswords: PasswordInput = { currentPassword: '', newPassword: '' };

export function PasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<PasswordInput, unknown, ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyPasswords,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const { save, isPending, outcome } = useSaveMe(setError, ['currentPassword', 'newPassword']);

  const onSubmit = handleSubmit(async (values) => {
    const saved = await save(values, 'Your password is changed');
    // Passwords are not kept on screen once they have done their job.
    if (saved) reset(emptyPasswords);
  });

  return (
    <AccountForm title="Change password" submitLabel="Change password" onSubmit={onSubmit} isPending={isPending} outcome={outcome}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordField label="New password" password={newPassword} error={errors.newPassword?.message} {...register('newPassword')} />
    </AccountForm>
  );
}
