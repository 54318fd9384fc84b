import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeName, changeNameSchema, type User } from '@nordhub/contracts';
import { TextField } from '@nordhub/design-system';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { AccountForm, StyledRow, useSaveMe } from './account-form-parts';

type NameInput = z.input<typeof changeNameSchema>;

export type NameFormProps = { user: User };

export function NameForm({ user }: NameFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<NameInput, unknown, ChangeName>({
    resolver: zodResolver(changeNameSchema),
    defaultValues: { name: user.name },
  });
  const { save, isPending, outcome } = useSaveMe(setError, ['name.first', 'name.last']);

  const onSubmit = handleSubmit(async (values) => {
    const saved = await save(values, 'Your name is saved');
    if (saved) reset({ name: saved.name });
  });

  return (
    <AccountForm title="Name" submitLabel="Save name" onSubmit={onSubmit} isPending={isPending} outcome={outcome}>
      <StyledRow>
        <TextField label="First name" autoComplete="given-name" error={errors.name?.first?.message} {...register('name.first')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.name?.last?.message} {...register('name.last')} />
      </StyledRow>
    </AccountForm>
  );
}
