import styled from '@emotion/styled';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { px, visuallyHiddenStyles } from '../shared';
import { FieldError } from '../field-parts/field-error';

export type FileInputProps = {
  label: ReactNode;
  /** Called with the chosen file, or null when the choice is cleared. */
  onChange: (file: File | null) => void;
  accept?: string;
  name?: string;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Upload progress 0-100; a progress bar shows while it is set. */
  progress?: number;
  buttonLabel?: string;
  emptyText?: string;
};

const StyledField = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
}));

const StyledLabel = styled.span(({ theme }) => ({
  fontSize: theme.typography.fontSizes.sm,
  fontWeight: theme.typography.fontWeights.semibold,
}));

const StyledRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  minWidth: 0,
}));

const StyledFileName = styled.span(({ theme }) => ({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const StyledNativeInput = styled.input(visuallyHiddenStyles);

const StyledProgressTrack = styled.div(({ theme }) => ({
  height: px(theme.sizes.progressBarHeight * 2),
  background: theme.colors.progressTrack,
  borderRadius: theme.radii.pill,
  overflow: 'hidden',
}));

const StyledProgressBar = styled.div(({ theme }) => ({
  height: '100%',
  background: theme.colors.progress,
  transition: `width ${theme.durations.normal}ms linear`,
}));

const StyledHint = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * A file picker with a visible 'Browse' button. The native input stays in the accessibility
 * tree (named by the label) but out of the tab order; the button is the keyboard target.
 */
export function FileInput({
  label,
  onChange,
  accept,
  name,
  disabled = false,
  error,
  hint,
  progress,
  buttonLabel = 'Browse',
  emptyText = 'No file chosen',
}: FileInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const fileNameId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFileName(file?.name ?? null);
    onChange(file);
  };

  // The button says 'Browse'; its description carries the field label and the chosen file.
  const describedBy = [labelId, fileNameId, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <StyledField>
      <StyledLabel id={labelId}>{label}</StyledLabel>
      <StyledNativeInput
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        // The input is out of the Tab order but a screen reader's reading cursor still meets it.
        aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        onChange={handleChange}
      />
      <StyledRow>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          {buttonLabel}
        </Button>
        <StyledFileName id={fileNameId} aria-live="polite">
          {fileName ?? emptyText}
        </StyledFileName>
      </StyledRow>
      {progress === undefined ? null : (
        <StyledProgressTrack
          role="progressbar"
          aria-label={fileName ? `Uploading ${fileName}` : 'Upload progress'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={clampPercent(progress)}
        >
          <StyledProgressBar style={{ width: `${clampPercent(progress)}%` }} />
        </StyledProgressTrack>
      )}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </StyledField>
  );
}
