import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { controlBoxStyles, controlFocusStyles, FieldLabel, FieldWrapper, HiddenFieldLabel } from '../field-parts/field-parts';
import { FieldError } from '../field-parts/field-error';

export type SelectOption = { value: string; text: string };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice (e.g. 'Any category'); omit for a select that always has a value. */
  placeholder?: string;
  hideLabel?: boolean;
  /** The invalid message; when set the select is marked invalid and linked to it. */
  error?: string;
};

const StyledSelect = styled.select(({ theme }) => ({
  ...controlBoxStyles(theme),
  ...controlFocusStyles(theme),
  '&[aria-invalid="true"]': {
    borderColor: theme.colors.danger,
    borderWidth: theme.borderWidths.thick,
  },
}));

/** A labelled native select: keyboard and screen-reader support come from the browser. */
export function Select({ label, options, placeholder, hideLabel = false, error, id, 'aria-describedby': describedBy, ...selectProps }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const Label = hideLabel ? HiddenFieldLabel : FieldLabel;
  const errorId = `${selectId}-error`;
  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper>
      <Label htmlFor={selectId}>{label}</Label>
      <StyledSelect {...selectProps} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedByIds}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </StyledSelect>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}
