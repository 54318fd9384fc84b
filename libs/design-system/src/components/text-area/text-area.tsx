import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { controlBoxStyles, FieldLabel, FieldWrapper } from '../field-parts/field-parts';
import { FieldError } from '../field-parts/field-error';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & {
  label: ReactNode;
  /** The invalid message; when set the field is marked invalid and linked to it. */
  error?: string;
  hint?: ReactNode;
};

const StyledTextArea = styled.textarea(({ theme }) => ({
  ...controlBoxStyles(theme),
  height: 'auto',
  paddingBlock: theme.space.sm,
  resize: 'vertical',
  fontFamily: 'inherit',
  lineHeight: theme.typography.lineHeights.normal,
  '&[aria-invalid="true"]': {
    borderColor: theme.colors.danger,
    borderWidth: theme.borderWidths.thick,
  },
}));

const StyledHint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));
/** A multi-line text field with its label, hint and invalid message (the TextField of long text). */
export function TextArea({ label, error, hint, id, rows = 5, 'aria-describedby': describedBy, ...textAreaProps }: TextAreaProps) {
  const generatedId = useId();
  const textAreaId = id ?? `text-area-${generatedId}`;
  const hintId = hint ? `${textAreaId}-hint` : undefined;
  const errorId = `${textAreaId}-error`;
  const describedByIds = [describedBy, hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={textAreaId}>{label}</FieldLabel>
      <StyledTextArea {...textAreaProps} id={textAreaId} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedByIds} />
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}
