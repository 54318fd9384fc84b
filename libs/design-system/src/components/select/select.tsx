import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { px, visuallyHiddenStyles } from '../shared';

export type SelectOption = { value: string; text: string };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice (e.g. 'Any category'); omit for a select that always has a value. */
  placeholder?: string;
  hideLabel?: boolean;
};

const StyledField = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
}));

const StyledLabel = styled.label(({ theme }) => ({
  fontSize: theme.typography.fontSizes.sm,
  fontWeight: theme.typography.fontWeights.semibold,
  color: theme.colors.text,
}));

const StyledHiddenLabel = styled.label(visuallyHiddenStyles);

const StyledSelect = styled.select(({ theme }) => ({
  minHeight: px(theme.sizes.controlHeight),
  padding: `0 ${theme.space.md}`,
  fontSize: theme.typography.fontSizes.md,
  color: theme.colors.text,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  '&:focus-visible': {
    outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`,
    outlineOffset: theme.borderWidths.thin,
  },
}));

/** A labelled native select: keyboard and screen-reader support come from the browser. */
export function Select({ label, options, placeholder, hideLabel = false, id, ...selectProps }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const Label = hideLabel ? StyledHiddenLabel : StyledLabel;
  return (
    <StyledField>
      <Label htmlFor={selectId}>{label}</Label>
      <StyledSelect {...selectProps} id={selectId}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
}
