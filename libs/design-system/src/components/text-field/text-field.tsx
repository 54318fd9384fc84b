import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { controlBoxStyles, FieldLabel, FieldWrapper, HiddenFieldLabel } from '../field-parts/field-parts';
import { FieldError } from '../field-parts/field-error';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  label: ReactNode;
  /** The invalid message; when set the field is marked invalid and linked to it. */
  error?: string;
  hint?: ReactNode;
  /** Hides the label visually but keeps it as the accessible name. */
  hideLabel?: boolean;
};

const StyledInput = styled.input(({ theme }) => ({
  ...controlBoxStyles(theme),
  '&[aria-invalid="true"]': {
    borderColor: theme.colors.danger,
    borderWidth: theme.borderWidths.thick,
  },
  '&:disabled': {
    color: theme.colors.disabledText,
    background: theme.colors.disabledSurface,
  },
}));

const StyledHint = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export function TextField({
  label,
  error,
  hint,
  hideLabel = false,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `text-field-${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const Label = hideLabel ? HiddenFieldLabel : FieldLabel;

  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <StyledInput
        {...inputProps}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
      />
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}
