import { isApiClientError, useUploadImage } from '@nordhub/api-client';
import { type User } from '@nordhub/contracts';
import { Avatar, Button, FileInput } from '@nordhub/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountSection, SaveOutcomeMessage, StyledActions, useSaveMe } from './account-form-parts';

type ImageValues = { imagePath: string | null };

export type ProfileImageFormProps = { user: User };

/** Choosing a file uploads it (with a progress bar) and saves it as the profile image at once. */
export function ProfileImageForm({ user }: ProfileImageFormProps) {
  const upload = useUploadImage();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  // No inputs are registered: the form state only carries the server's error for imagePath.
  const {
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ImageValues>();
  const { save, isPending, outcome, setOutcome } = useSaveMe(setError, ['imagePath']);
  const busy = upload.isPending || isPending;

  const onFile = async (file: File | null) => {
    if (!file || busy) return;
    clearErrors('imagePath');
    setOutcome({ notice: null, error: null });
    setProgress(0);
    try {
      const uploaded = await upload.mutateAsync({ file, onProgress: (fraction) => setProgress(fraction * 100) });
      setProgress(undefined);
      await save({ imagePath: uploaded.path }, 'Your profile image is saved');
    } catch (error) {
      setProgress(undefined);
      setError('imagePath', { type: 'server', message: isApiClientError(error) ? error.message : String(error) });
    }
  };

  const onRemove = async () => {
    clearErrors('imagePath');
    await save({ imagePath: null }, 'Your profile image is removed');
  };

  return (
    <AccountSection title="Profile image">
      {() => (
        <>
          <Avatar name={user.fullName} src={user.imageUrl} size={72} />
          <FileInput
            label="Profile image"
            accept="image/*"
            disabled={busy}
            progress={progress}
            error={errors.imagePath?.message}
            onChange={(file) => void onFile(file)}
          />
          <SaveOutcomeMessage {...outcome} />
          {user.imageUrl ? (
            <StyledActions>
              <Button variant="secondary" loading={isPending} disabled={upload.isPending} onClick={() => void onRemove()}>
                Remove
              </Button>
            </StyledActions>
          ) : null}
        </>
      )}
    </AccountSection>
  );
}
