import styled from '@emotion/styled';
import { useUpload } from '@nordhub/api-client';
import { type Image } from '@nordhub/contracts';
import { Button, FileInput } from '@nordhub/design-system';
import { imagePresetPath, imagePresetSrcSet } from '@nordhub/domain';
import { useState } from 'react';

export type ImageUploadFieldProps = {
  label: string;
  value: Image | null | undefined;
  onChange: (image: Image | null) => void;
  /** Text of the preview's alternative (e.g. "Logo of Acme"). */
  previewAlt: string;
  error?: string;
  hint?: string;
};

const StyledField = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm }));
const StyledRow = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }));
const StyledPreview = styled.img(({ theme }) => ({
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: theme.radii.md,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

/**
 * One image of the profile (logo, team photo): choosing a file uploads it at once, with a
 * progress bar and a Cancel button; the stored image then shows as a thumbnail preview.
 */
export function ImageUploadField({ label, value, onChange, previewAlt, error, hint }: ImageUploadFieldProps) {
  const upload = useUpload('image');
  const [fileInputKey, setFileInputKey] = useState(0);

  const choose = async (file: File | null) => {
    if (!file) return;
    const stored = await upload.upload(file);
    if (stored) onChange({ path: stored.path });
  };

  const cancel = () => {
    upload.cancel();
    // A fresh input forgets the cancelled file's name.
    setFileInputKey((key) => key + 1);
  };

  return (
    <StyledField>
      {value ? (
        <StyledRow>
          <StyledPreview src={imagePresetPath(value, 'thumbnail') ?? undefined} srcSet={imagePresetSrcSet(value, 'thumbnail')} alt={previewAlt} />
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </Button>
        </StyledRow>
      ) : null}
      <FileInput
        key={fileInputKey}
        label={label}
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(file) => void choose(file)}
        progress={upload.progress ?? undefined}
        error={upload.error?.fieldMessage('file_upload') ?? upload.error?.message ?? error}
        hint={hint}
      />
      {upload.isUploading ? (
        <div>
          <Button variant="secondary" size="sm" onClick={cancel}>
            Cancel upload
          </Button>
        </div>
      ) : null}
    </StyledField>
  );
}
