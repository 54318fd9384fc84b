import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '../button/button';
import { FileInput } from '../file-input/file-input';

export type DocumentUploadFieldProps = {
  label: string;
  /** The stored document, if any (its name shows with a link to open it). */
  value: { name?: string | undefined; url?: string | null } | null;
  /** Called with the chosen file; the caller uploads it (and reports progress). */
  onChoose: (file: File) => void;
  onCancel: () => void;
  onRemove: () => void;
  /** 0-100 while the upload runs, else null. */
  progress: number | null;
  isUploading: boolean;
  accept?: string;
  error?: string | undefined;
  hint?: string;
};

const StyledField = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm }));
const StyledRow = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }));

/**
 * A document (CV) field: choosing a file hands it to the caller to upload, with a progress bar
 * and a Cancel button while it runs; the stored document shows by name with a Remove button.
 */
export function DocumentUploadField({
  label,
  value,
  onChoose,
  onCancel,
  onRemove,
  progress,
  isUploading,
  accept,
  error,
  hint,
}: DocumentUploadFieldProps) {
  // A fresh input forgets a cancelled or removed file's name.
  const [inputKey, setInputKey] = useState(0);
  const reset = () => setInputKey((key) => key + 1);
  return (
    <StyledField>
      {value && !isUploading ? (
        <StyledRow>
          <span>
            {label}:{' '}
            {value.url ? (
              <a href={value.url} target="_blank" rel="noopener noreferrer">
                {value.name || 'Open'}
              </a>
            ) : (
              value.name || 'Stored'
            )}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onRemove();
              reset();
            }}
          >
            Remove {label.toLowerCase()}
          </Button>
        </StyledRow>
      ) : null}
      <FileInput
        key={inputKey}
        label={value ? `Replace ${label.toLowerCase()}` : label}
        accept={accept}
        onChange={(file) => {
          if (file) onChoose(file);
        }}
        progress={progress ?? undefined}
        error={error}
        hint={hint}
      />
      {isUploading ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onCancel();
              reset();
            }}
          >
            Cancel upload
          </Button>
        </div>
      ) : null}
    </StyledField>
  );
}
