import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { controlBoxStyles, controlFocusStyles, FieldLabel, FieldWrapper, HiddenFieldLabel } from '../field-parts/field-parts';

export type SelectOption = { value: string; text: string };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice (e.g. 'Any category'); omit for a select that always has a value. */
  placeholder?: string;
  hideLabel?: boolean;
};

const StyledSelect = styled.select(({ theme }) => ({
  ...controlBoxStyles(theme),
  ...controlFocusStyles(theme),
}));

/** A labelled native select: keyboard and screen-reader support come from the browser. */
export function Select({ label, options, placeholder, hideLabel = false, id, ...selectProps }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const Label = hideLabel ? HiddenFieldLabel : FieldLabel;
  return (
    <FieldWrapper>
      <Label htmlFor={selectId}>{label}</Label>
      <StyledSelect {...selectProps} id={selectId}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </StyledSelect>
    </FieldWrapper>
  );
}
